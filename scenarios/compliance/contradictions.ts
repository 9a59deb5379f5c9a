import { topicName, type Claim, type ClaimScope, type ClaimTopic, type Contradiction } from './claims';

/**
 * The contradictions among the claims a journey showed (compliance.md checklist item 4), and with the
 * product's actual terms.
 */

function same(a: Claim['value'], b: Claim['value']): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= 1e-9 + 1e-9 * Math.abs(b);
  return a === b;
}

function where(c: Claim): string {
  return `${c.route ?? 'unknown route'} (step ${c.seq}, ${c.source})`;
}

function describe(c: Claim): string {
  return `"${c.shown}" at ${where(c)}`;
}

/** Published claims that must agree with each other. */
const PUBLISHED_UNIQUE: ClaimTopic[] = [
  'minAmount',
  'maxAmount',
  'minTenure',
  'maxTenure',
  'interestRate',
  'feeRate',
  'taxRate',
  'penaltyRate',
  'approvalRate',
  'cat',
];

/** How an offered product's figure must relate to the published one: within a maximum, above a minimum, or equal. */
const PRODUCT_RULES: Partial<Record<ClaimTopic, 'atMost' | 'atLeast' | 'equal'>> = {
  maxAmount: 'atMost',
  minAmount: 'atLeast',
  maxTenure: 'atMost',
  minTenure: 'atLeast',
  interestRate: 'atMost',
  feeRate: 'atMost',
  taxRate: 'equal',
  penaltyRate: 'equal',
};

/** What a loan's figure must match among the product's (a figure of the loan must equal the product's rate). */
const LOAN_RATE_TOPICS: ClaimTopic[] = ['interestRate', 'feeRate', 'taxRate', 'penaltyRate'];
/** Loan figures the screen and the data must agree on. */
const LOAN_FIGURES: ClaimTopic[] = [
  'amount',
  'tenure',
  'interest',
  'fee',
  'tax',
  'netDisbursed',
  'totalRepay',
  'dueDate',
  'cat',
];

/**
 * The contradictions among claims (compliance.md: maximum amount, tenure, interest, extension): published
 * claims that disagree; a product outside the published terms; a loan whose rates differ from its product's;
 * a screen figure that differs from the data it was drawn from; "no extension" where an extension exists;
 * and backend figures that the money oracle (scenarios/oracle/) does not reproduce (`mathMismatches`).
 */
export function findContradictions(
  claims: readonly Claim[],
  mathMismatches: readonly Contradiction[] = [],
): Contradiction[] {
  const out: Contradiction[] = [...mathMismatches];
  const of = (topic: ClaimTopic, scope: ClaimScope) =>
    claims.filter((c) => c.topic === topic && c.scope === scope);

  for (const topic of PUBLISHED_UNIQUE) {
    const published = of(topic, 'published');
    const distinct = published.filter((c, i) => published.findIndex((d) => same(d.value, c.value)) === i);
    if (distinct.length > 1) {
      out.push({
        topic,
        claims: distinct,
        seq: distinct[1]!.seq,
        explanation: `The ${topicName(topic)} is stated ${distinct.length} ways: ${distinct.map(describe).join('; ')}.`,
      });
    }
  }

  for (const [topic, rule] of Object.entries(PRODUCT_RULES) as [
    ClaimTopic,
    'atMost' | 'atLeast' | 'equal',
  ][]) {
    for (const product of of(topic, 'product')) {
      for (const published of of(topic, 'published')) {
        if (typeof product.value !== 'number' || typeof published.value !== 'number') continue;
        const bad =
          rule === 'atMost'
            ? product.value > published.value + 1e-9
            : rule === 'atLeast'
              ? product.value < published.value - 1e-9
              : !same(product.value, published.value);
        if (!bad) continue;
        const relation =
          rule === 'atMost'
            ? 'above the published maximum'
            : rule === 'atLeast'
              ? 'below the published minimum'
              : 'different from the published one';
        out.push({
          topic,
          claims: [published, product],
          seq: Math.max(product.seq, published.seq),
          explanation: `The offered ${topicName(topic)} ${describe(product)} is ${relation}, ${describe(published)}.`,
        });
      }
    }
  }

  for (const topic of LOAN_RATE_TOPICS) {
    for (const loan of of(topic, 'loan')) {
      const products = of(topic, 'product').filter((p) => p.seq <= loan.seq);
      const product = products.at(-1);
      if (!product || typeof loan.value !== 'number' || typeof product.value !== 'number') continue;
      if (products.some((p) => same(p.value, loan.value))) continue;
      out.push({
        topic,
        claims: [product, loan],
        seq: loan.seq,
        explanation: `This loan's ${topicName(topic)} ${describe(loan)} differs from the offered product's ${describe(product)}.`,
      });
    }
  }

  for (const topic of LOAN_FIGURES) {
    const loan = of(topic, 'loan');
    for (const screen of loan.filter((c) => c.source === 'screen')) {
      const data = loan
        .filter((c) => c.source === 'data' && c.seq <= screen.seq && c.route === screen.route)
        .at(-1);
      if (!data || same(data.value, screen.value)) continue;
      out.push({
        topic,
        claims: [data, screen],
        seq: screen.seq,
        explanation: `The screen shows ${describe(screen)}, but the data it was drawn from says "${data.shown}" (step ${data.seq}).`,
      });
    }
  }

  const noExtension = claims.filter((c) => c.topic === 'extension' && c.value === false);
  const extension = claims.filter((c) => c.topic === 'extension' && c.value === true);
  if (noExtension.length > 0 && extension.length > 0) {
    out.push({
      topic: 'extension',
      claims: [noExtension[0]!, extension[0]!],
      seq: Math.max(noExtension[0]!.seq, extension[0]!.seq),
      explanation: `"No extension" is claimed ${describe(noExtension[0]!)}, yet an extension is offered ${describe(extension[0]!)}.`,
    });
  }
  return out.sort((a, b) => a.seq - b.seq);
}
