import { startApp, startScreen } from 'virtual:cuota-boot';
import { showLoadFailure, storedLanguageHint } from './app/load-failure';
import { pathOfHash, screenNameOf, storedSessionHint } from './app/screen-paths';
import { afterFirstPaint } from './app/first-paint';
import { storedDraftHint } from './storage/drafts';
import { START_FAILED_EVENT } from './app/start-failure';
// `window.__cuotaMockReady`, which the emulated native side waits on.
import type {} from './contracts/tool-protocol';

/**
 * The page's first script (decisions 0013, 0024). In a build it is inline in index.html (`build/index-html.ts`,
 * allowed by its hash in the CSP) and knows the build's files; it imports nothing.
 *
 * 1. When the build pre-rendered the screen of the address's path (a `<template data-paths>`: the path shows
 *    it directly, not through a redirect or the login a guarded screen asks for), and it fits this visitor
 *    (Spanish; no stored session, or one for a template marked `data-session="signed-in"`, with no stored
 *    draft of its `data-draft` step: decision 0027), it shows it: the first paint needs no other script.
 * 2. It then starts the screen's files and the app (src/main.tsx, which hydrates that HTML): after the first
 *    paint when a screen is shown, at once otherwise (there is nothing to paint without the app).
 * If the app cannot be downloaded (no connection), it says so in the borrower's language, with a retry.
 */
function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // DOM storage disabled in the WebView
  }
}

const storage = safeLocalStorage();
const root = document.getElementById('root')!;
const screenOfAddress = () => screenNameOf(pathOfHash(window.location.hash), storedSessionHint(storage));

/**
 * Shows the pre-rendered HTML of the address's screen in #root, or empties it; answers whether it did. Until
 * the app runs, that HTML is `inert`: a tap or a key could not do what the screen does, and a form must not
 * submit itself to the address (old WebViews without `inert`: the submit guard below).
 */
function showPrerendered(): boolean {
  const path = pathOfHash(window.location.hash);
  const signedIn = storedSessionHint(storage);
  const template = [
    ...document.querySelectorAll<HTMLTemplateElement>(`template[data-paths~="${path}"]`),
  ].find(({ dataset }) => (dataset.session === 'signed-in') === signedIn);
  const draft = template?.dataset.draft;
  const fits = storedLanguageHint(storage) === 'es' && !(draft && storedDraftHint(storage, draft));
  root.inert = !!template && fits;
  if (!root.inert) {
    root.replaceChildren();
    delete root.dataset.prerendered;
    return false;
  }
  root.replaceChildren(template!.content.cloneNode(true));
  root.dataset.prerendered = template!.dataset.screen;
  return true;
}
document.addEventListener('submit', (event) => root.inert && event.preventDefault(), true);

function start() {
  // A failed download is retried by the render (the router), not here.
  const screen = screenOfAddress();
  const main = startApp();
  if (screen) startScreen(screen);
  // Until the app runs, a tap on a pre-rendered link shows that screen's HTML (or none).
  window.addEventListener('hashchange', showPrerendered);
  void main.then(
    () => window.removeEventListener('hashchange', showPrerendered),
    () => undefined,
  );
  // The app could not be downloaded (no connection), or its start threw (src/main.tsx): say so, in the
  // borrower's language, with a retry.
  const fail = () => {
    window.removeEventListener('hashchange', showPrerendered);
    root.inert = false;
    root.replaceChildren();
    showLoadFailure(document, storedLanguageHint(storage), () => window.location.reload());
  };
  main.catch(fail);
  window.addEventListener(START_FAILED_EVENT, fail, { once: true });
  return main;
}

const main: Promise<unknown> = showPrerendered()
  ? new Promise((resolve) => afterFirstPaint(() => resolve(start())))
  : start();

if (__CUOTA_MOCKS__) {
  // The emulated native side waits on `__cuotaMockReady` before its backend calls; main.tsx sets it to the
  // mock world's start. Until main.tsx has run, this stands in for it.
  const standIn: Promise<unknown> = main.then(() => {
    const ready = window.__cuotaMockReady;
    return ready === standIn ? undefined : ready;
  });
  // Whoever waits on it hears of a failed download; nobody waiting is no unhandled rejection.
  standIn.catch(() => undefined);
  window.__cuotaMockReady = standIn;
}
