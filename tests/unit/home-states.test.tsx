import { screen, waitFor, within } from '@testing-library/react';
import type { DomainEvent } from '../../src/domain/events';
import { installMockServer } from '../../src/mocks/server';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { currentPath, renderApp } from './render-app';

const runtime = installMockServer({ preset: 'quota-granted' });
const session = (progress: number) => ({
  session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress },
});
const borrower = () => runtime.world.users.get(REGISTERED_MOBILE)!;
const latestOrderId = () => borrower().loans!.orders.at(-1)!.orderId;
const orderEvents = (log: readonly DomainEvent[]) =>
  log.filter((e) => e.type === 'order/created' || e.type === 'order/statusChanged');

test('logged out: the invitation to log in', async () => {
  await renderApp('/');
  expect(await screen.findByText('Inicia sesión para conocer tu cupo')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '#/user/login');
});

test('application in progress: the next step and the way to it', async () => {
  runtime.reset({ preset: 'application-in-progress', presetOptions: { progress: 20 } });
  const { user } = await renderApp('/', session(20));
  expect(await screen.findByText('Siguiente paso: Información personal')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continuar mi solicitud' }));
  await waitFor(() => expect(currentPath()).toBe('/auth/personal_infomation'));
});

test('quota under review: the review and its status screen', async () => {
  runtime.reset({ preset: 'quota-review' });
  await renderApp('/', session(40));
  expect(await screen.findByText('Estamos revisando tu solicitud')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver estado' })).toHaveAttribute('href', '#/deal/review_quota');
});

test('quota granted: the available quota, the products and the way to borrow', async () => {
  await renderApp('/', session(42));
  expect(await screen.findByText('Tu cupo disponible')).toBeInTheDocument();
  expect(await screen.findByText('Productos disponibles')).toBeInTheDocument();
  expect(screen.getByText('Cuota Flex')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Solicitar préstamo' })).toHaveAttribute(
    'href',
    '#/borrow/to_borrow',
  );
});

test('loan under review: the 24-hour review, announced to the store, and its screen', async () => {
  runtime.reset({ preset: 'loan-assessing' });
  const { user, app } = await renderApp('/', session(45));
  expect(await screen.findByText('Tu préstamo está en revisión')).toBeInTheDocument();
  expect(screen.getByText(/en un plazo de 24 horas/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Solicitar préstamo' })).not.toBeInTheDocument();
  expect(orderEvents(app.store.log())).toEqual([
    expect.objectContaining({
      type: 'order/created',
      order: expect.objectContaining({ status: 'assessing' }),
    }),
  ]);
  await user.click(screen.getByRole('button', { name: 'Ver estado' }));
  await waitFor(() => expect(currentPath()).toBe('/deal/review'));
  expect(window.location.hash).toContain(`orderId=${latestOrderId()}`);
});

test('payout under way, then paid out: every transition is an order/statusChanged', async () => {
  runtime.reset({ preset: 'loan-disbursing' });
  const { user, app } = await renderApp('/', session(65));
  expect(await screen.findByText('Estamos depositando tu préstamo')).toBeInTheDocument();
  runtime.clock.advance({ minutes: 15 });
  await user.click(screen.getByRole('button', { name: 'Actualizar' }));
  expect(await screen.findByText('Tu préstamo está activo')).toBeInTheDocument();
  expect(
    orderEvents(app.store.log()).map((e) => [
      e.type,
      e.type === 'order/statusChanged' ? e.previous : null,
      e.type === 'order/statusChanged' ? e.status : null,
    ]),
  ).toEqual([
    ['order/created', null, null],
    ['order/statusChanged', 'disbursing', 'repaying'],
  ]);
});

test('repaying: the due date and "Ver detalle" opens the repayment detail of the order', async () => {
  runtime.reset({ preset: 'repaying' });
  const { user } = await renderApp('/', session(50));
  expect(await screen.findByText('Tu préstamo está activo')).toBeInTheDocument();
  expect(screen.getByText(/Vence el/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ver detalle' }));
  await waitFor(() => expect(currentPath()).toBe('/repay/repay_detail'));
  expect(window.location.hash).toContain(`orderId=${latestOrderId()}`);
});

test('overdue: the warning with the 2% daily penalty', async () => {
  runtime.reset({ preset: 'overdue' });
  await renderApp('/', session(55));
  expect(await screen.findByText('Tu pago está vencido')).toBeInTheDocument();
  expect(screen.getByText(/penalización del 2% del monto solicitado/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ver detalle' })).toBeInTheDocument();
});

test('all the quota in use: "Actualmente no tienes cupo de préstamo, por favor paga a tiempo"', async () => {
  runtime.reset({ preset: 'repaying' });
  borrower().application!.quotaReview!.amount = borrower().loans!.orders.at(-1)!.terms.principal;
  await renderApp('/', session(50));
  expect(
    await screen.findByText('Actualmente no tienes cupo de préstamo, por favor paga a tiempo'),
  ).toBeInTheDocument();
});

test('the same message in English', async () => {
  runtime.reset({ preset: 'repaying' });
  borrower().application!.quotaReview!.amount = borrower().loans!.orders.at(-1)!.terms.principal;
  await renderApp('/', { ...session(50), language: 'en' });
  expect(await screen.findByText('You currently have no loan quota, please pay on time')).toBeInTheDocument();
});

test('rejected: the days before reapplying and the rejection screen', async () => {
  runtime.reset({ preset: 'loan-rejected' });
  const { user } = await renderApp('/', session(75));
  const card = (await screen.findByText('Tu solicitud de préstamo fue rechazada')).closest(
    '.card',
  ) as HTMLElement;
  expect(within(card).getByText(/Podrás volver a solicitar en \d+ días/)).toBeInTheDocument();
  await user.click(within(card).getByRole('link', { name: 'Ver detalle' }));
  await waitFor(() => expect(currentPath()).toBe('/deal/reject'));
  expect(
    await screen.findByText(/Los datos de las solicitudes no aprobadas se eliminan después de 7 días/),
  ).toBeInTheDocument();
});

test('a rejected loan: once the wait is over, home says so (the wait the backend gives now, not the first)', async () => {
  runtime.reset({ preset: 'loan-rejected' });
  const { user } = await renderApp('/', session(75));
  await screen.findByText(/Podrás volver a solicitar en \d+ días/);
  runtime.clock.advance({ days: 31 });
  await user.click(screen.getByRole('button', { name: 'Actualizar' }));
  const card = (await screen.findByText('Ya puedes volver a solicitar.')).closest('.card') as HTMLElement;
  expect(within(card).getByText('Tu solicitud de préstamo fue rechazada')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Solicitar préstamo' })).toBeInTheDocument();
});

test('a rejected quota: the wait counts down, then the borrower applies again from home', async () => {
  runtime.reset({ preset: 'quota-rejected' });
  const { user, app } = await renderApp('/', session(40));
  const card = async () =>
    (await screen.findByText('Por ahora no podemos ofrecerte un cupo')).closest('.card') as HTMLElement;
  const wait = Number(
    /en (\d+) días?/.exec(within(await card()).getByText(/Podrás volver a solicitar en/).textContent)![1],
  );
  expect(within(await card()).queryByRole('button', { name: 'Solicitar de nuevo' })).not.toBeInTheDocument();
  // A day later the home says one day less (the wait the backend gives, not the one first seen).
  runtime.clock.advance({ days: 1 });
  await user.click(screen.getByRole('button', { name: 'Actualizar' }));
  const next = wait - 1;
  expect(
    await within(await card()).findByText(
      next === 0 ? 'Ya puedes volver a solicitar.' : new RegExp(`en ${next} días?`),
    ),
  ).toBeInTheDocument();
  // The wait over: a new review, which this time grants.
  runtime.clock.advance({ days: 30 });
  runtime.world.setConfig({ application: { ...runtime.world.config.application, quotaDecision: 'grant' } });
  await user.click(screen.getByRole('button', { name: 'Actualizar' }));
  expect(await within(await card()).findByText('Ya puedes volver a solicitar.')).toBeInTheDocument();
  // The first try finds no network: the message says so and the button stays.
  runtime.faults.once('/store/store-order/create', { kind: 'networkError' });
  await user.click(within(await card()).getByRole('button', { name: 'Solicitar de nuevo' }));
  expect(await screen.findByText(/Sin conexión/)).toBeInTheDocument();
  expect(app.store.log().at(-1)).toMatchObject({ type: 'quota/reapplyFailed' });
  await user.click(within(await card()).getByRole('button', { name: 'Solicitar de nuevo' }));
  expect(await screen.findByText('Estamos revisando tu solicitud')).toBeInTheDocument();
  expect(app.store.log().at(-1)).toMatchObject({ type: 'quota/reviewStarted' });
  runtime.clock.advance({ hours: 2 });
  await user.click(screen.getByRole('button', { name: 'Actualizar' }));
  expect(await screen.findByText('Tu cupo disponible')).toBeInTheDocument();
});

test('payout failed: what happened and the way to customer service ("loan failed")', async () => {
  runtime.reset({ preset: 'payout-fails' });
  await renderApp('/', session(80));
  expect(await screen.findByText('No pudimos depositar tu préstamo')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contactar a atención al cliente' })).toHaveAttribute(
    'href',
    '#/feedback/add_feedback?type=4',
  );
});

test('repaid: thanks, the grown quota, and borrowing again', async () => {
  runtime.reset({ preset: 'loan-finished' });
  await renderApp('/', session(60));
  expect(await screen.findByText('¡Pagaste tu préstamo!')).toBeInTheDocument();
  expect(await screen.findByText(/Tu cupo aumentó \$\d/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Solicitar préstamo' })).toBeInTheDocument();
});

test('a failed refresh says why', async () => {
  const { user } = await renderApp('/', session(42));
  await screen.findByText('Tu cupo disponible');
  runtime.faults.once('/security/getUserInfo', { kind: 'networkError' });
  await user.click(screen.getByRole('button', { name: 'Actualizar' }));
  expect(await screen.findByText(/Sin conexión/)).toBeInTheDocument();
});
