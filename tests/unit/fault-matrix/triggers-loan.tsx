import { screen, waitFor, within } from '@testing-library/react';
import type { EndpointName } from '../../../src/api/contracts/endpoints';
import { currentPath } from '../render-app';
import type { Trigger, TriggerContext } from './harness';

/** Triggers of the loan flows: home, borrowing, records, repayment and extension. */

const granted = { world: { preset: 'quota-granted' }, progress: 42 };
const overdue = { world: { preset: 'overdue', seed: 7 }, progress: 55 };
const repaying = { world: { preset: 'repaying', seed: 7 }, progress: 50 };

const refreshButton = (ctx: TriggerContext) =>
  screen.getByRole('button', { name: ctx.t('Actualizar', 'Refresh') });

/** Home with a granted quota: after the silent refresh on arrival, the borrower taps "Actualizar". */
const homeRefresh = (endpoint: EndpointName): Trigger => ({
  endpoint,
  how: 'home: tap "Actualizar"',
  ...granted,
  path: '/',
  ready: async (ctx) => {
    await ctx.answered('getLastOrder');
    await waitFor(() => expect(refreshButton(ctx)).toBeEnabled());
  },
  act: async (ctx) => ctx.user.click(refreshButton(ctx)),
  message: 'screen',
});

const amountField = () => screen.getByLabelText(/Monto \(MXN|Amount \(MXN/);

/** To borrow: the borrower types 2000 and taps "Continuar". */
async function chooseAmount(ctx: TriggerContext) {
  const field = await screen.findByLabelText(/Monto \(MXN|Amount \(MXN/);
  await ctx.user.clear(field);
  await ctx.user.type(field, '2000');
  await ctx.user.click(screen.getByRole('button', { name: ctx.t('Continuar', 'Continue') }));
}

/** To borrow: the amount is typed and confirmed; the form is still there when the draft fails. */
async function draftLoan(ctx: TriggerContext) {
  await chooseAmount(ctx);
  ctx.typed.push({ field: amountField, value: '2000' });
}

/** Product details: terms accepted, "Confirmar préstamo", the dialog open. */
async function readyToSubmit(ctx: TriggerContext) {
  await chooseAmount(ctx);
  await waitFor(() => expect(currentPath()).toBe('/borrow/product_details'));
  await ctx.user.click(await screen.findByRole('checkbox', { name: /He leído y acepto/ }));
  await ctx.user.click(screen.getByRole('button', { name: 'Confirmar préstamo' }));
  await screen.findByRole('dialog', { name: '¿Enviar tu solicitud?' });
}
const submitLoan = async (ctx: TriggerContext) =>
  ctx.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enviar solicitud' }));

const cashierAmount = () => screen.getByLabelText(/Monto a pagar|Amount to pay/);

export const LOAN_TRIGGERS: readonly Trigger[] = [
  homeRefresh('getUserQuota'),
  homeRefresh('getLastOrder'),
  {
    endpoint: 'getProductList',
    how: 'to borrow: opening it loads the offer',
    ...granted,
    path: '/borrow/to_borrow',
    onOpen: true,
    message: 'screen',
  },
  {
    endpoint: 'queryStoreQuota',
    how: 'to borrow: opening it loads the available quota',
    ...granted,
    path: '/borrow/to_borrow',
    onOpen: true,
    message: 'screen',
  },
  {
    endpoint: 'getQuotaList',
    how: 'to borrow: opening it loads how the quota grew',
    ...granted,
    path: '/borrow/to_borrow',
    onOpen: true,
    message: { silent: 'it only explains the quota: the offer stands without it' },
    recovers: async (ctx) => void (await screen.findByText(ctx.t('Cupo disponible', 'Available quota'))),
  },
  {
    endpoint: 'createStoreOrder',
    how: 'to borrow: type the amount, tap "Continuar" (the store order)',
    ...granted,
    path: '/borrow/to_borrow',
    act: draftLoan,
    message: 'screen',
  },
  {
    endpoint: 'createSingleLoanOrder',
    how: 'to borrow: type the amount, tap "Continuar" (the loan draft)',
    ...granted,
    path: '/borrow/to_borrow',
    act: draftLoan,
    message: 'screen',
  },
  {
    endpoint: 'getLoanOrderProfile',
    how: 'to borrow: type the amount, tap "Continuar" (the details screen loads the draft)',
    ...granted,
    path: '/borrow/to_borrow',
    act: chooseAmount,
    message: 'screen',
  },
  {
    endpoint: 'getSingleLoanOrderTimeDataStatus',
    how: 'product details: accept the terms, confirm, "Enviar solicitud" (device data status)',
    ...granted,
    path: '/borrow/to_borrow',
    ready: readyToSubmit,
    act: submitLoan,
    message: 'screen',
  },
  {
    endpoint: 'submitSingleLoanOrder',
    how: 'product details: accept the terms, confirm, "Enviar solicitud" (the submission)',
    ...granted,
    path: '/borrow/to_borrow',
    ready: readyToSubmit,
    act: submitLoan,
    message: 'screen',
  },
  {
    endpoint: 'getOrderList',
    how: 'records: opening the list',
    ...repaying,
    path: '/records',
    onOpen: true,
    message: 'screen',
  },
  {
    endpoint: 'getRepaymentDetail',
    how: 'repayment detail: opening it',
    ...overdue,
    path: '/repay/repay_detail',
    onOpen: true,
    message: 'screen',
  },
  {
    endpoint: 'confirmRepayment',
    how: 'cashier: type the amount, tap "Generar referencia de pago"',
    ...overdue,
    path: '/repay/cashier',
    act: async (ctx) => {
      const field = await screen.findByLabelText(/Monto a pagar|Amount to pay/);
      await ctx.user.clear(field);
      await ctx.user.type(field, '500');
      ctx.typed.push({ field: cashierAmount, value: '500' });
      await ctx.user.click(
        screen.getByRole('button', { name: ctx.t('Generar referencia de pago', 'Get payment reference') }),
      );
    },
    message: 'screen',
  },
  {
    endpoint: 'getExtensionData',
    how: 'extension: opening it loads its terms',
    ...repaying,
    path: '/repay/exhibition_period_detail',
    onOpen: true,
    message: 'screen',
  },
  {
    endpoint: 'confirmExtensionOrder',
    how: 'extension: fee paid, tap "Confirmar prórroga"',
    ...repaying,
    path: '/repay/exhibition_period_detail',
    ready: async (ctx) => {
      await ctx.user.click(await screen.findByRole('button', { name: 'Pagar costo de la prórroga' }));
      await screen.findByText('Recibimos el pago de la prórroga.');
    },
    act: async (ctx) => ctx.user.click(screen.getByRole('button', { name: 'Confirmar prórroga' })),
    message: 'screen',
  },
];
