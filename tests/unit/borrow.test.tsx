import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { DomainEvent, LoanProduct } from '../../src/domain/events';
import { installMockServer } from '../../src/mocks/server';
import { fault } from '../../src/mocks/world/faults';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import type { MockProduct } from '../../src/mocks/world/loan-config';
import { loanProfileOf } from '../../src/mocks/world/loan-responses';
import { reviewJourney } from '../../scenarios/compliance/review';
import { catOfFigures, quoteOf } from '../../scenarios/oracle/loan-oracle';
import { TEST_META } from '../../scenarios/journey/journey-fixtures';
import { createJourneyRecorder } from '../../scenarios/journey/recorder';
import { createMemoryStorage } from '../../src/storage/stored-values';
import { currentPath, renderApp } from './render-app';

const runtime = installMockServer({ preset: 'quota-granted' });
const session = (progress = 42) => ({
  session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress },
});
const borrower = () => runtime.world.users.get(REGISTERED_MOBILE)!;
const product = (id: string): LoanProduct => {
  const p = runtime.world.config.loans.products.find((x) => x.productId === id);
  if (!p) throw new Error(`no product ${id}`);
  return p;
};

/**
 * The money oracle's figures of a loan on a product's rates (scenarios/oracle/loan-oracle.ts: the spec's
 * formulas written again, no app code), the expected values of every figure and CAT below.
 */
const oracleQuote = (p: LoanProduct, principal: number, days: number) =>
  quoteOf({
    principal,
    days,
    dailyInterestRate: p.dailyInterestRate,
    dailyFeeRate: p.dailyFeeRate,
    taxRate: p.taxRate,
  });

function requests(path: string) {
  const seen: string[] = [];
  const off = runtime.onTraffic((t) => {
    if (t.path === path) seen.push(path);
  });
  return { seen, off };
}

/** The value a claim element states (its raw data-value), by claim name. */
function claim(name: string): string | null {
  const el = document.querySelector(`[data-claim="${name}"]`);
  return el ? el.getAttribute('data-value') : null;
}

async function chooseAndContinue(user: UserEvent, amount: string, days?: string) {
  const field = await screen.findByLabelText(/Monto \(MXN/);
  await user.clear(field);
  await user.type(field, amount);
  if (days) await user.click(screen.getByRole('radio', { name: days }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await waitFor(() => expect(currentPath()).toBe('/borrow/product_details'));
}

describe('choosing the loan (/borrow/to_borrow)', () => {
  test('shows the available quota, the products and the amount within the quota', async () => {
    await renderApp('/borrow/to_borrow', session());
    const quota = runtime.world.users.get(REGISTERED_MOBILE)!.application!.quotaReview!.amount;
    expect(await screen.findByText('Cupo disponible')).toBeInTheDocument();
    expect(claim('quota.available')).toBe(String(quota));
    expect(screen.getByRole('radio', { name: /Cuota Flex/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Cuota Básica/ })).toBeInTheDocument();
    // The amount starts at the largest one allowed: the quota (on a step of 100) within the product.
    expect(claim('amount')).toBe(String(Math.min(30_000, Math.floor(quota / 100) * 100)));
    expect(screen.getByRole('slider', { name: 'Monto' })).toHaveAttribute(
      'max',
      String(Math.floor(quota / 100) * 100),
    );
  });

  test('the stepper moves by the product step and stops at the limits', async () => {
    const { user } = await renderApp('/borrow/to_borrow', session());
    const up = await screen.findByRole('button', { name: 'Aumentar monto' });
    expect(up).toBeDisabled(); // starts at the maximum
    const start = Number(claim('amount'));
    await user.click(screen.getByRole('button', { name: 'Disminuir monto' }));
    expect(claim('amount')).toBe(String(start - 100));
    expect(screen.getByLabelText(/Monto \(MXN/)).toHaveValue(String(start - 100));
    expect(up).toBeEnabled();
  });

  test.each([
    ['', 'Ingresa el monto que quieres solicitar'],
    ['1500.50', 'Ingresa un monto entero, sin centavos'],
    ['900', 'El monto mínimo es $1,000'],
    ['2350', 'Elige un monto en múltiplos de $100 (por ejemplo $2,300 o $2,400)'],
  ])('a typed amount %j is refused with "%s" and nothing is sent', async (typed, message) => {
    const { user } = await renderApp('/borrow/to_borrow', session());
    const sent = requests('/store/single/loan-order/create');
    const field = await screen.findByLabelText(/Monto \(MXN/);
    await user.clear(field);
    if (typed) await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent.seen).toHaveLength(0);
    sent.off();
  });

  test('an amount above the available quota names the quota', async () => {
    const { user } = await renderApp('/borrow/to_borrow', session());
    const quota = borrower().application!.quotaReview!.amount;
    const field = await screen.findByLabelText(/Monto \(MXN/);
    await user.clear(field);
    await user.type(field, String(quota + 100));
    expect(await screen.findByText(/Tu cupo disponible es/)).toBeInTheDocument();
  });

  test('when the quota allows one amount only, an off-step amount names that one amount, not it twice', async () => {
    // 1,050 available and steps of 100 from 1,000: 1,000 is the only valid amount (spec 9: min, step, quota).
    borrower().application!.quotaReview!.amount = 1_050;
    const { user } = await renderApp('/borrow/to_borrow', session());
    const field = await screen.findByLabelText(/Monto \(MXN/);
    await user.clear(field);
    await user.type(field, '1050');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText('Con tu cupo, el único monto que puedes elegir es $1,000'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/por ejemplo \$1,000 o \$1,000/)).not.toBeInTheDocument();
  });

  test('without products: "Error, no hay productos disponibles para solicitar"', async () => {
    runtime.world.setConfig({ loans: { ...runtime.world.config.loans, products: [] } });
    await renderApp('/borrow/to_borrow', session());
    expect(await screen.findByText('Error, no hay productos disponibles para solicitar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
  });

  test('in English, the spec wording: "Error, no products available to borrow"', async () => {
    runtime.world.setConfig({ loans: { ...runtime.world.config.loans, products: [] } });
    await renderApp('/borrow/to_borrow', { ...session(), language: 'en' });
    expect(await screen.findByText('Error, no products available to borrow')).toBeInTheDocument();
  });

  test('a second loan is refused while one is open, with a link to it', async () => {
    runtime.reset({ preset: 'loan-assessing' });
    const { user } = await renderApp('/borrow/to_borrow', session(45));
    expect(await screen.findByText(/Solo puedes tener un préstamo a la vez/)).toHaveTextContent(
      '«En revisión»',
    );
    expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ver mi préstamo' }));
    await waitFor(() => expect(currentPath()).toBe('/deal/review'));
  });

  test('a failed offer shows the message and a retry', async () => {
    runtime.faults.once('/store/product-list', fault.networkError());
    const { user } = await renderApp('/borrow/to_borrow', session());
    expect(await screen.findByText(/Sin conexión/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Cupo disponible')).toBeInTheDocument();
  });
});

describe('confirming the loan (/borrow/product_details)', () => {
  test("every figure equals the money oracle's and the backend profile; the CAT is stated as the law asks", async () => {
    const { user } = await renderApp('/borrow/to_borrow', session());
    await chooseAndContinue(user, '3000', '120 días');
    await screen.findByText('Resumen de tu préstamo');
    const loanOrderId = new URLSearchParams(window.location.hash.split('?')[1]).get('loanOrderId')!;
    const profile = loanProfileOf(runtime.world, borrower(), loanOrderId);
    const s = oracleQuote(product('cuota-flex'), 3000, 120);
    // 36% a year, 0.05% a day fee + IVA 16% on 3,000 for 120 days: received 2,820 before tax, repaid 3,360.
    expect(s.cat).toMatchObject({ ok: true, percent: 70.4 });

    expect(Number(claim('amount'))).toBe(s.principal);
    expect(Number(claim('tenure'))).toBe(120);
    expect(Number(claim('rate'))).toBeCloseTo(0.36, 12);
    expect(Number(claim('interest'))).toBe(s.interest);
    expect(Number(claim('fee'))).toBe(s.fee);
    expect(Number(claim('tax'))).toBe(s.tax);
    expect(Number(claim('contractAmount'))).toBe(s.principal);
    expect(Number(claim('netDisbursed'))).toBe(s.net);
    expect(Number(claim('totalRepay'))).toBe(s.totalRepay);
    expect(s.cat.ok).toBe(true);
    expect(Number(claim('cat'))).toBe(s.cat.ok ? s.cat.percent : NaN);
    // The backend's profile of the same draft says the same.
    expect([
      profile.principal,
      profile.interest,
      profile.fee,
      profile.tax,
      profile.receivedAmount,
      profile.totalRepayment,
    ]).toEqual([s.principal, s.interest, s.fee, s.tax, s.net, s.totalRepay]);
    expect(claim('dueDate')).toBe(profile.dueDate);
    expect(screen.getByText(profile.bankAccount)).toBeInTheDocument();
    // Shown as text too, in the borrower's format.
    expect(document.querySelector('[data-claim="netDisbursed"]')).toHaveTextContent(
      new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(s.net),
    );
    const percent = s.cat.ok ? s.cat.percent.toFixed(1) : '';
    expect(
      screen.getByText(`CAT ${percent}% sin IVA, para fines informativos y de comparación`),
    ).toBeInTheDocument();
  });

  test('the terms must be accepted; the confirmation says there is no cancellation; then the review', async () => {
    const { user, app } = await renderApp('/borrow/to_borrow', session());
    await chooseAndContinue(user, '2000');
    const submit = requests('/store/single/loan-order/submit');
    await user.click(await screen.findByRole('button', { name: 'Confirmar préstamo' }));
    expect(
      await screen.findByText('Debes aceptar los términos y condiciones para continuar'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
      'href',
      '#/terms_of_service',
    );
    await user.click(screen.getByRole('checkbox', { name: /He leído y acepto/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmar préstamo' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Enviar tu solicitud?' });
    expect(
      within(dialog).getByText('Una vez enviada, tu solicitud no se puede cancelar.'),
    ).toBeInTheDocument();
    expect(submit.seen).toHaveLength(0);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));

    await waitFor(() => expect(currentPath()).toBe('/deal/review'));
    expect(await screen.findByText('Tu solicitud está en revisión')).toBeInTheDocument();
    expect(submit.seen).toHaveLength(1);
    submit.off();
    const created = app.store.log().filter((e) => e.type === 'order/created');
    expect(created.at(-1)).toMatchObject({ order: { principal: 2000, status: 'assessing' } });
  });

  test('the order goes through the store order, the draft, the device-data status and the submission', async () => {
    const paths: string[] = [];
    const off = runtime.onTraffic((t) => {
      if (t.path && /store-order|single\/loan-order|loan-order\/profile/.test(t.path)) paths.push(t.path);
    });
    const { user } = await renderApp('/borrow/to_borrow', session());
    await chooseAndContinue(user, '1500');
    await user.click(await screen.findByRole('checkbox', { name: /He leído y acepto/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmar préstamo' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(currentPath()).toBe('/deal/review'));
    // StrictMode runs effects twice in tests: count each call once, in the order first seen.
    expect([...new Set(paths)]).toEqual([
      '/store/store-order/create',
      '/store/single/loan-order/create',
      '/store/loan-order/profile',
      '/store/single/loan-order/time-data/status',
      '/store/single/loan-order/submit',
    ]);
    off();
  });

  test("the spec's maximum terms: no CAT number, the warning instead, and no way to confirm", async () => {
    runtime.reset({ preset: 'spec-max-terms' });
    const { user } = await renderApp('/borrow/to_borrow', session());
    await chooseAndContinue(user, '3000');
    expect(await screen.findByText('No puedes solicitar este préstamo')).toBeInTheDocument();
    expect(screen.getByText(/CAT no calculable/)).toHaveTextContent('$3,156.97');
    expect(claim('netDisbursed')).toBe('-156.97');
    expect(screen.queryByText(/sin IVA, para fines informativos/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar préstamo' })).not.toBeInTheDocument();
  });

  test("a backend beyond tolerance (twice the product's fee): its figures with a note, and the borrower can still confirm", async () => {
    // The backend prices the draft with twice the product's fee: its profile no longer matches the math.
    const off = runtime.onTraffic((t) => {
      if (t.path !== '/store/single/loan-order/create') return;
      const order = borrower().loans!.orders.at(-1)!;
      order.terms = { ...order.terms, dailyFeeRate: order.terms.dailyFeeRate * 2 };
    });
    const { user, app } = await renderApp('/borrow/to_borrow', session());
    await chooseAndContinue(user, '3000');
    off();
    const note = await screen.findByText(/Estas son las cifras de tu contrato/);
    expect(note).toHaveTextContent('(comisión, IVA, monto a recibir, CAT)');
    expect(note.closest('[data-mismatch]')).toHaveAttribute('data-mismatch', 'fee tax receivedAmount cat');
    // The backend's figures are on screen (binding), not the app's calculation: 3,000 x 0.1% x 91 = 273.
    expect(claim('fee')).toBe('273');
    expect(claim('netDisbursed')).toBe('2683.32'); // 3,000 - 273 - IVA 43.68
    await user.click(screen.getByRole('checkbox', { name: /He leído y acepto/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmar préstamo' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(currentPath()).toBe('/deal/review'));
    const recorded = app.store.log().find((e) => e.type === 'order/quoteMismatch');
    expect(recorded).toMatchObject({ beyondTolerance: true, otherLoan: false, amount: 3000 });
  });

  test('a draft of another amount than the one chosen shows the backend figures but cannot be confirmed', async () => {
    const off = runtime.onTraffic((t) => {
      if (t.path !== '/store/single/loan-order/create') return;
      const order = borrower().loans!.orders.at(-1)!;
      order.terms = { ...order.terms, principal: order.terms.principal + 500 };
    });
    const { app, user } = await renderApp('/borrow/to_borrow', session());
    await chooseAndContinue(user, '2000');
    off();
    // Every figure of a 2,500 MXN loan differs from the 2,000 chosen; the amount names it.
    expect(
      await screen.findByText(/El servidor preparó un préstamo distinto del que elegiste/),
    ).toHaveTextContent(/\(monto, .*monto del contrato/);
    expect(claim('amount')).toBe('2500');
    expect(screen.queryByRole('button', { name: 'Confirmar préstamo' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Elegir monto y plazo' })[0]).toHaveAttribute(
      'href',
      '#/borrow/to_borrow',
    );
    expect(app.store.log().find((e) => e.type === 'order/quoteMismatch')).toMatchObject({ otherLoan: true });
  });

  test('after a reload, the quote already seen shows at once; confirming waits until the backend states it again', async () => {
    const logStorage = createMemoryStorage();
    const first = await renderApp('/borrow/to_borrow', { ...session(), logStorage });
    await chooseAndContinue(first.user, '2000');
    await screen.findByText('Resumen de tu préstamo');
    const net = claim('netDisbursed');
    const address = window.location.hash.slice(1);
    first.unmount();

    // The reload: a new app over the same storage and log; the backend's first answer for the profile fails.
    runtime.faults.once('/store/loan-order/profile', fault.networkError());
    const { user } = await renderApp(address, { ...session(), logStorage, storedValues: first.storedValues });
    // At the first render, before any answer: the figures of the same draft, the confirmation held back.
    expect(claim('netDisbursed')).toBe(net);
    expect(screen.getByText('Confirmando las cifras con el servidor…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Confirmar préstamo' })).toBeDisabled();
    // The backend could not state it: its message and a retry instead of figures nobody checked.
    expect(await screen.findByText(/Sin conexión/)).toBeInTheDocument();
    expect(claim('netDisbursed')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Confirmar préstamo' })).toBeEnabled();
    expect(claim('netDisbursed')).toBe(net);
    expect(screen.queryByText('Confirmando las cifras con el servidor…')).not.toBeInTheDocument();
  });

  test('without a draft in the address, the borrower is sent back to choose', async () => {
    await renderApp('/borrow/product_details', session());
    expect(await screen.findByText(/No encontramos la solicitud/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Elegir monto y plazo' })).toHaveAttribute(
      'href',
      '#/borrow/to_borrow',
    );
  });
});

/** A product within the published terms whose figures end in half a centavo on 2,500 MXN for 91 days. */
const REAL_PRODUCT: MockProduct = {
  productId: 'cuota-real',
  name: 'Cuota Real',
  minAmount: 1000,
  maxAmount: 30000,
  amountStep: 100,
  terms: [91],
  dailyInterestRate: 0.00095,
  dailyFeeRate: 0.00035,
  taxRate: 0.16,
  dailyPenaltyRate: 0.02,
  extensionDays: 30,
};

/** The compliance review of a journey made of the app's recorded events. */
function reviewOfLog(events: readonly DomainEvent[]) {
  let now = TEST_META.startedAt.virtual;
  const recorder = createJourneyRecorder({ meta: TEST_META, clock: () => (now += 1000) });
  const seqs = events.map((e) => recorder.record('event', e).seq);
  return { review: reviewJourney(recorder.toFile()), seqOf: (e: DomainEvent) => seqs[events.indexOf(e)] };
}

describe("the backend's figures are binding (decision 0015)", () => {
  test.each([
    // Half away from zero (the spec's rounding): fee 79.625 -> 79.63, interest 216.125 -> 216.13; half even: 79.62 and 216.12.
    ['halfEven', { fee: 79.62, tax: 12.74, interest: 216.12 }],
    // truncated: 79.62, tax 12.7392 -> 12.73, interest 216.12.
    ['truncate', { fee: 79.62, tax: 12.73, interest: 216.12 }],
  ] as const)(
    'a backend rounding %s: the screen shows its figures, the borrower confirms, the review sees the difference',
    async (rounding, figures) => {
      runtime.world.setConfig({
        loans: { ...runtime.world.config.loans, products: [REAL_PRODUCT], quoteRounding: rounding },
      });
      const { user, app } = await renderApp('/borrow/to_borrow', session());
      await chooseAndContinue(user, '2500');
      await screen.findByText('Resumen de tu préstamo');
      const loanOrderId = new URLSearchParams(window.location.hash.split('?')[1]).get('loanOrderId')!;
      const profile = loanProfileOf(runtime.world, borrower(), loanOrderId);
      const math = oracleQuote(REAL_PRODUCT, 2500, 91);
      expect(profile).toMatchObject(figures);
      expect(math).toMatchObject({ fee: 79.63, tax: 12.74, interest: 216.13 });

      // The backend's figures, binding; its CAT is the one of its own cash flows (received 2,420.38 before
      // tax, repaid 2,716.12 after 91 days: 58.8%), as the oracle computes it.
      expect(Number(claim('fee'))).toBe(profile.fee);
      expect(Number(claim('tax'))).toBe(profile.tax);
      expect(Number(claim('interest'))).toBe(profile.interest);
      expect(Number(claim('netDisbursed'))).toBe(profile.receivedAmount);
      expect(Number(claim('totalRepay'))).toBe(profile.totalRepayment);
      expect(claim('netDisbursed')).not.toBe(String(math.net));
      const cat = catOfFigures({
        net: profile.receivedAmount,
        tax: profile.tax,
        totalRepay: profile.totalRepayment,
        days: profile.duration,
      });
      expect(cat).toMatchObject({ ok: true, percent: 58.8 });
      expect(Number(claim('cat'))).toBe(cat.ok ? cat.percent : NaN);
      expect(document.querySelector('[data-claim="fee"]')).toHaveTextContent(`$${profile.fee.toFixed(2)}`);
      // A rounding difference is no news to the borrower: no note, nothing blocked.
      expect(document.querySelector('[data-mismatch]')).toBeNull();

      await user.click(screen.getByRole('checkbox', { name: /He leído y acepto/ }));
      await user.click(screen.getByRole('button', { name: 'Confirmar préstamo' }));
      await user.click(await screen.findByRole('button', { name: 'Enviar solicitud' }));
      await waitFor(() => expect(currentPath()).toBe('/deal/review'));

      // Recorded as a domain event in the log the journey records...
      const log = app.store.log();
      const recorded = log.find((e) => e.type === 'order/quoteMismatch');
      expect(recorded).toMatchObject({
        loanOrderId,
        productId: 'cuota-real',
        amount: 2500,
        days: 91,
        beyondTolerance: false,
        otherLoan: false,
      });
      const mismatches = recorded?.type === 'order/quoteMismatch' ? recorded.mismatches : [];
      expect(mismatches.find((m) => m.field === 'fee')).toEqual({
        field: 'fee',
        backend: 79.62,
        math: 79.63,
        difference: -0.01,
        withinTolerance: true,
      });
      expect(mismatches.every((m) => m.withinTolerance)).toBe(true);
      // ...where the compliance review reports it, at that step, as a rounding warning.
      const { review, seqOf } = reviewOfLog(log);
      const finding = review.findings.find((f) => f.title.startsWith('Backend loan figures'));
      expect(finding).toMatchObject({
        severity: 'warning',
        seq: seqOf(recorded!),
        title: 'Backend loan figures rounded differently from the loan math (within tolerance)',
      });
      expect(finding?.detail).toContain('the borrower confirmed the loan at step');
      expect(review.contradictions).toEqual([]);
    },
  );

  test('an offer above the published terms (60,000 MXN, 365 days) is shown as offered and flagged for review', async () => {
    const generous: MockProduct = {
      ...product('cuota-flex'),
      maxAmount: 60_000,
      terms: [91, 180, 365],
      extensionDays: 30,
    };
    runtime.world.setConfig({ loans: { ...runtime.world.config.loans, products: [generous] } });
    borrower().application!.quotaReview!.amount = 60_000;
    const { user, app } = await renderApp('/borrow/to_borrow', session());
    // The backend's limits, not the published 30,000 / 180 days.
    expect(await screen.findByText(/De \$1,000 a \$60,000, plazos de 91 a 365 días/)).toBeInTheDocument();
    expect(claim('amount')).toBe('60000');
    expect(screen.getByRole('slider', { name: 'Monto' })).toHaveAttribute('max', '60000');
    expect(screen.getByRole('radio', { name: '365 días' })).toBeInTheDocument();
    expect(app.store.log().find((e) => e.type === 'borrow/offerBeyondTerms')).toMatchObject({
      excesses: [
        {
          productId: 'cuota-flex',
          term: 'maxAmount',
          offered: 60_000,
          published: 30_000,
          direction: 'above',
        },
        { productId: 'cuota-flex', term: 'maxTenure', offered: 365, published: 180, direction: 'above' },
      ],
    });

    await chooseAndContinue(user, '60000', '365 días');
    await screen.findByText('Resumen de tu préstamo');
    expect(claim('amount')).toBe('60000');
    expect(claim('tenure')).toBe('365');
    expect(screen.getByRole('button', { name: 'Confirmar préstamo' })).toBeEnabled();

    const { review } = reviewOfLog(app.store.log());
    const offers = review.findings.filter((f) => f.title.startsWith('Offer beyond the published terms'));
    expect(offers.map((f) => f.title)).toEqual([
      'Offer beyond the published terms: maximum amount of cuota-flex',
      'Offer beyond the published terms: longest tenure of cuota-flex',
    ]);
    expect(offers.every((f) => f.severity === 'warning' && f.seq !== null)).toBe(true);
  });
});
