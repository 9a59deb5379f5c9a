import { screen, within } from '@testing-library/react';
import { PATHS } from '../../src/domain/paths';
import { installMockServer } from '../../src/mocks/server';
import { renderApp } from './render-app';

// Decision 0049: what a regulator checks on the published texts.
// - A headline rate never stands alone: the real cost (the representative CAT) is beside it.
// - A per-day rate comes with its yearly equivalent (x365, simple) on the same screen.
// - No unsourced promise ("fast and safe").
// Expected figures are worked out here from the published terms (36% a year on a 360-day basis, a fee of
// 0.05% a day plus IVA 16%, a penalty of 2% a day; 3,000 MXN for 91 days), not read from the app's code.

installMockServer();

/**
 * The representative CAT: (repay / net)^(365 / days) - 1, one decimal (compliance.md, bullet loan), "sin
 * IVA": the fee's tax is left out of the cost, so the net is the principal less the fee alone.
 */
function representativeCat(): number {
  const principal = 3000;
  const days = 91;
  const interest = (principal * 0.36 * days) / 360; // 273.00
  const fee = principal * 0.0005 * days; // 136.50
  const net = principal - fee;
  const repay = principal + interest;
  return Math.round(((repay / net) ** (365 / days) - 1) * 1000) / 10;
}

const WORDS = {
  es: {
    conditions: 'Condiciones del préstamo',
    interest: (cat: string) => `Interés ordinario de hasta 36% anual (costo total: CAT ${cat}% sin IVA)`,
    cost: /hasta 0\.05% del monto por día del plazo \(18\.25% anual\).*Moratorio: 2% del monto por día de atraso \(730% anual\)/,
    faqLate: '¿Qué pasa si pago tarde?',
    faqLateAnswer: '2% del monto del préstamo por cada día de atraso (730% anual)',
    faqCost: '¿Cuánto cuesta el préstamo?',
    faqCostAnswer: (cat: string) =>
      `Interés ordinario de hasta 36% anual (simple; con la comisión, CAT representativo de ${cat}% sin IVA) y una comisión por apertura de hasta 0.05% del monto por cada día del plazo (18.25% anual)`,
    aboutPenalty: 'Si pagas tarde: 2% del monto del préstamo por cada día de atraso (730% anual).',
    aboutInterest: (cat: string) =>
      `Interés ordinario: hasta 36% anual (simple); con la comisión, CAT representativo de ${cat}% sin IVA.`,
    welcome: 'Préstamos personales en línea, desde tu celular',
    unbacked: /rápidos y seguros/,
  },
  en: {
    conditions: 'Loan conditions',
    interest: (cat: string) =>
      `Ordinary interest of at most 36% per year (total cost: CAT ${cat}% without VAT)`,
    cost: /at most 0\.05% of the amount per day of the term \(18\.25% per year\).*Late interest: 2% of the amount per day overdue \(730% per year\)/,
    faqLate: 'What happens if I pay late?',
    faqLateAnswer: '2% of the loan amount is charged for each day overdue (730% per year)',
    faqCost: 'What does the loan cost?',
    faqCostAnswer: (cat: string) =>
      `Ordinary interest of at most 36% per year (simple; with the fee, a representative CAT of ${cat}% without VAT) and an opening fee of at most 0.05% of the amount per day of the term (18.25% per year)`,
    aboutPenalty: 'If you pay late: 2% of the loan amount for each day overdue (730% per year).',
    aboutInterest: (cat: string) =>
      `Ordinary interest: at most 36% per year (simple); with the fee, a representative CAT of ${cat}% without VAT.`,
    welcome: 'Online personal loans, from your phone',
    unbacked: /Fast and safe/,
  },
} as const;

describe.each(['es', 'en'] as const)('published claims (%s)', (language) => {
  const w = WORDS[language];
  const cat = representativeCat().toFixed(1);

  test('the landing page puts the representative CAT beside the headline rate, and a yearly rate beside each daily one', async () => {
    await renderApp(PATHS.yx1, { language });
    const highlights = await screen.findByRole('list', { name: w.conditions });
    expect(within(highlights).getByText(w.interest(cat))).toBeInTheDocument();
    expect(screen.getByText(w.cost)).toBeInTheDocument();
  });

  test('the FAQ states the CAT beside the rate and the yearly equivalent of the fee and the penalty', async () => {
    await renderApp(PATHS.faq, { language });
    const late = (await screen.findByText(w.faqLate)).closest('details')!;
    expect(late).toHaveTextContent(w.faqLateAnswer);
    const cost = screen.getByText(w.faqCost).closest('details')!;
    expect(cost).toHaveTextContent(w.faqCostAnswer(cat));
  });

  test('about us states the CAT beside the rate and the yearly equivalent of the penalty', async () => {
    await renderApp(PATHS.aboutUs, { language });
    expect(await screen.findByText(w.aboutInterest(cat))).toBeInTheDocument();
    expect(screen.getByText(w.aboutPenalty)).toBeInTheDocument();
  });

  test('home makes no promise it cannot back ("fast and safe")', async () => {
    await renderApp(PATHS.home, { language });
    expect(await screen.findByText(w.welcome)).toBeInTheDocument();
    expect(screen.queryByText(w.unbacked)).not.toBeInTheDocument();
  });
});
