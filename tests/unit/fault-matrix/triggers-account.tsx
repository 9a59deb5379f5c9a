import { screen, waitFor } from '@testing-library/react';
import type { EffectDeps } from '../../../src/store/effect-deps';
import { REGISTERED, png, stubNodeUploads, type Trigger, type TriggerContext } from './harness';

/**
 * Triggers of the account flows: login, the start-up configuration, account deletion, the download
 * address, the ad pages, and the endpoints the app does not call (reached through its API layer).
 */

const mobileField = () => screen.getByLabelText(/Número de celular|Mobile number/);
const codeField = () => screen.getByLabelText(/Código de verificación|Verification code/);

async function typeMobile(ctx: TriggerContext) {
  await ctx.user.type(await screen.findByLabelText(/Número de celular|Mobile number/), REGISTERED.mobile);
  ctx.typed.push({ field: mobileField, value: REGISTERED.mobile });
}

async function sendLoginCode(ctx: TriggerContext) {
  await typeMobile(ctx);
  await ctx.user.click(screen.getByRole('button', { name: ctx.t('Enviar código', 'Send code') }));
}

async function requestDeleteCode(ctx: TriggerContext) {
  await ctx.user.click(await screen.findByRole('button', { name: ctx.t('Enviar código', 'Send code') }));
  await screen.findByRole('button', { name: /Reenviar en|Resend in/ });
}

async function confirmDeletion(ctx: TriggerContext) {
  const code = ctx.runtime.world.lastSms(REGISTERED.mobile)!.code;
  await ctx.user.type(codeField(), code);
  ctx.typed.push({ field: codeField, value: code });
  await ctx.user.click(
    screen.getByRole('button', { name: ctx.t('Eliminar mi cuenta', 'Delete my account') }),
  );
  await ctx.user.click(await screen.findByRole('button', { name: ctx.t('Sí, eliminar', 'Yes, delete') }));
}

/** Calls an endpoint the app has no screen for through the app's own (lazily loaded) API layer. */
function callThroughApp(call: (api: EffectDeps['api']) => Promise<unknown>) {
  return (ctx: TriggerContext): Promise<void> => {
    void call(ctx.app.store.deps.api).then(
      () => (ctx.outcome = { error: new Error('the call succeeded despite the fault') }),
      (error: unknown) => (ctx.outcome = { error }),
    );
    return Promise.resolve();
  };
}

const CLIENT_ONLY = 'the app has no screen that calls it (checked through its API layer)';

export const ACCOUNT_TRIGGERS: readonly Trigger[] = [
  {
    endpoint: 'getVerifyCode',
    how: 'login: type the number, tap "Enviar código"',
    path: '/user/login',
    act: sendLoginCode,
    message: 'screen',
  },
  {
    endpoint: 'login',
    how: 'login: type the number and the SMS code, tap "Iniciar sesión"',
    path: '/user/login',
    ready: async (ctx) => {
      await sendLoginCode(ctx);
      await screen.findByText(/Te enviamos un código|We sent a code/);
    },
    act: async (ctx) => {
      const code = ctx.runtime.world.lastSms(REGISTERED.mobile)!.code;
      await ctx.user.type(codeField(), code);
      ctx.typed.push({ field: codeField, value: code });
      await ctx.user.click(screen.getByRole('button', { name: ctx.t('Iniciar sesión', 'Log in') }));
    },
    message: 'screen',
  },
  {
    endpoint: 'getUserInfo',
    how: 'home: tap "Actualizar"',
    world: { preset: 'application-in-progress', presetOptions: { progress: 20 } },
    progress: 20,
    path: '/',
    ready: async (ctx) => {
      // The silent refresh on arrival first (its failures are not announced: it also polls).
      await ctx.answered('getUserInfo');
      await waitFor(() =>
        expect(screen.getByRole('button', { name: ctx.t('Actualizar', 'Refresh') })).toBeEnabled(),
      );
    },
    act: async (ctx) => ctx.user.click(screen.getByRole('button', { name: ctx.t('Actualizar', 'Refresh') })),
    message: 'screen',
  },
  {
    endpoint: 'getAppPackageConfig',
    how: 'app start-up: the package configuration',
    path: '/',
    onOpen: true,
    message: { event: 'config/loadFailed', why: 'start-up configuration: the product defaults apply' },
  },
  {
    endpoint: 'getStorePackageConfig',
    how: 'app start-up: the store package configuration',
    path: '/',
    onOpen: true,
    message: { event: 'config/loadFailed', why: 'start-up configuration: the product defaults apply' },
  },
  {
    endpoint: 'getUploadEnable',
    how: 'after login: which device data to collect',
    world: { preset: 'registered-borrower' },
    progress: 20,
    path: '/',
    onOpen: true,
    message: { event: 'config/loadFailed', why: 'background configuration: nothing is collected' },
  },
  {
    endpoint: 'deleteCheck',
    how: 'delete account: opening the page checks for blockers',
    world: { preset: 'registered-borrower' },
    progress: 20,
    path: '/user_center/delete_account',
    onOpen: true,
    message: 'screen',
  },
  {
    endpoint: 'getDeleteUserVerifyCode',
    how: 'delete account: tap "Enviar código"',
    world: { preset: 'registered-borrower' },
    progress: 20,
    path: '/user_center/delete_account',
    ready: async (ctx) =>
      void (await screen.findByRole('button', { name: ctx.t('Enviar código', 'Send code') })),
    act: async (ctx) =>
      ctx.user.click(screen.getByRole('button', { name: ctx.t('Enviar código', 'Send code') })),
    message: 'screen',
  },
  {
    endpoint: 'verifyDeleteUserCode',
    how: 'delete account: type the SMS code, confirm',
    world: { preset: 'registered-borrower' },
    progress: 20,
    path: '/user_center/delete_account',
    ready: requestDeleteCode,
    act: confirmDeletion,
    message: 'screen',
  },
  {
    endpoint: 'deleteUser',
    how: 'delete account: type the SMS code, confirm (the code is right)',
    world: { preset: 'registered-borrower' },
    progress: 20,
    path: '/user_center/delete_account',
    ready: requestDeleteCode,
    act: confirmDeletion,
    message: 'screen',
  },
  {
    endpoint: 'getAppDownloadAddress',
    how: 'open app: the download address',
    path: '/user_center/open_app',
    onOpen: true,
    message: 'screen',
  },
  {
    endpoint: 'getAdPageInfo',
    how: 'advert page: opening it',
    path: '/advert',
    onOpen: true,
    message: 'screen',
  },
  {
    endpoint: 'getAdPage',
    how: 'advert page: tap "Ver otra promoción"',
    path: '/advert',
    ready: async (ctx) =>
      void (await screen.findByRole('heading', {
        level: 2,
        name: ctx.t('Paga a tiempo y evita cargos por atraso', 'Pay on time and avoid late charges'),
      })),
    act: async (ctx) =>
      ctx.user.click(
        screen.getByRole('button', { name: ctx.t('Ver otra promoción', 'See another promotion') }),
      ),
    message: 'screen',
  },
  {
    endpoint: 'existsByMobile',
    how: CLIENT_ONLY,
    path: '/',
    act: callThroughApp((api) => api.auth.existsByMobile({ mobile: REGISTERED.mobile })),
    message: 'client',
  },
  {
    endpoint: 'saveFaceImage',
    how: CLIENT_ONLY,
    world: { preset: 'application-in-progress', presetOptions: { progress: 15 } },
    progress: 15,
    path: '/',
    stubs: stubNodeUploads,
    act: callThroughApp((api) => api.user.saveFaceImage({ file: png('face.png') })),
    message: 'client',
  },
  {
    endpoint: 'saveStoreFaceImage',
    how: CLIENT_ONLY,
    world: { preset: 'application-in-progress', presetOptions: { progress: 15 } },
    progress: 15,
    path: '/',
    stubs: stubNodeUploads,
    act: callThroughApp((api) => api.store.saveStoreFaceImage({ file: png('face.png') })),
    message: 'client',
  },
  {
    endpoint: 'hasAllUploaded',
    how: CLIENT_ONLY,
    world: { preset: 'registered-borrower' },
    progress: 20,
    path: '/',
    act: callThroughApp((api) => api.store.hasAllUploaded()),
    message: 'client',
  },
  {
    endpoint: 'createLoanOrder',
    how: CLIENT_ONLY,
    world: { preset: 'quota-granted' },
    progress: 42,
    path: '/',
    act: callThroughApp((api) =>
      api.store.createLoanOrder({ productId: 'cuota-flex', amount: 2000, days: 120 }),
    ),
    message: 'client',
  },
];
