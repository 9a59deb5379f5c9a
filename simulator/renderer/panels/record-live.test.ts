// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { FrameHandles } from '../frame/frame-link';
import { buildHashOf, startLiveRecording } from './record-live';

/** The app page the frame serves (with a character outside ASCII, as the real one has). */
const PAGE = '<!doctype html><html lang="es"><title>Cuota · préstamos</title><div id="root"></div></html>';

/** A frame at `href` whose page is PAGE, read as the browser reads a same-origin XHR (one character per byte). */
function frameWindow(href: string, requested: string[]) {
  class PageRequest {
    status = 0;
    responseText = '';
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    overrideMimeType() {}
    send() {
      requested.push(this.url);
      this.status = 200;
      this.responseText = String.fromCharCode(...new TextEncoder().encode(PAGE));
    }
  }
  return {
    location: { href, hash: '#/home' },
    XMLHttpRequest: PageRequest,
    addEventListener: () => {},
    removeEventListener: () => {},
  } as unknown as Window;
}

function handlesOf(win: Window): FrameHandles {
  const state = { settings: { language: 'es' }, session: { mobile: null } };
  return {
    win,
    generation: 1,
    bridge: { snapshot: () => ({ device: { platform: 'android' } }), subscribe: () => () => {} },
    app: {
      store: { getState: () => state, events$: { subscribe: () => ({ unsubscribe: () => {} }) } },
    },
    mock: {
      world: { now: () => 1_768_492_800_000, snapshot: () => ({ seed: 7 }) },
      onTraffic: () => () => {},
    },
  } as unknown as FrameHandles;
}

test('a simulator recording names the app’s real version and the build hash the headless runner computes', () => {
  const requested: string[] = [];
  const win = frameWindow('http://127.0.0.1:4173/index.html?preset=new-borrower#/home', requested);
  const live = startLiveRecording(handlesOf(win), { masked: false, screens: false })!;
  const { meta } = live.stop();
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  // journey-fixture.ts: the package's version, and sha256(index.html) cut to 12 hex digits.
  expect(meta.appVersion).toBe(pkg.version);
  expect(meta.buildHash).toBe(createHash('sha256').update(PAGE).digest('hex').slice(0, 12));
  expect(requested).toEqual(['http://127.0.0.1:4173/index.html']);
});

test('the build hash is of the page’s bytes', () => {
  const bytes = new TextEncoder().encode(PAGE);
  expect(buildHashOf(bytes)).toBe(createHash('sha256').update(bytes).digest('hex').slice(0, 12));
});
