import { screen, waitFor, within } from '@testing-library/react';
import { PATHS } from '../../src/domain/paths';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { currentPath, renderApp, storedSession } from './render-app';

// Decision 0068: the red dot of a new reply shows on the way to it (Me, Customer service), named for screen
// readers; and the result page's "Ver mis solicitudes" goes back to the list the request was written from.
const runtime = installMockServer({ preset: 'registered-borrower', seed: 5 });

/** Every request the backend answers to this path. */
function requests(path: string) {
  const seen: string[] = [];
  const off = runtime.onTraffic((t) => {
    if (t.path === path) seen.push(t.path);
  });
  onTestFinished(off);
  return seen;
}

async function openLoggedIn(path: string, language: 'es' | 'en' = 'es') {
  const { storedValues, logStorage } = storedSession(REGISTERED_MOBILE, REGISTERED_TOKEN);
  return renderApp(path, { storedValues, logStorage, language, isNative: () => false });
}

/** A request of the world's borrower with an agent reply they have not read. */
function answered() {
  const borrower = runtime.world.findUser(REGISTERED_MOBILE)!;
  const fb = runtime.world.feedback.create({ userId: borrower.userId, type: 1, description: 'Pagué' });
  runtime.world.feedback.agentReply(fb.feedbackId, 'Revisamos tu pago', { status: 4 });
  return fb;
}

test('a new reply shows on Me’s Customer service entry and on "Ir a mis solicitudes", in words too', async () => {
  answered();
  const { user } = await openLoggedIn(PATHS.me);
  const entry = await screen.findByRole('link', { name: /Atención al cliente/ });
  expect(
    await within(entry).findByRole('img', { name: '1 solicitud con respuesta nueva' }),
  ).toBeInTheDocument();
  await user.click(entry);
  const toList = await screen.findByRole('link', { name: /Ir a mis solicitudes/ });
  expect(within(toList).getByRole('img', { name: '1 solicitud con respuesta nueva' })).toBeInTheDocument();
});

test('in English the indicator speaks English', async () => {
  answered();
  answered();
  await openLoggedIn(PATHS.customerServices, 'en');
  const toList = await screen.findByRole('link', { name: /Go to my requests/ });
  expect(await within(toList).findByRole('img', { name: '2 requests with a new reply' })).toBeInTheDocument();
});

test('nothing unread, no indicator; logged out, the marker is not even asked for', async () => {
  const marker = requests('/feedback/red-dot-marker');
  await renderApp(PATHS.me);
  await screen.findByRole('link', { name: 'Atención al cliente' });
  expect(marker).toEqual([]);
  expect(screen.queryByRole('img', { name: /respuesta nueva/ })).not.toBeInTheDocument();
});

test('"Ver mis solicitudes" after sending goes back to the list it was written from: back then leaves it', async () => {
  const { user } = await openLoggedIn(PATHS.customerServices);
  await user.click(await screen.findByRole('link', { name: /Ir a mis solicitudes/ }));
  await screen.findByText('Aún no tienes solicitudes.');
  await user.click(screen.getAllByRole('link', { name: 'Nueva solicitud' })[0]!);
  await user.click(await screen.findByRole('radio', { name: 'Verificar pago' }));
  await user.type(screen.getByLabelText(/Describe tu problema/), 'Pagué el día 3');
  await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
  await user.click(await screen.findByRole('link', { name: 'Ver mis solicitudes' }));
  await waitFor(() => expect(currentPath()).toBe(PATHS.feedbackList));
  expect(await screen.findByRole('link', { name: /Verificar pago/ })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Atrás' }));
  await waitFor(() => expect(currentPath()).toBe(PATHS.customerServices));
});
