import { useLayoutEffect } from 'react';

let shown: () => void = () => {};

/**
 * Resolves once the first screen (its own content, not the loading line before its chunk arrives) has
 * been committed to the page; main.tsx loads what the screen does not need only after that has painted.
 */
export const firstScreenShown = new Promise<void>((resolve) => (shown = resolve));

/** Rendered next to the routed screen, inside its Suspense boundary: commits only with the screen. */
export function FirstScreenMark(): null {
  useLayoutEffect(() => shown(), []);
  return null;
}
