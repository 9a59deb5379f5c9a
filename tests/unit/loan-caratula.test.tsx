import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { currentPath, renderApp } from './render-app';

// Decision 0049: before the borrower confirms a loan, /borrow/product_details shows every element of the
// carátula CONDUSEF asks for (compliance.md): the lender's SIPRES registration and the contract's RECA number
// (both from the package configuration), the ordinary rate, the default rate with its yearly equivalent, the
// commissions, the CAT and CONDUSEF's contact. What the configuration lacks reads "not provided".

const runtime = installMockServer({ preset: 'quota-granted' });
// Each test chooses a loan through the whole app before the disclosure opens: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
const session = { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 42 };

// Not the mock world's defaults: what the screen shows must be what the configuration says.
const LENDER = {
  legalName: 'Financiera Tepeyac Digital, S.A.P.I. de C.V., SOFOM, E.N.R.',
  address:
    'Av. Paseo de la Reforma 2620, piso 3, Col. Lomas Altas, Alcaldía Miguel Hidalgo, C.P. 11950, Ciudad de México',
  registry: 'SIPRES 4412',
};
const RECA = '2715-439-035581/01-03412-1023';

const WORDS = {
  es: {
    amount: /Monto \(MXN/,
    continue: 'Continuar',
    title: 'Datos de tu contrato (carátula)',
    lender: 'Otorgante',
    sipres: 'Registro del otorgante ante CONDUSEF (SIPRES)',
    reca: 'Registro del contrato de adhesión (RECA)',
    ordinary: 'Tasa de interés ordinaria',
    ordinaryValue: '36% anual, simple',
    default: 'Tasa de interés moratoria',
    defaultValue: '2% diario (730% anual) sobre el monto solicitado',
    commissions: 'Comisiones',
    opening: 'Por apertura: $136.50 más IVA $21.84, se descuenta al depositar.',
    cat: 'CAT (Costo Anual Total)',
    catValue: /^\d+\.\d% sin IVA$/,
    condusef: 'Defensa de los usuarios',
    condusefValue: 'CONDUSEF, teléfono 55 5340 0999, www.condusef.gob.mx',
    notProvided: 'No proporcionado; consúltalo en tu contrato',
    missing: (name: string) => `${name}: no proporcionado; consúltalo en tu contrato`,
    confirm: 'Confirmar préstamo',
    fee: (rate: string, yearly: string) =>
      `Comisión por apertura: ${rate} diario (${yearly} anual), se descuenta al depositar`,
    extension: (rate: string, yearly: string) =>
      `comisión de ${rate} diario (${yearly} anual) del monto por día de prórroga`,
  },
  en: {
    amount: /Amount \(MXN/,
    continue: 'Continue',
    title: 'Your contract summary (carátula)',
    lender: 'Lender',
    sipres: 'Lender’s registration with CONDUSEF (SIPRES)',
    reca: 'Adhesion contract registration (RECA)',
    ordinary: 'Ordinary interest rate',
    ordinaryValue: '36% per year, simple',
    default: 'Default interest rate',
    defaultValue: '2% per day (730% per year) of the amount borrowed',
    commissions: 'Commissions',
    opening: 'Processing fee: $136.50 plus VAT $21.84, deducted at payout.',
    cat: 'CAT (total annual cost)',
    catValue: /^\d+\.\d% without VAT$/,
    condusef: 'User protection',
    condusefValue: 'CONDUSEF, phone 55 5340 0999, www.condusef.gob.mx',
    notProvided: 'Not provided; see your contract',
    missing: (name: string) => `${name}: not provided; see your contract`,
    confirm: 'Confirm loan',
    fee: (rate: string, yearly: string) =>
      `Processing fee: ${rate} per day (${yearly} per year), deducted at payout`,
    extension: (rate: string, yearly: string) =>
      `a fee of ${rate} per day (${yearly} per year) of the amount per extension day`,
  },
} as const;

type Language = keyof typeof WORDS;

async function openDisclosure(language: Language): Promise<UserEvent> {
  const w = WORDS[language];
  const { user } = await renderApp('/borrow/to_borrow', { session, language });
  const field = await screen.findByLabelText(w.amount);
  await user.clear(field);
  await user.type(field, '3000');
  await user.click(screen.getByRole('button', { name: w.continue }));
  await waitFor(() => expect(currentPath()).toBe('/borrow/product_details'));
  await screen.findByRole('heading', { name: w.title });
  return user;
}

/** The value a carátula row shows, found by its label (a term of the description list). */
function row(label: string): HTMLElement {
  const term = within(screen.getByRole('region', { name: /carátula/ })).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

/** A rate in percent as the borrower reads it (at most `digits` decimals), worked out here. */
const pct = (fraction: number, language: Language, digits: number) =>
  `${new Intl.NumberFormat(language === 'es' ? 'es-MX' : 'en-US', { maximumFractionDigits: digits }).format(fraction * 100)}%`;

describe.each(['es', 'en'] as const)('the carátula before confirming (%s)', (language) => {
  const w = WORDS[language];

  test('shows the lender and its SIPRES registration, the RECA number, the rates, the commissions, the CAT and CONDUSEF', async () => {
    runtime.world.setConfig({ lender: { ...LENDER }, contractRegistry: RECA });
    await openDisclosure(language);
    expect(row(w.lender)).toHaveTextContent(LENDER.legalName);
    expect(row(w.sipres)).toHaveTextContent(LENDER.registry);
    // The registrations name themselves beside their number: "RECA 2715-…".
    expect(row(w.reca)).toHaveTextContent(`RECA ${RECA}`);
    expect(row(w.ordinary)).toHaveTextContent(w.ordinaryValue);
    expect(row(w.default)).toHaveTextContent(w.defaultValue);
    // 3,000 for 91 days at 0.05% a day: a fee of 136.50 and its IVA (16%) 21.84.
    expect(row(w.commissions)).toHaveTextContent(w.opening);
    expect(row(w.cat).textContent).toMatch(w.catValue);
    expect(row(w.condusef)).toHaveTextContent(w.condusefValue);
    // All of it before the confirmation button.
    const confirm = screen.getByRole('button', { name: w.confirm });
    expect(row(w.condusef).compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('a registration the configuration lacks reads "not provided", not nothing', async () => {
    runtime.world.setConfig({
      lender: { legalName: LENDER.legalName, address: LENDER.address },
      contractRegistry: null,
    });
    await openDisclosure(language);
    expect(row(w.sipres)).toHaveTextContent(w.missing('SIPRES'));
    expect(row(w.reca)).toHaveTextContent(w.missing('RECA'));
    expect(row(w.lender)).toHaveTextContent(LENDER.legalName);
  });

  test('without a lender at all, the lender and its registration read "not provided"', async () => {
    runtime.world.setConfig({ lender: null, contractRegistry: null });
    await openDisclosure(language);
    expect(row(w.lender)).toHaveTextContent(w.notProvided);
    expect(row(w.sipres)).toHaveTextContent(w.missing('SIPRES'));
  });

  test('each per-day rate shows its yearly equivalent (x365, simple) on the same screen', async () => {
    const product = runtime.world.config.loans.products.find((p) => p.productId === 'cuota-flex')!;
    runtime.world.setConfig({ lender: { ...LENDER }, contractRegistry: RECA });
    await openDisclosure(language);
    const fee = w.fee(pct(product.dailyFeeRate, language, 4), pct(product.dailyFeeRate * 365, language, 2));
    expect(screen.getByText(fee)).toBeInTheDocument();
    expect(row(w.commissions)).toHaveTextContent(
      w.extension(pct(product.dailyFeeRate, language, 4), pct(product.dailyFeeRate * 365, language, 2)),
    );
    // The penalty sentence under the figures too.
    expect(
      screen.getByText(
        language === 'es'
          ? /penalización \(interés moratorio\) del 2% diario \(730% anual\)/
          : /penalty \(default interest\) of 2% per day \(730% per year\)/,
      ),
    ).toBeInTheDocument();
  });
});
