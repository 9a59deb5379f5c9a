/** How the review writes amounts and rates in its explanations. */

/** An amount in pesos with two decimals: `-156.97 MXN`. */
export const mxn = (n: number): string =>
  `${n < 0 ? '-' : ''}${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MXN`;

/** A fraction as a percent with up to `decimals` decimals: `pct(0.18)` = `18%`, `pct(0.0098, 4)` = `0.98%`. */
export const pct = (fraction: number, decimals = 2): string =>
  `${Math.round(fraction * 10 ** (decimals + 2)) / 10 ** decimals}%`;
