import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as published from '../../domain/product-terms';
import { defaultProducts, specMaxTermsProduct } from './loan-config';
import { PRODUCT_TERMS, extensionFeeOf, loanTermsOf, penaltyOf, priceOf, roundCentsBy } from './pricing';
import { addDays, daysBetween } from './time';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The modules of the mock world that price a loan, and what the mock serves from. */
const PRICING_MODULES = [
  'src/mocks/world/pricing.ts',
  'src/mocks/world/loan-config.ts',
  'src/mocks/world/loan-ledger.ts',
  'src/mocks/world/loan-lifecycle.ts',
  'src/mocks/world/loan-payments.ts',
  'src/mocks/world/loan-responses.ts',
  'src/mocks/world/edits.ts',
  'src/mocks/presets/loan-presets.ts',
];

/** Every module a module loads at run time (relative imports; `import type` is erased). */
function runtimeImports(from: string): Set<string> {
  const seen = new Set<string>();
  const queue = [resolve(ROOT, from)];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(
      /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm,
    )) {
      const base = resolve(dirname(file), m[1]!);
      const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
        (c) => existsSync(c) && statSync(c).isFile(),
      );
      if (found) queue.push(found);
    }
  }
  return new Set([...seen].map((f) => relative(ROOT, f)));
}

const flex = defaultProducts()[0]!;

describe('the mock backend prices from the product’s terms', () => {
  it('3,000 MXN for 91 days on Cuota Flex: fee 136.50 + IVA 21.84 upfront, 2,841.66 paid out, 3,273.00 due', () => {
    expect(priceOf(loanTermsOf(flex, 3000, 91))).toEqual({
      principal: 3000,
      interest: 273,
      fee: 136.5,
      tax: 21.84,
      serviceFee: 158.34,
      net: 2841.66,
      totalRepay: 3273,
    });
  });

  it("the spec's maximum terms pay out nothing: fee 2,675.40 + tax 481.57 on 3,000, net -156.97 (compliance.md)", () => {
    const price = priceOf(loanTermsOf(specMaxTermsProduct(), 3000, 91));
    expect(price).toMatchObject({ fee: 2675.4, tax: 481.57, net: -156.97, interest: 273 });
  });

  it('rounds each figure once, the way the world is set to', () => {
    // 2,500 at 0.035% a day for 91 days: a fee of 79.625.
    const terms = loanTermsOf({ dailyInterestRate: 0.00095, dailyFeeRate: 0.00035, taxRate: 0.16 }, 2500, 91);
    expect(priceOf(terms)).toMatchObject({ fee: 79.63, tax: 12.74, interest: 216.13, net: 2407.63 });
    expect(priceOf(terms, 'halfEven')).toMatchObject({ fee: 79.62, interest: 216.12, net: 2407.64 });
    expect(priceOf(terms, 'truncate')).toMatchObject({ fee: 79.62, tax: 12.73, interest: 216.12 });
    expect(roundCentsBy('halfUp', -0.5)).toBe(-1);
    expect(Object.is(roundCentsBy('halfUp', -0.2), 0)).toBe(true);
  });

  it('charges the penalty at the daily rate of the principal per whole overdue day, 2% unless said', () => {
    expect(penaltyOf(3000, 5)).toBe(300);
    expect(penaltyOf(3000, 0)).toBe(0);
    expect(penaltyOf(3000, 2, 0.01)).toBe(60);
  });

  it('prices an extension at the fee rate per extension day plus its tax', () => {
    expect(extensionFeeOf(loanTermsOf(flex, 3000, 91), 30)).toEqual({ fee: 45, tax: 7.2, total: 52.2 });
  });

  it('counts calendar days', () => {
    expect(addDays('2026-01-15', 91)).toBe('2026-04-16');
    expect(daysBetween('2026-04-16', '2026-04-21')).toBe(5);
    expect(daysBetween('2026-04-21', '2026-04-16')).toBe(-5);
  });

  it('its terms are the ones the app publishes (src/domain/product-terms.ts)', () => {
    expect(PRODUCT_TERMS).toEqual({
      minAmount: published.MIN_LOAN_AMOUNT,
      maxAmount: published.MAX_LOAN_AMOUNT,
      minTenureDays: published.MIN_TENURE_DAYS,
      maxTenureDays: published.MAX_TENURE_DAYS,
      maxAnnualInterestRate: published.MAX_ANNUAL_INTEREST_RATE,
      interestDayBasis: published.INTEREST_DAY_BASIS,
      maxDailyFeeRate: published.MAX_DAILY_FEE_RATE,
      ivaRate: published.FEE_TAX_RATE,
      penaltyDailyRate: published.PENALTY_DAILY_RATE,
    });
  });

  it('never loads the app’s loan math (src/domain/loan-math.ts, loan-quote.ts)', () => {
    for (const module of PRICING_MODULES) {
      const loaded = runtimeImports(module);
      expect(loaded.has('src/domain/loan-math.ts'), module).toBe(false);
      expect(loaded.has('src/domain/orders/loan-quote.ts'), module).toBe(false);
    }
  });
});
