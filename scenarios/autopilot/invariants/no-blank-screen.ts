import type { Invariant } from './observation';

/** The app's `main` always shows some text: never a blank screen. */
export const noBlankScreen: Invariant = {
  name: 'no-blank-screen',
  description: 'the screen (main) always shows visible text',
  check(o) {
    if (o.mainText.trim() !== '') return null;
    return { invariant: this.name, message: `blank screen on ${o.route}` };
  },
};
