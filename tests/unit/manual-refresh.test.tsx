import { screen, waitFor } from '@testing-library/react';
import { PATHS } from '../../src/domain/paths';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { createMemoryStorage, createStoredValues } from '../../src/storage/stored-values';
import { renderApp } from './render-app';
import { requestPaths } from './step-kit';

/**
 * The "Actualizar" buttons and the stored `lastRefreshTime` (decision 0039): every tap reaches the backend,
 * each refresh that went through is counted by screen and day, and from the fifth of the day the screen says
 * that changes take minutes.
 */

const runtime = installMockServer({ preset: 'repaying' });
const T0 = Date.UTC(2026, 2, 10, 16, 0); // 10:00 in Mexico City
const OFTEN =
  'Ya actualizaste esta pantalla varias veces hoy. Los cambios pueden tardar unos minutos; la pantalla se actualiza sola cada vez que la abres.';

beforeEach(() => {
  // Only the phone's clock is fake: the mock backend and the screens' timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

/** A request of the borrower's on the customer-service desk; its detail screen's path. */
function feedbackDetailPath(): string {
  const borrower = runtime.world.findUser(REGISTERED_MOBILE)!;
  const fb = runtime.world.feedback.create({
    userId: borrower.userId,
    type: 3,
    description: 'Duda sobre mi pago',
  });
  return `${PATHS.feedbackDetail}?id=${fb.feedbackId}`;
}

const SCREENS = [
  {
    screen: 'home',
    name: 'home',
    preset: 'repaying',
    path: () => PATHS.home,
    progress: 60,
    request: '/security/getUserInfo',
    ready: 'Tu préstamo está activo',
  },
  {
    screen: 'records',
    name: 'records',
    preset: 'repaying',
    path: () => PATHS.records,
    progress: 60,
    request: '/store/order-list',
    ready: 'Por pagar',
  },
  {
    screen: 'deal review',
    name: 'deal',
    preset: 'loan-assessing',
    path: () => PATHS.review,
    progress: 45,
    request: '/store/order/last',
    ready: 'Tu solicitud está en revisión',
  },
  {
    screen: 'feedback list',
    name: 'feedback',
    preset: 'repaying',
    path: () => PATHS.feedbackList,
    progress: 60,
    request: '/feedback/list/feedback',
    ready: 'Aún no tienes solicitudes.',
  },
  {
    screen: 'feedback detail',
    name: 'feedback',
    preset: 'repaying',
    path: feedbackDetailPath,
    progress: 60,
    request: '/feedback/detail',
    ready: 'Duda sobre mi pago',
  },
] as const;

test.each(SCREENS)(
  '$screen: every tap asks the backend and counts; the fifth of the day says changes take minutes',
  async (s) => {
    runtime.reset({ preset: s.preset });
    const storedValues = createStoredValues(createMemoryStorage());
    // Three refreshes of this screen earlier today, and one of another screen.
    storedValues.set('lastRefreshTime', {
      lastTime: T0 - 60_000,
      day: '2026-03-10',
      counts: { [s.name]: 3, ...(s.name === 'home' ? { records: 1 } : { home: 1 }) },
    });
    const { user } = await renderApp(s.path(), {
      session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: s.progress },
      storedValues,
    });
    expect(await screen.findByText(s.ready)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Actualizar' });
    await waitFor(() => expect(button).toBeEnabled());
    const seen = requestPaths(runtime, s.request);

    // The fourth: fresh data, counted (the word's threshold: src/domain/manual-refresh.test.ts).
    await user.click(button);
    await waitFor(() => expect(storedValues.get('lastRefreshTime').counts[s.name]).toBe(4));
    expect(seen).toHaveLength(1);
    expect(storedValues.get('lastRefreshTime').lastTime).toBe(T0);

    // The fifth, a second later: it still goes to the backend, and the screen says changes take minutes.
    vi.setSystemTime(T0 + 1_000);
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(await screen.findByText(OFTEN)).toHaveAttribute('role', 'status');
    expect(storedValues.get('lastRefreshTime')).toMatchObject({
      lastTime: T0 + 1_000,
      day: '2026-03-10',
      counts: { [s.name]: 5 },
    });
  },
);

test('a new day starts the counts again, and the word is in English too', async () => {
  const storedValues = createStoredValues(createMemoryStorage());
  // Yesterday's refreshes (past midnight in Mexico City: 00:00 is 06:00 UTC).
  const midnight = Date.UTC(2026, 2, 11, 6, 0);
  storedValues.set('lastRefreshTime', {
    lastTime: midnight - 3_000,
    day: '2026-03-10',
    counts: { home: 4, records: 9 },
  });
  vi.setSystemTime(midnight + 5_000);
  const { user } = await renderApp(PATHS.records, {
    session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 60 },
    storedValues,
    language: 'en',
  });
  expect(await screen.findByText('Repaying')).toBeInTheDocument();
  const button = screen.getByRole('button', { name: 'Refresh' });
  await waitFor(() => expect(button).toBeEnabled());
  const seen = requestPaths(runtime, '/store/order-list');
  for (let n = 1; n <= 5; n += 1) {
    vi.setSystemTime(midnight + 5_000 + n * 1_000);
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(seen).toHaveLength(n));
    await waitFor(() => expect(storedValues.get('lastRefreshTime').counts).toEqual({ records: n }));
  }
  expect(storedValues.get('lastRefreshTime').day).toBe('2026-03-11');
  expect(
    await screen.findByText(
      'You have refreshed this screen several times today. Changes can take a few minutes; the screen updates itself each time you open it.',
    ),
  ).toHaveAttribute('role', 'status');
});

test('a failed refresh is not counted', async () => {
  const storedValues = createStoredValues(createMemoryStorage());
  const { user } = await renderApp(PATHS.records, {
    session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 60 },
    storedValues,
  });
  expect(await screen.findByText('Por pagar')).toBeInTheDocument();
  const button = screen.getByRole('button', { name: 'Actualizar' });
  await waitFor(() => expect(button).toBeEnabled());
  const seen = requestPaths(runtime, '/store/order-list');
  runtime.faults.once('/store/order-list', { kind: 'networkError' });
  await user.click(button);
  expect(await screen.findByRole('alert')).toHaveTextContent(/Sin conexión/);
  expect(storedValues.get('lastRefreshTime').lastTime).toBeNull();

  vi.setSystemTime(T0 + 2_000);
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  await waitFor(() => expect(seen).toHaveLength(2));
  await waitFor(() => expect(storedValues.get('lastRefreshTime').counts).toEqual({ records: 1 }));
});
