import { categoryOfKey, collectScreenPersonal, maskAs, maskText } from '../../../scenarios/journey/mask';

/**
 * Masking of what the screen shows, for rrweb's maskTextFn and maskInputFn (the same rules as the
 * headless runner's page probe): the borrower's own personal values known to the app (its state and the
 * mock world's user) are masked wherever they appear, then the pattern pass of the journey masker; input
 * values are masked by the field's name, id or autocomplete, else kept only as a shape.
 */

/** The personal values in some sources (longest first), each with its masked form. */
export function personalValuesOf(sources: readonly unknown[]): Array<[string, string]> {
  const found = new Map<string, string>();
  for (const source of sources) collectScreenPersonal(source, found);
  return [...found].sort((a, b) => b[0].length - a[0].length);
}

/** The element fields rrweb's maskInputFn sees. */
export interface InputLike {
  name?: string;
  id?: string;
  autocomplete?: string;
  type?: string;
  inputMode?: string;
  getAttribute?: (name: string) => string | null;
}

/** What a screen masker offers rrweb. */
export interface ScreenMasker {
  text(text: string): string;
  input(text: string, element: InputLike): string;
  /** The app's state changed: collect its personal values again on the next use. */
  invalidate(): void;
}

/** A masker over the personal values of `sources()` (read again after invalidate). */
export function createScreenMasker(sources: () => readonly unknown[]): ScreenMasker {
  let values: Array<[string, string]> | null = null;
  const known = () => (values ??= personalValuesOf(sources()));
  const text = (value: string) => {
    let out = value;
    for (const [personal, masked] of known())
      if (out.includes(personal)) out = out.split(personal).join(masked);
    return maskText(out);
  };
  return {
    text,
    input(value, element) {
      const keys = [
        element.name,
        element.id,
        element.autocomplete,
        element.getAttribute?.('aria-label') ?? undefined,
      ];
      for (const key of keys) {
        const category = key ? categoryOfKey(key) : null;
        if (category) return maskAs(category, value);
      }
      if (
        ['number', 'search', 'tel'].includes(element.type ?? '') ||
        ['numeric', 'decimal', 'tel'].includes(element.inputMode ?? '')
      )
        return text(value);
      // Free text may hold anything personal (a relative's name typed by the borrower): keep only its shape.
      return maskAs('name', value);
    },
    invalidate() {
      values = null;
    },
  };
}
