// @vitest-environment jsdom
/**
 * Issue 29, point 7: the screens that name an open order's status in a sentence (choosing the loan and its
 * details) bring the status words with them. On a cold start straight onto one of them the order-status chip
 * has not loaded, and the sentence showed the raw key `orderStatus.assessing`. Each page module is loaded
 * alone here (Vitest gives every file its own modules), as the browser loads its chunk.
 */
import { setLanguage, t } from '../../src/i18n/i18n';

describe.each([
  ['product details', () => import('../../src/features/borrow/product-details-page')],
  ['choosing the loan', () => import('../../src/features/borrow/to-borrow-page')],
])('%s, loaded alone', (_name, load) => {
  it('has the status words in both languages', async () => {
    await load();
    setLanguage('es');
    expect(t('orderStatus.assessing')).toBe('En revisión');
    setLanguage('en');
    expect(t('orderStatus.overdue')).toBe('Overdue');
    setLanguage('es');
  });
});
