import { DECLARED_CLAIMS } from '#contracts/claim-sources';
import { FEATURE_TEXTS, en, es } from '../../src/contracts/texts';
import { withTerms } from '../../src/domain/product-terms';
import { PRIVACY_POLICY } from '../../src/features/legal/privacy-policy.document';
import { TERMS_OF_SERVICE } from '../../src/features/legal/terms-of-service.document';

// Decision 0049: every statistic or promise the app shows has a declared source. These tests keep the
// declarations honest: each row matches a text the app has, in both languages (no stale row), and the
// texts carry no approval-rate statistic, which no source backs.

/** Every string of a texts tree. */
function strings(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string') out.push(node);
  else if (node && typeof node === 'object') for (const value of Object.values(node)) strings(value, out);
  return out;
}

/** The app's texts in a language (catalogues, screens, legal documents), with the product terms filled in as the screens fill them. */
function shown(language: 'es' | 'en'): string[] {
  const catalogue = language === 'es' ? es : en;
  const texts = [
    ...strings(catalogue),
    ...FEATURE_TEXTS.flatMap((f) => strings(f.texts[language])),
    ...strings(TERMS_OF_SERVICE[language]),
    ...strings(PRIVACY_POLICY[language]),
  ];
  const extra = { email: 'soporte@cuota.mx', open: '9:00', close: '18:00' };
  return texts.map((text) => withTerms(text, language, extra));
}

describe('DECLARED_CLAIMS', () => {
  test('ids are unique and every row names a source', () => {
    const ids = DECLARED_CLAIMS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of DECLARED_CLAIMS) expect(c.source.length, c.id).toBeGreaterThan(20);
  });

  test.each(['es', 'en'] as const)('every row matches a text the app shows in %s', (language) => {
    const texts = shown(language);
    const unmatched = DECLARED_CLAIMS.filter((c) => !texts.some((t) => c[language].test(t))).map((c) => c.id);
    expect(unmatched).toEqual([]);
  });

  test.each(['es', 'en'] as const)('no text in %s shows an approval-rate statistic', (language) => {
    const statistic =
      /\d+(?:[.,]\d+)?\s*%[^.]{0,60}(?:aprobad|approved)|(?:aprobaci[oó]n|approval)[^.]{0,30}\d+\s*%/i;
    expect(shown(language).filter((t) => statistic.test(t))).toEqual([]);
  });

  test.each(['es', 'en'] as const)('no text in %s promises a rising quota', (language) => {
    const promise =
      /(?:cupo|quota)[^.]{0,30}(?:seguirá aumentando|aumentará|crecerá|will keep rising|will rise|will grow)/i;
    expect(shown(language).filter((t) => promise.test(t))).toEqual([]);
  });
});
