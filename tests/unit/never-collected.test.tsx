import { screen, waitFor } from '@testing-library/react';
import {
  createBridgeClient,
  type BridgeHost,
  type NativeBridgeLike,
  type NativeMessageEvent,
} from '../../src/bridge/client';
import type { BridgeMethod } from '../../src/bridge/contract';
import { BANKS } from '../../src/domain/options/banks';
import { PATHS } from '../../src/domain/paths';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { applicationOf } from '../../src/mocks/world/application';
import { fault } from '../../src/mocks/world/faults';
import { createMemoryStorage, createStoredValues } from '../../src/storage/stored-values';
import { currentPath, renderApp } from './render-app';
import { borrowAndSubmit } from './borrow-kit';

// The privacy notice promises that contacts, SMS, call log and location are never read. Whatever the
// backend asks for (`/time/upload/enable`, the loan order's time-data status), the native side (here a
// NativeBridge that records what the page posts, behind the app's own bridge client) never gets asked.

const runtime = installMockServer();

const EVERYTHING = {
  appList: true,
  sms: true,
  exif: true,
  device: true,
  contact: true,
  calendar: true,
  callLog: true,
  location: true,
  expired: true,
};

interface Posted {
  v: number;
  id: string;
  method: BridgeMethod;
  params: Record<string, unknown>;
}

/** The native side: records every message the page posts and answers each one at once. */
function recordingNative() {
  const listeners = new Set<(event: NativeMessageEvent) => void>();
  const posted: Posted[] = [];
  const results: Partial<Record<BridgeMethod, (params: Record<string, unknown>) => unknown>> = {
    checkPermission: (params) => ({ permission: params.permission, state: 'granted' }),
    getBackUrls: () => ({ action: 'back' }),
    getLoginInfo: () => null,
  };
  const native: NativeBridgeLike = {
    postMessage(message: string) {
      const request = JSON.parse(message) as Posted;
      posted.push(request);
      const result = results[request.method]?.(request.params) ?? {};
      queueMicrotask(() => {
        const data = JSON.stringify({ v: request.v, id: request.id, ok: true, result });
        for (const listener of [...listeners]) listener({ data });
      });
    },
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
  const host: BridgeHost = { NativeBridge: native, navigator: { userAgent: 'Android 13; wv)' } };
  const bridge = createBridgeClient({ getWindow: () => host });
  return {
    bridge,
    timeSdk2: () => posted.filter((p) => p.method === 'timeSDK2').map((p) => p.params),
  };
}

/** What the native side must never have been asked for. */
function expectNothingSensitive(params: Record<string, unknown>) {
  expect(params).toMatchObject({
    contact: false,
    sms: false,
    callLog: false,
    location: false,
    calendar: false,
    appList: false,
  });
}

test('a step save asks the native side for no contacts, SMS, call log or location, though the backend enables them', async () => {
  runtime.reset({ preset: 'application-in-progress', presetOptions: { progress: 35 } });
  runtime.world.setConfig({ uploadEnable: { ...EVERYTHING } });
  const native = recordingNative();
  const info = applicationOf(runtime.world, runtime.world.findUser(REGISTERED_MOBILE)!).basicInfo!;
  const storedValues = createStoredValues(createMemoryStorage());
  const clabe = '002010077777777771';
  storedValues.set('drafts', {
    addBankCard: {
      holderName: `${info.firstName} ${info.lastName}`,
      curp: info.nationalId ?? '',
      cardType: 'clabe',
      bankCode: BANKS.find((b) => b.name === 'BANAMEX')!.code,
    },
  });
  const { user } = await renderApp(PATHS.addBankCard, {
    storedValues,
    bridge: native.bridge,
    isNative: () => true,
    session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 35 },
  });
  await screen.findByRole('heading', { level: 1, name: 'Cuenta bancaria' });
  // The full number never rests in the draft (issue 30): the borrower types it.
  await user.type(screen.getByLabelText(/CLABE interbancaria/), clabe);
  await user.type(screen.getByLabelText(/^Confirma la CLABE/), clabe);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await waitFor(() => expect(currentPath()).toBe(PATHS.home));

  await waitFor(() =>
    expect(native.timeSdk2()).toContainEqual(
      expect.objectContaining({ step: 'addBankCard', isSubmit: true }),
    ),
  );
  const calls = native.timeSdk2();
  // The step's opening and its submission: both filtered; what is allowed still goes.
  expect(calls.length).toBeGreaterThanOrEqual(2);
  for (const params of calls) {
    expectNothingSensitive(params);
    expect(params).toMatchObject({ exif: true, device: true, expired: true });
  }
});

test('the loan order asks the native side for no contacts, SMS, call log or location, though its status asks for them', async () => {
  runtime.reset({ preset: 'quota-granted' });
  const native = recordingNative();
  // The backend still waits for this order's device data, and asks for everything.
  runtime.faults.once(
    '/store/single/loan-order/time-data/status',
    fault.error(0, 'ok', { status: 'pending', flags: { ...EVERYTHING } }),
  );
  const { user } = await renderApp(PATHS.toBorrow, {
    bridge: native.bridge,
    isNative: () => true,
    session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 42 },
  });
  await borrowAndSubmit(user);

  const order = native.timeSdk2().filter((p) => p.step === 'loanOrder');
  expect(order).toHaveLength(1);
  expectNothingSensitive(order[0]!);
  expect(order[0]).toMatchObject({ isSubmit: true, exif: true, device: true, expired: true });
});
