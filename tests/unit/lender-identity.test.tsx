import { screen, waitFor } from '@testing-library/react';
import { PATHS } from '../../src/domain/paths';
import { installMockServer } from '../../src/mocks/server';
import { MOCK_LENDER } from '../../src/mocks/world/world-config';
import { PLACEHOLDER_TEXTS } from '../../scripts/placeholder-texts.mjs';
import { renderApp } from './render-app';

// The lender's legal name and address come from the package configuration (`lender`), never from the app:
// with it, about us, the FAQ, the privacy notice, the terms and the landing pages name it in both
// languages; without it, they read "as stated in your contract" (or leave the sentence out), no placeholder
// shows, and development builds say plainly that the configuration lacks it.

const runtime = installMockServer();

// Not the mock world's default: what the screens show must be what the configuration says.
const LENDER = {
  legalName: 'Financiera Tepeyac Digital, S.A.P.I. de C.V., SOFOM, E.N.R.',
  address:
    'Av. Paseo de la Reforma 2620, piso 3, Col. Lomas Altas, Alcaldía Miguel Hidalgo, C.P. 11950, Ciudad de México',
  registry: 'SIPRES 4412',
};

/** Renders a route and waits until the package configuration is in force. */
async function open(path: string, language: 'es' | 'en' = 'es') {
  const view = await renderApp(path, { language });
  await waitFor(() => expect(view.app.store.getState().config.bySource.store).not.toBeNull());
  return view;
}

/** Every text of the page: none may carry a template placeholder or a provisional identity. */
function expectNoPlaceholder() {
  const text = document.body.textContent ?? '';
  expect(text).not.toMatch(/{{|}}/);
  for (const placeholder of PLACEHOLDER_TEXTS.filter(
    (p) => !p.startsWith('Solo en desarrollo') && !p.startsWith('Development only'),
  ))
    expect(text).not.toContain(placeholder);
}

const devNotice = () => document.querySelector('[data-dev-notice="lender"]');

test('the mock world serves a lender: a fictitious SOFOM E.N.R. with a full Mexico City address', () => {
  expect(runtime.world.config.lender).toEqual(MOCK_LENDER);
  expect(MOCK_LENDER.legalName).toMatch(/, S\.A\. de C\.V\., SOFOM, E\.N\.R\.$/);
  expect(MOCK_LENDER.address).toMatch(/Col\. .+, Alcaldía .+, C\.P\. \d{5}, Ciudad de México$/);
});

describe('with the lender in the package configuration', () => {
  beforeEach(() => runtime.world.setConfig({ lender: { ...LENDER } }));

  test('about us names it, with its address and registration (Spanish)', async () => {
    await open(PATHS.aboutUs);
    expect(
      await screen.findByText(
        `${LENDER.legalName} («Cuota») otorga préstamos personales en línea a personas que viven en México, desde esta aplicación.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(`Domicilio: ${LENDER.address}`)).toBeInTheDocument();
    expect(screen.getByText(`Registro: ${LENDER.registry}`)).toBeInTheDocument();
    expect(devNotice()).toBeNull();
    expectNoPlaceholder();
  });

  test('about us names it, with its address (English)', async () => {
    await open(PATHS.aboutUs, 'en');
    expect(
      await screen.findByText(
        `${LENDER.legalName} ("Cuota") grants online personal loans to people living in Mexico, through this app.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(`Address: ${LENDER.address}`)).toBeInTheDocument();
    expect(screen.getByText(`Registration: ${LENDER.registry}`)).toBeInTheDocument();
    expectNoPlaceholder();
  });

  test('the FAQ answers "what is Cuota" with it, in both languages', async () => {
    const es = await open(PATHS.faq);
    expect(
      await screen.findByText(`Cuota es la app de préstamos personales en línea de ${LENDER.legalName}.`),
    ).toBeInTheDocument();
    expectNoPlaceholder();
    es.unmount();
    await open(PATHS.faq, 'en');
    expect(
      await screen.findByText(`Cuota is the online personal loan app of ${LENDER.legalName}.`),
    ).toBeInTheDocument();
    expectNoPlaceholder();
  });

  test('the privacy notice names the controller and its address, in both languages', async () => {
    const es = await open(PATHS.privacyPolicy);
    expect(
      await screen.findByText(`Responsable: ${LENDER.legalName}, con domicilio en ${LENDER.address}.`),
    ).toBeInTheDocument();
    expect(
      screen.getByText((text) => text.startsWith(`${LENDER.legalName} («Cuota», «nosotros») es responsable`)),
    ).toBeInTheDocument();
    expectNoPlaceholder();
    es.unmount();
    await open(PATHS.privacyPolicy, 'en');
    expect(
      await screen.findByText(`Controller: ${LENDER.legalName}, at ${LENDER.address}.`),
    ).toBeInTheDocument();
    expectNoPlaceholder();
  });

  test('the terms and the landing page name it', async () => {
    const terms = await open(PATHS.termsOfService);
    expect(
      await screen.findByText((text) =>
        text.includes(`los préstamos que ${LENDER.legalName} («Cuota») otorga`),
      ),
    ).toBeInTheDocument();
    terms.unmount();
    await open(PATHS.yx1);
    expect(await screen.findByText(`Préstamos otorgados por ${LENDER.legalName}.`)).toBeInTheDocument();
    expectNoPlaceholder();
  });
});

describe('without a lender in the package configuration', () => {
  beforeEach(() => runtime.world.setConfig({ lender: null }));

  test('about us leaves it to the contract, shows no address line and no placeholder; development says it is missing', async () => {
    await open(PATHS.aboutUs);
    expect(
      await screen.findByText(
        /La denominación social y el domicilio de la entidad que otorga tu préstamo constan en tu contrato\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Domicilio:/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Registro:/)).not.toBeInTheDocument();
    expect(devNotice()).toHaveTextContent(/no trae «lender»/);
    expectNoPlaceholder();
  });

  test('the FAQ, the privacy notice, the terms and the landing page show no placeholder, in both languages', async () => {
    for (const language of ['es', 'en'] as const) {
      for (const path of [PATHS.faq, PATHS.privacyPolicy, PATHS.termsOfService, PATHS.yx1]) {
        const view = await open(path, language);
        await screen.findAllByRole('heading');
        expectNoPlaceholder();
        expect(devNotice()).not.toBeNull();
        view.unmount();
      }
    }
  });

  test('the privacy notice names the controller as the contract does', async () => {
    await open(PATHS.privacyPolicy);
    expect(
      await screen.findByText(
        'Responsable: la entidad que otorga tu préstamo; su denominación social y su domicilio constan en tu contrato.',
      ),
    ).toBeInTheDocument();
  });

  test('a lender with a blank name or address counts as none', async () => {
    runtime.world.setConfig({ lender: { legalName: '  ', address: LENDER.address } });
    await open(PATHS.aboutUs);
    expect(await screen.findByText(/constan en tu contrato/)).toBeInTheDocument();
    expect(screen.queryByText(LENDER.address, { exact: false })).not.toBeInTheDocument();
  });
});
