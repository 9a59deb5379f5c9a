import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type {
  ConfirmExtensionResponse,
  ConfirmRepaymentResponse,
  RepaymentDetail,
} from '../../src/api/contracts/repayment';
import { call } from '../../src/mocks/handlers/application-test-kit';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer, mockServer } from '../../src/mocks/server';
import { fault, type Fault } from '../../src/mocks/world/faults';
import { renderApp } from './render-app';

/**
 * Decision 0071, "a money call happens once": an extension's confirmation whose answer was lost is found from
 * the repayment detail instead of shown as failed (the fee is not paid twice); a payment's idempotency key is
 * reused for a day, not for ever (a replayed answer days old is a lapsed reference). Driven through the screens
 * and the mock's real handlers.
 */

const runtime = installMockServer({ preset: 'repaying', seed: 7 });
const session = { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 55 };
const HOUR = 60 * 60 * 1000;
const CONFIRM = '/repay/confirmExtensionOrder';

function worldOrder() {
  const found = runtime.world.findUser(REGISTERED_MOBILE)?.loans?.orders[0];
  if (!found) throw new Error('the preset has no order');
  return found;
}

const claimValue = (name: string) =>
  document.querySelector<HTMLElement>(`[data-claim="${name}"]`)?.dataset.value;

/** The extension screen with its fee paid (the mock settles at once): "Confirmar prórroga" is next. */
async function feePaid(): Promise<{ user: UserEvent; app: Awaited<ReturnType<typeof renderApp>>['app'] }> {
  const { user, app } = await renderApp('/repay/exhibition_period_detail', { session });
  await screen.findByRole('heading', { name: 'Extiende tu fecha de pago' });
  await user.click(screen.getByRole('button', { name: 'Pagar costo de la prórroga' }));
  expect(await screen.findByText('Recibimos el pago de la prórroga.')).toBeInTheDocument();
  return { user, app };
}

/** The backend confirms the extension; its answer never reaches the phone (sent here instead). */
async function confirmedOnTheBackend(): Promise<string> {
  const taken = await call<ConfirmExtensionResponse>(CONFIRM, { orderId: worldOrder().orderId });
  expect(taken.code).toBe(0);
  return taken.data.newDueDate;
}

const confirmedExtensions = () => worldOrder().extensions.filter((e) => e.confirmedAt !== null).length;

describe('an extension confirmed once', () => {
  beforeEach(() => runtime.reset({ preset: 'repaying', seed: 7 }));

  test.each<[string, Fault]>([
    ['a dropped connection', fault.networkError()],
    ['an HTTP 500 after acting', fault.http500()],
  ])('the answer is lost (%s) but the backend confirmed: the borrower sees it confirmed', async (_, lost) => {
    const { user, app } = await feePaid();
    const newDueDate = await confirmedOnTheBackend();
    runtime.faults.once(CONFIRM, lost);

    await user.click(screen.getByRole('button', { name: 'Confirmar prórroga' }));

    expect(await screen.findByText(/Prórroga confirmada/)).toBeInTheDocument();
    expect(claimValue('dueDate')).toBe(newDueDate);
    expect(app.store.log().filter((e) => e.type === 'extension/confirmFailed')).toEqual([]);
    expect(app.store.getState().orders.byId[worldOrder().orderId]?.dueDate).toBe(newDueDate);
    expect(confirmedExtensions()).toBe(1);
  });

  test('a repeat after a lost answer (the backend refuses it) still finds the extension confirmed', async () => {
    const { user, app } = await feePaid();
    const newDueDate = await confirmedOnTheBackend();
    // The first tap's answer and its check are both lost: the failure is shown.
    runtime.faults.once(CONFIRM, fault.networkError());
    runtime.faults.once('/store/repayment/detail', fault.networkError());
    await user.click(screen.getByRole('button', { name: 'Confirmar prórroga' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión.');
    expect(app.store.log().filter((e) => e.type === 'extension/confirmFailed')).toHaveLength(1);

    // The second tap reaches the backend, which refuses a second confirmation.
    await user.click(screen.getByRole('button', { name: 'Confirmar prórroga' }));

    expect(await screen.findByText(/Prórroga confirmada/)).toBeInTheDocument();
    expect(claimValue('dueDate')).toBe(newDueDate);
    expect(confirmedExtensions()).toBe(1);
  });

  test('a confirmation that really failed keeps its message, and a retry confirms it', async () => {
    const { user, app } = await feePaid();
    const { dueDate } = (
      await call<RepaymentDetail>('/store/repayment/detail', { orderId: worldOrder().orderId })
    ).data;
    runtime.faults.once(CONFIRM, fault.networkError());

    await user.click(screen.getByRole('button', { name: 'Confirmar prórroga' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión.');
    expect(screen.queryByText(/Prórroga confirmada/)).not.toBeInTheDocument();
    expect(app.store.log().filter((e) => e.type === 'extension/confirmed')).toEqual([]);
    expect(app.store.getState().orders.byId[worldOrder().orderId]?.dueDate).toBe(dueDate);
    expect(confirmedExtensions()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Confirmar prórroga' }));
    expect(await screen.findByText(/Prórroga confirmada/)).toBeInTheDocument();
    expect(confirmedExtensions()).toBe(1);
  });
});

/** The `Idempotency-Key` of every request that carried one (only the money calls do). */
function sentKeys() {
  const keys: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const key = request.headers.get('Idempotency-Key');
    if (key) keys.push(key);
  };
  mockServer.events.on('request:start', listener);
  return { keys, off: () => mockServer.events.removeListener('request:start', listener) };
}

/**
 * The cashier's payment of 500 fails with a dropped connection; the backend did take it (its answer lost).
 * Returns the app's key and the lost answer.
 */
async function paymentLost(user: UserEvent, app: Awaited<ReturnType<typeof renderApp>>['app']) {
  const field = await screen.findByLabelText(/Monto a pagar/);
  await user.clear(field);
  await user.type(field, '500');
  runtime.faults.once('/portal/repayment/confirm', fault.networkError());
  await user.click(screen.getByRole('button', { name: 'Generar referencia de pago' }));
  await screen.findByRole('button', { name: 'Reintentar' });
  const { orderId } = worldOrder();
  const key = app.store.getState().repayment.pending?.[`repay:${orderId}`]?.key;
  if (!key) throw new Error('no pending payment key');
  const lost = await call<ConfirmRepaymentResponse>(
    '/portal/repayment/confirm',
    { orderId, amount: 500, channelId: 'spei', kind: 'repay' },
    { headers: { 'Idempotency-Key': key } },
  );
  expect(lost.code).toBe(0);
  return { key, lost: lost.data };
}

const shownReference = () => document.querySelector('[data-claim="paymentReference"]')?.textContent;

describe('a payment key is reused for a day', () => {
  beforeEach(() => {
    runtime.reset({ preset: 'overdue', seed: 7 });
    // Only the phone's clock is faked: promises and the mock's timers keep running.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  });
  afterEach(() => vi.useRealTimers());

  test('a retry days after the lost answer is a new payment: a new key, a live reference', async () => {
    const { user, app } = await renderApp('/repay/cashier', { session });
    const { key, lost } = await paymentLost(user, app);
    const paymentsBefore = worldOrder().payments.length;

    // Three days later (on the phone and at the backend) the borrower taps "Reintentar".
    vi.setSystemTime(Date.now() + 72 * HOUR);
    runtime.world.clock.advance({ ms: 72 * HOUR });
    const sent = sentKeys();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('heading', { name: 'Tu referencia de pago' });

    expect(sent.keys).toHaveLength(1);
    expect(sent.keys[0]).not.toBe(key);
    expect(shownReference()).not.toBe(lost.reference);
    expect(worldOrder().payments.length).toBe(paymentsBefore + 1);
    const issued = worldOrder().payments.at(-1)!;
    expect(issued.expiresAt).toBeGreaterThan(runtime.world.now());
    sent.off();
  });

  test('a retry within the day is the same payment: the same key, the first answer', async () => {
    const { user, app } = await renderApp('/repay/cashier', { session });
    const { key, lost } = await paymentLost(user, app);
    const paymentsBefore = worldOrder().payments.length;

    vi.setSystemTime(Date.now() + 23 * HOUR);
    runtime.world.clock.advance({ ms: 23 * HOUR });
    const sent = sentKeys();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('heading', { name: 'Tu referencia de pago' });

    expect(sent.keys).toEqual([key]);
    expect(shownReference()).toBe(lost.reference);
    expect(worldOrder().payments.length).toBe(paymentsBefore);
    sent.off();
  });
});
