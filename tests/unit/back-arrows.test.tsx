import { screen, waitFor, within } from '@testing-library/react';
import { PATHS } from '../../src/domain/paths';
import { installMockServer } from '../../src/mocks/server';
import { currentPath, renderApp } from './render-app';

// Decision 0068: a back arrow goes back where the borrower came from, or (the screen opened first, as the native
// app opens #/user_center/customer_services) to a screen above it; it never pushes an entry, so no loop.
// The tests share the page's history (jsdom): each opens a path the one before did not end on.
installMockServer();

const back = () => screen.getByRole('button', { name: 'Atrás' });

/** The app is on `path` and shows its screen (titled `title`): its own back arrow is the one pressed next. */
async function expectScreen(path: string, title: string) {
  await waitFor(() => expect(currentPath()).toBe(path));
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
}

test('Customer service opened first: back goes to Me', async () => {
  const { user } = await renderApp(PATHS.customerServices);
  await screen.findByRole('link', { name: 'Ir a mis solicitudes' });
  await user.click(back());
  await expectScreen(PATHS.me, 'Mi cuenta');
});

test('Me → Customer service → Mis solicitudes: back, back ends on Me (no loop)', async () => {
  const { user } = await renderApp(PATHS.me);
  await user.click(await screen.findByRole('link', { name: 'Atención al cliente' }));
  await user.click(await screen.findByRole('link', { name: 'Ir a mis solicitudes' }));
  await expectScreen(PATHS.feedbackList, 'Mis solicitudes');
  await user.click(back());
  await expectScreen(PATHS.customerServices, 'Atención al cliente');
  await user.click(back());
  await expectScreen(PATHS.me, 'Mi cuenta');
});

test('a screen opened first and then replaced by the one above it still has a way out: language → settings → Me', async () => {
  const { user } = await renderApp(PATHS.language);
  await screen.findByRole('radio', { name: 'Español' });
  await user.click(back());
  await expectScreen(PATHS.settings, 'Configuración');
  await user.click(back());
  await expectScreen(PATHS.me, 'Mi cuenta');
});

test('Mis solicitudes opened first: back goes to Customer service, then Me', async () => {
  const { user } = await renderApp(PATHS.feedbackList);
  await screen.findByRole('navigation', { name: 'Secciones de atención al cliente' });
  await user.click(back());
  await expectScreen(PATHS.customerServices, 'Atención al cliente');
  await user.click(back());
  await expectScreen(PATHS.me, 'Mi cuenta');
});

test('the two tabs take each other’s place: back from the FAQ tab leaves the section', async () => {
  const { user } = await renderApp(PATHS.customerServices);
  await user.click(await screen.findByRole('link', { name: 'Ir a mis solicitudes' }));
  const tabs = await screen.findByRole('navigation', { name: 'Secciones de atención al cliente' });
  await user.click(within(tabs).getByRole('link', { name: 'Preguntas frecuentes' }));
  await expectScreen(PATHS.feedbackFaq, 'Ayuda');
  await user.click(back());
  await expectScreen(PATHS.customerServices, 'Atención al cliente');
});

test('a legal text opened first: back goes home', async () => {
  const { user } = await renderApp(PATHS.privacyPolicy);
  await screen.findByRole('heading', { level: 1, name: 'Aviso de privacidad' });
  await user.click(back());
  await expectScreen(PATHS.home, 'Cuota');
});
