import { act, screen, waitFor, within } from '@testing-library/react';
import { installMockServer } from '../../src/mocks/server';
import { currentPath, renderApp } from './render-app';

const runtime = installMockServer();

afterEach(() => {
  vi.restoreAllMocks();
});

test('the FAQ has the five sections and each question opens its answer with the product terms', async () => {
  const { user } = await renderApp('/user_center/faq');
  for (const title of [
    'Preguntas populares',
    'Registro e inicio de sesión',
    'Sobre el préstamo',
    'El producto',
    'Pagos',
  ]) {
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  }
  const question = screen.getByText('¿Cuánto puedo pedir y a qué plazo?');
  const item = question.closest('details')!;
  expect(item.open).toBe(false);
  await user.click(question);
  expect(item.open).toBe(true);
  expect(within(item).getByText(/De \$1,000 a \$30,000.*91 a 180 días/)).toBeInTheDocument();
  expect(screen.getByText('¿Qué pasa si pago tarde?').closest('details')).toHaveTextContent(
    '2% del monto del préstamo por cada día de atraso',
  );
});

test('the package configuration loaded at start-up sets the customer-service e-mail and hours everywhere', async () => {
  runtime.world.setConfig({ customerServiceEmail: 'ayuda@cuota.mx', customerServiceHours: '8:00-20:00' });
  await renderApp('/user_center/customer_services');
  expect(await screen.findByRole('link', { name: 'ayuda@cuota.mx' })).toHaveAttribute(
    'href',
    'mailto:ayuda@cuota.mx',
  );
  expect(screen.getByText('De 8:00 a 20:00 (hora del centro de México)')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir a mis solicitudes' })).toHaveAttribute(
    'href',
    '#/feedback/feedback_list',
  );
});

test('copying the e-mail says "Copiado", or "No se pudo copiar" when the phone refuses', async () => {
  const { user } = await renderApp('/user_center/customer_services');
  // user-event puts its own clipboard on navigator: watch it, and make the second copy fail.
  const writeText = vi.spyOn(navigator.clipboard, 'writeText');
  writeText.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
  await user.click(await screen.findByRole('button', { name: 'Copiar correo' }));
  expect(await screen.findByText('Copiado')).toBeInTheDocument();
  expect(writeText).toHaveBeenCalledWith('soporte@cuota.mx');
  await user.click(screen.getByRole('button', { name: 'Copiar correo' }));
  expect(await screen.findByText('No se pudo copiar')).toBeInTheDocument();
});

test('about us names the lender and shows the CAT statement with the real terms', async () => {
  await renderApp('/user_center/about_us');
  // The lender's legal name comes from the package configuration the mock world serves.
  const legalName = runtime.world.config.lender!.legalName;
  expect(await screen.findByText((text) => text.startsWith(`${legalName} («Cuota»)`))).toBeInTheDocument();
  expect(
    screen.getByText(/^CAT \d+\.\d% sin IVA\. Para fines informativos y de comparación\.$/),
  ).toBeInTheDocument();
  expect(screen.getByText(/hasta 36% anual/)).toBeInTheDocument();
});

test('open app offers the download address from the backend', async () => {
  await renderApp('/user_center/open_app');
  expect(await screen.findByRole('link', { name: 'Descargar la app' })).toHaveAttribute(
    'href',
    runtime.world.config.downloadUrl,
  );
});

test('an unsafe download address is not offered as a link', async () => {
  runtime.world.setConfig({ downloadUrl: 'javascript:alert(1)' });
  await renderApp('/user_center/open_app');
  expect(await screen.findByText(/no es segura/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Descargar la app' })).not.toBeInTheDocument();
});

test('the privacy notice separates necessary from voluntary purposes and says what is never read', async () => {
  await renderApp('/privacy_policy');
  expect(await screen.findByRole('heading', { name: '4. Finalidades necesarias' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '5. Finalidades voluntarias' })).toBeInTheDocument();
  expect(screen.getByText(/Cámara: fotografiar tu INE/)).toBeInTheDocument();
  expect(
    screen.getByText(/NO leemos ni pedimos acceso a tus contactos, mensajes SMS, registro de llamadas/),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '9. Tus derechos ARCO y cómo ejercerlos' })).toBeInTheDocument();
});

test('the terms in English carry the CAT statement and CONDUSEF, with no Spanish heading left', async () => {
  await renderApp('/terms_of_service', { language: 'en' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument();
  expect(
    screen.getByText(
      /CAT \(total annual cost\) \d+\.\d% without VAT\. For information and comparison purposes only\./,
    ),
  ).toBeInTheDocument();
  expect(screen.getByText(/CONDUSEF: phone 55 5340 0999/)).toBeInTheDocument();
  expect(screen.queryByText(/Quién puede solicitar|El préstamo|Atraso y cobranza/)).not.toBeInTheDocument();
});

test('/yx3: a bad number is refused; a valid one leads into login with the number filled in', async () => {
  const { user } = await renderApp('/yx3');
  const field = await screen.findByLabelText(/Número de celular/);
  await user.type(field, '12345');
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(
    await screen.findByText('El número debe tener 10 dígitos y no empezar con 0 ni 1'),
  ).toBeInTheDocument();
  await user.clear(field);
  await user.type(field, '+52 55 1234 5678');
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await waitFor(() => expect(currentPath()).toBe('/user/login'));
  expect(window.location.hash).toBe('#/user/login?mobile=5512345678');
  await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
  expect(screen.getByLabelText(/Número de celular/)).toHaveValue('5512345678');
});

test('/advert: two new ads a day, then the limit is stated and the button is off, across a reload', async () => {
  const { user, storedValues } = await renderApp('/advert');
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Paga a tiempo y evita cargos por atraso' }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ver otra promoción' }));
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Consulta tu préstamo desde la app Cuota' }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ver otra promoción' }));
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Atención al cliente de 9:00 a 18:00' }),
  ).toBeInTheDocument();
  expect(
    await screen.findByText('Ya viste las 2 promociones nuevas de hoy. Vuelve mañana.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ver otra promoción' })).toBeDisabled();
  expect(storedValues.get('adTimes')).toMatchObject({ todayRefreshTimes: 2, counters: { refresh: 2 } });

  // Coming back the same day: still at the limit.
  act(() => {
    window.location.hash = '/me';
  });
  act(() => {
    window.location.hash = '/advert';
  });
  expect(
    await screen.findByText('Ya viste las 2 promociones nuevas de hoy. Vuelve mañana.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ver otra promoción' })).toBeDisabled();
});
