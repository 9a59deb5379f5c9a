import { catStatement, productTermValues, withTerms } from './product-terms';

// Issue 32 (decision 0054): the landing pitch fills eight texts per render; formatting the terms again for each
// (some twenty Intl formatters) made its renders /yx3's longest tasks. They are formatted once per language.
describe('the product terms as text', () => {
  it('are formatted once per language, not on every fill', () => {
    withTerms('{{maxAmount}}', 'es');
    withTerms('{{maxAmount}}', 'en');
    const formatters = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (let i = 0; i < 5; i += 1) {
        withTerms('{{maxAmount}} {{cat}} {{dailyFee}}', 'es');
        withTerms('{{maxAmount}}', 'en');
        catStatement('es');
      }
      expect(formatters).not.toHaveBeenCalled();
    } finally {
      formatters.mockRestore();
    }
  });

  it('hands each caller its own copy, so no caller can change another one’s figures', () => {
    const values = productTermValues('es');
    values.maxAmount = 'changed';
    expect(productTermValues('es').maxAmount).not.toBe('changed');
    expect(withTerms('{{maxAmount}}', 'es')).not.toBe('changed');
  });
});
