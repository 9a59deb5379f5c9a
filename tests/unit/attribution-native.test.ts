// @vitest-environment jsdom
import { installBridgeEmulator, type InstalledBridgeEmulator } from '../../bridge-emulator/install';
import { createApp, type App } from '../../src/app/bootstrap';
import { createBridgeClient, type BridgeClient } from '../../src/bridge/client';
import { BANKS } from '../../src/domain/options/banks';
import { submitStep } from '../../src/features/application/application.effects';
import { draftLoanOrder, loadBorrowOffer, submitLoanOrder } from '../../src/features/borrow/borrow.effects';
import { loginWithCode, requestLoginCode } from '../../src/features/login/login.effects';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { applicationOf } from '../../src/mocks/world/application';
import { createMemoryStorage, createStoredValues } from '../../src/storage/stored-values';

// The attribution events (decision 0037) from the real app (createApp registers the effect) through the real
// bridge client to the emulated native side, against the mock world's backend.

const runtime = installMockServer();
let installed: InstalledBridgeEmulator | undefined;
let bridge: BridgeClient | undefined;

afterEach(() => {
  bridge?.dispose();
  installed?.uninstall();
  bridge = undefined;
  installed = undefined;
});

/** The app inside the emulated native app, the API layer loaded; optionally logged in as the preset's borrower. */
async function nativeApp(session?: { progress: number }): Promise<{ app: App; afEvents: () => unknown[] }> {
  installed = installBridgeEmulator(window, { persist: false, log: () => {}, world: () => runtime.world });
  bridge = createBridgeClient({ getWindow: () => window, timeoutMs: 2000, log: () => {} });
  const storedValues = createStoredValues(createMemoryStorage());
  storedValues.set('language', 'es');
  if (session) storedValues.set('token', { Authorization: `Bearer ${REGISTERED_TOKEN}` });
  const app = createApp({
    bridge,
    storedValues,
    logStorage: createMemoryStorage(),
    navigate: () => {},
    isNative: () => true,
  });
  await app.loadApi();
  if (session) app.store.dispatch({ type: 'application/progressLoaded', progress: session.progress });
  const control = installed.control;
  return { app, afEvents: () => control.snapshot().afEvents.map(({ at: _at, ...rest }) => rest) };
}

async function logIn(app: App, mobile: string) {
  await app.store.run(requestLoginCode, { mobile });
  const code = runtime.world.outbox.at(-1)!.code;
  return app.store.run(loginWithCode, { mobile, code });
}

test('the first login of a number registers it: af_complete_registration reaches the native side once', async () => {
  const { app, afEvents } = await nativeApp();
  const mobile = '5587654321';
  const first = await logIn(app, mobile);
  expect(first[0]).toMatchObject({ type: 'session/loggedIn', isNew: true });
  await vi.waitFor(() =>
    expect(afEvents()).toEqual([
      { eventName: 'af_complete_registration', eventValues: { af_registration_method: 'mobile' } },
    ]),
  );
  // The same number again: the backend knows it, nothing more is sent.
  await app.services.logout();
  const again = await logIn(app, mobile);
  expect(again[0]).toMatchObject({ type: 'session/loggedIn', isNew: false });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(afEvents()).toHaveLength(1);
  expect(JSON.stringify(afEvents())).not.toContain(mobile);
});

test('saving the bank card, the last step, sends cuota_application_done', async () => {
  runtime.reset({ preset: 'application-in-progress', presetOptions: { progress: 35 } });
  const { app, afEvents } = await nativeApp({ progress: 35 });
  const info = applicationOf(runtime.world, runtime.world.findUser(REGISTERED_MOBILE)!).basicInfo!;
  const bank = BANKS.find((b) => b.name === 'BANAMEX')!;
  const events = await app.store.run(submitStep, {
    step: 'addBankCard',
    body: {
      holderName: `${info.firstName} ${info.lastName}`,
      curp: info.nationalId ?? '',
      cardType: 'clabe',
      cardNumber: '002010077777777771',
      bankCode: bank.code,
      bankName: bank.name,
    },
  });
  expect(events.at(-1)).toMatchObject({ type: 'application/stepCompleted', step: 'addBankCard' });
  await vi.waitFor(() => expect(afEvents()).toEqual([{ eventName: 'cuota_application_done' }]));
  expect(JSON.stringify(afEvents())).not.toContain(info.firstName);
});

test('a submitted loan sends cuota_loan_submitted with the amount, the term and MXN only', async () => {
  runtime.reset({ preset: 'quota-granted' });
  const { app, afEvents } = await nativeApp({ progress: 42 });
  const offer = await app.store.run(loadBorrowOffer, {});
  const loaded = offer.find((e) => e.type === 'borrow/offerLoaded');
  if (loaded?.type !== 'borrow/offerLoaded') throw new Error('no offer');
  const product = loaded.products[0]!;
  const choice = { productId: product.productId, amount: 2000, days: product.terms[0]! };
  const drafted = (await app.store.run(draftLoanOrder, choice)).find((e) => e.type === 'order/drafted');
  if (drafted?.type !== 'order/drafted') throw new Error('no draft');
  const submitted = await app.store.run(submitLoanOrder, { loanOrderId: drafted.loanOrderId });
  expect(submitted.map((e) => e.type)).toEqual(['order/created']);
  await vi.waitFor(() =>
    expect(afEvents()).toEqual([
      {
        eventName: 'cuota_loan_submitted',
        eventValues: { af_price: 2000, af_currency: 'MXN', loan_term_days: choice.days },
      },
    ]),
  );
  const sent = JSON.stringify(afEvents());
  for (const personal of [REGISTERED_MOBILE, REGISTERED_TOKEN, drafted.loanOrderId]) {
    expect(sent).not.toContain(personal);
  }
});
