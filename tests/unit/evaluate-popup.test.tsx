import { screen, waitFor, within } from '@testing-library/react';
import { PATHS } from '../../src/domain/paths';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { createMemoryStorage, createStoredValues } from '../../src/storage/stored-values';
import { renderApp } from './render-app';
import { requestPaths } from './step-kit';

/**
 * The request to rate customer service (decision 0039): on the feedback list, for a request customer
 * service answered and closed, that the borrower read and did not rate; at most once in 24 hours, on the
 * stored `popEvaluateTime`.
 */

const runtime = installMockServer({ preset: 'registered-borrower' });
const session = { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 60 };
const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 2, 10, 16, 0);

beforeEach(() => {
  // Only the phone's clock is fake: the mock backend and the screens' timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

/** A request customer service answered and closed (status 4); `read`: the borrower opened the answer. */
function answered(type: 1 | 3 | 6, { read = true } = {}) {
  const borrower = runtime.world.findUser(REGISTERED_MOBILE)!;
  const fb = runtime.world.feedback.create({
    userId: borrower.userId,
    type,
    description: 'Pagué ayer por SPEI',
  });
  runtime.world.feedback.agentReply(fb.feedbackId, 'Confirmamos tu pago. ¡Gracias!', { status: 4 });
  if (read) runtime.world.feedback.markRead(fb.feedbackId);
  return fb;
}

/** The phone's storage: the stored values and the event log, kept between visits. */
const phone = () => ({
  storedValues: createStoredValues(createMemoryStorage()),
  logStorage: createMemoryStorage(),
});

/** Opens the feedback list on the phone's storage, once the list shows. */
async function openList(storage: ReturnType<typeof phone>, language: 'es' | 'en' = 'es') {
  const view = await renderApp(PATHS.feedbackList, { session, ...storage, language });
  await screen.findByRole('list', { name: language === 'es' ? 'Mis solicitudes' : 'My requests' });
  return view;
}

test('an answered request not rated: the popup asks, sends the rating; not again within 24 hours, again after', async () => {
  const first = answered(1);
  const storage = phone();
  const { storedValues } = storage;
  const rated = requestPaths(runtime, '/feedback/submit-rating');

  const visit = await openList(storage);
  const dialog = await screen.findByRole('dialog', { name: '¿Cómo te atendimos?' });
  expect(dialog).toHaveFocus();
  expect(within(dialog).getByText(/respondió tu solicitud «Verificar pago»/)).toBeInTheDocument();
  expect(storedValues.get('popEvaluateTime')).toBe(T0);
  const stars = within(dialog).getAllByRole('radio');
  expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual([
    '1 estrella',
    '2 estrellas',
    '3 estrellas',
    '4 estrellas',
    '5 estrellas',
  ]);
  await visit.user.click(within(dialog).getByRole('radio', { name: '4 estrellas' }));
  await visit.user.click(within(dialog).getByRole('button', { name: 'Enviar calificación' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText('Gracias por tu calificación')).toBeInTheDocument();
  expect(rated).toEqual(['/feedback/submit-rating']);
  expect(runtime.world.feedback.feedbacks.get(first.feedbackId)?.rating).toBe(4);
  expect(visit.app.store.getState().feedback.ratings[first.feedbackId]).toBe(4);
  visit.unmount();

  // Another answered request, 23 hours later: the list opens without the popup, and asks nothing about it.
  const second = answered(6);
  vi.setSystemTime(T0 + 23 * HOUR);
  const details = requestPaths(runtime, '/feedback/detail');
  const sameDay = await openList(storage);
  expect(await screen.findByRole('link', { name: /Quiero pagar/ })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(details).toEqual([]);
  expect(storedValues.get('popEvaluateTime')).toBe(T0);
  sameDay.unmount();

  // 24 hours after it last showed: it asks about the new one; "Más tarde" closes it and sends nothing.
  vi.setSystemTime(T0 + 24 * HOUR);
  const nextDay = await openList(storage);
  const again = await screen.findByRole('dialog', { name: '¿Cómo te atendimos?' });
  expect(within(again).getByText(/«Quiero pagar»/)).toBeInTheDocument();
  expect(storedValues.get('popEvaluateTime')).toBe(T0 + 24 * HOUR);
  await nextDay.user.click(within(again).getByRole('button', { name: 'Más tarde' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(rated).toEqual(['/feedback/submit-rating']);
  expect(runtime.world.feedback.feedbacks.get(second.feedbackId)?.rating).toBeNull();
});

test('Escape closes the popup; choosing no star first says so', async () => {
  answered(3);
  const { user } = await openList(phone());
  const dialog = await screen.findByRole('dialog', { name: '¿Cómo te atendimos?' });
  await user.click(within(dialog).getByRole('button', { name: 'Enviar calificación' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Elige de 1 a 5 estrellas');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('no popup for an answer not read yet, nor for a request already rated; the 24 hours do not start', async () => {
  answered(1, { read: false });
  const rated = answered(6);
  runtime.world.feedback.rate(rated.feedbackId, 5);
  const storage = phone();
  const { storedValues } = storage;
  const details = requestPaths(runtime, '/feedback/detail');
  const { app } = await openList(storage);
  // The rated one was checked with its detail (the list does not say), and found rated.
  await waitFor(() => expect(app.store.getState().feedback.ratings[rated.feedbackId]).toBe(5));
  expect(details).toEqual(['/feedback/detail']);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(storedValues.get('popEvaluateTime')).toBeNull();
  // The unread answer keeps its red dot: checking for the popup read nothing new.
  expect(runtime.world.feedback.feedbacks.get(rated.feedbackId)?.rating).toBe(5);
  expect(screen.getByRole('img', { name: '1 con respuesta nueva' })).toBeInTheDocument();
});

test('back on the list from the detail of that request (its rating form was there), it does not ask about it', async () => {
  const fb = answered(1);
  const storage = phone();
  const { user } = await renderApp(`${PATHS.feedbackDetail}?id=${fb.feedbackId}`, { session, ...storage });
  expect(await screen.findByRole('button', { name: 'Enviar calificación' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Atrás' }));
  await screen.findByRole('list', { name: 'Mis solicitudes' });
  expect(await screen.findByRole('link', { name: /Verificar pago/ })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(storage.storedValues.get('popEvaluateTime')).toBeNull();
});

test('in English the popup speaks English', async () => {
  answered(1);
  const { user } = await openList(phone(), 'en');
  const dialog = await screen.findByRole('dialog', { name: 'How did we do?' });
  expect(within(dialog).getByText(/answered your request "Verify repayment"/)).toBeInTheDocument();
  expect(within(dialog).getByRole('radio', { name: '1 star' })).toBeInTheDocument();
  expect(within(dialog).getByRole('radio', { name: '5 stars' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Later' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
