import { act, screen, waitFor } from '@testing-library/react';
import { installMockServer } from '../../src/mocks/server';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { currentPath, renderApp } from './render-app';

const runtime = installMockServer({ preset: 'loan-assessing' });
const session = (progress: number) => ({
  session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress },
});
const order = () => runtime.world.users.get(REGISTERED_MOBILE)!.loans!.orders.at(-1)!;

afterEach(() => {
  vi.useRealTimers();
});

test('under review: reviewed within 24 hours; approved -> the payout screen; paid out -> the repayment detail', async () => {
  const { user, app } = await renderApp('/deal/review', session(45));
  expect(await screen.findByText('Tu solicitud está en revisión')).toBeInTheDocument();
  expect(screen.getByText(/en un plazo de 24 horas/)).toBeInTheDocument();
  expect(screen.getByText('Tu solicitud ya fue enviada y no se puede cancelar.')).toBeInTheDocument();

  // Just past the review: approved, the payout (2 to 10 minutes) under way.
  runtime.clock.advance({ ms: order().plan!.reviewUntil - runtime.world.now() + 60_000 });
  await user.click(screen.getByRole('button', { name: 'Actualizar' }));
  await waitFor(() => expect(currentPath()).toBe('/deal/lending'));
  expect(await screen.findByText('Estamos depositando tu préstamo')).toBeInTheDocument();

  runtime.clock.advance({ minutes: 15 });
  await user.click(screen.getByRole('button', { name: 'Actualizar' }));
  await waitFor(() => expect(currentPath()).toBe('/repay/repay_detail'));
  expect(window.location.hash).toContain(`orderId=${order().orderId}`);

  const transitions = app.store
    .log()
    .flatMap((e) => (e.type === 'order/statusChanged' ? [`${e.previous ?? ''}->${e.status}`] : []));
  expect(transitions).toEqual(['assessing->disbursing', 'disbursing->repaying']);
});

test('the review screen polls every 30 seconds while the loan is under review', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  await renderApp('/deal/review', session(45));
  expect(await screen.findByText('Tu solicitud está en revisión')).toBeInTheDocument();
  runtime.clock.advance({ hours: 5 });
  await act(async () => {
    vi.advanceTimersByTime(30_000);
    await Promise.resolve();
  });
  await waitFor(() => expect(currentPath()).toBe('/repay/repay_detail'));
});

test('rejected: the rejection screen with the days before reapplying', async () => {
  runtime.reset({ preset: 'loan-rejected' });
  await renderApp('/deal/review', session(75));
  await waitFor(() => expect(currentPath()).toBe('/deal/reject'));
  expect(await screen.findByText('Tu solicitud fue rechazada')).toBeInTheDocument();
  const days = order().plan!.reapplyAfterDays;
  expect(screen.getByText(/Podrás volver a solicitar en \d+ días/).getAttribute('data-value')).toBe(
    String(days),
  );
});

test('a failed payout leaves the payout screen for home, which explains it', async () => {
  runtime.reset({ preset: 'payout-fails' });
  await renderApp('/deal/lending', session(80));
  await waitFor(() => expect(currentPath()).toBe('/'));
  expect(await screen.findByText('No pudimos depositar tu préstamo')).toBeInTheDocument();
});

test('without a loan in progress the review screen says so', async () => {
  runtime.reset({ preset: 'quota-granted' });
  await renderApp('/deal/review', session(42));
  expect(await screen.findByText('No tienes una solicitud de préstamo en curso.')).toBeInTheDocument();
});

test('quota review: 10 to 60 minutes; polling finds the quota granted and goes home', async () => {
  runtime.reset({ preset: 'quota-review' });
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  await renderApp('/deal/review_quota', session(40));
  expect(await screen.findByText('Estamos revisando tu cupo')).toBeInTheDocument();
  expect(screen.getByText(/toma de 10 a 60 minutos/)).toBeInTheDocument();
  runtime.clock.advance({ minutes: 61 });
  await act(async () => {
    vi.advanceTimersByTime(30_000);
    await Promise.resolve();
  });
  await waitFor(() => expect(currentPath()).toBe('/'));
  expect(await screen.findByText('Tu cupo disponible')).toBeInTheDocument();
});

test('quota rejected: the rejection screen with the days before reapplying', async () => {
  runtime.reset({ preset: 'quota-rejected' });
  await renderApp('/deal/review_quota', session(40));
  await waitFor(() => expect(currentPath()).toBe('/deal/reject'));
  expect(await screen.findByText('Por ahora no podemos ofrecerte un cupo.')).toBeInTheDocument();
  expect(screen.getByText(/Podrás volver a solicitar en \d+ días/)).toBeInTheDocument();
});
