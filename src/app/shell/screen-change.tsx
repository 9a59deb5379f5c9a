import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../../i18n/i18n';
import './screen-change.css';

/** The page's title: the screen's h1 and the app's name (the name alone when the h1 is it). Answers the h1. */
function nameScreen(root: HTMLElement, appName: string): HTMLHeadingElement | null {
  const heading = root.querySelector('h1');
  const title = heading?.textContent?.trim();
  document.title = title && title !== appName ? `${title} · ${appName}` : appName;
  return heading;
}

/**
 * Tells a screen reader that `root` (the main landmark) shows another screen: the page's title becomes the
 * screen's h1 and the app's name (the name alone when the h1 is it), and focus moves to that h1, or to the
 * landmark when the screen has none, unless the screen has already put focus somewhere inside itself.
 */
function announceScreen(root: HTMLElement, appName: string): void {
  const heading = nameScreen(root, appName);
  const active = document.activeElement;
  if (active && active !== root && root.contains(active)) return;
  const target = heading ?? root;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * What a screen reader learns on a screen change (decision 0076), rendered next to the routed screen inside
 * its Suspense boundary, so that it commits with the new screen (not with the loading line before it): the
 * title and the focus of `announceScreen`, so that TalkBack leaves the element that went with the old screen.
 * Not on the first screen, nor when only the query changes; a path that shows nothing (a redirect) is passed
 * through. Focus that the screen's own effects put inside it stays, and so does focus it moves later (a sheet,
 * the first field in red).
 */
export function ScreenChange({
  mainRef,
  shownRef,
  appName,
}: {
  /** The main landmark the screen is in. */
  mainRef: RefObject<HTMLElement | null>;
  /** The path of the screen shown last (null before the first): kept by the frame, which outlives this. */
  shownRef: { current: string | null };
  /** The app's name, in the borrower's language. */
  appName: string;
}) {
  const { pathname } = useLocation();
  // An effect, not a layout effect: the landmark's ref is set by then, and so is any focus that the screen's own
  // effects (its children's, and its own, which run first) put inside it.
  useEffect(() => {
    const root = mainRef.current;
    if (!root?.firstElementChild || shownRef.current === pathname) return;
    const first = shownRef.current === null;
    shownRef.current = pathname;
    if (!first) announceScreen(root, appName);
  }, [mainRef, shownRef, appName, pathname]);
  // A change of language on the same screen (the language screen itself): the title follows, focus stays.
  const { language } = useT();
  const named = useRef<string | null>(null);
  useEffect(() => {
    const root = mainRef.current;
    if (root && named.current !== null && named.current !== language && document.title !== appName)
      nameScreen(root, appName);
    named.current = language;
  }, [mainRef, appName, language]);
  return null;
}
