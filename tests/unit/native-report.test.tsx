import { onTestFinished } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { BridgeClient } from '../../src/bridge/client';
import type { BridgeMethod } from '../../src/bridge/contract';
import { BridgeError } from '../../src/bridge/errors';
import { BANKS } from '../../src/domain/options/banks';
import { PATHS } from '../../src/domain/paths';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { applicationOf } from '../../src/mocks/world/application';
import { fault } from '../../src/mocks/world/faults';
import { createMemoryStorage, createStoredValues } from '../../src/storage/stored-values';
import { nodeProcess } from './fault-matrix/harness';
import { currentPath, renderApp } from './render-app';
import { borrowAndSubmit } from './borrow-kit';

// After a successful save the borrower moves on at once: the native `timeSDK2` report goes out, but its
// reply (up to the bridge's 60 s time-out) is not waited for, and its failure rejects nothing.

const runtime = installMockServer();

/** A native bridge whose `timeSDK2` answers as the test says (by default: never); the rest answer at once. */
function fakeBridge(timeSdk2: () => Promise<unknown> = () => new Promise(() => undefined)) {
  const calls: { method: BridgeMethod; params: unknown }[] = [];
  const bridge: BridgeClient = {
    call: ((method: BridgeMethod, params: Record<string, unknown> = {}) => {
      calls.push({ method, params });
      if (method === 'timeSDK2') return timeSdk2();
      if (method === 'checkPermission')
        return Promise.resolve({ permission: params.permission, state: 'granted' });
      if (method === 'getBackUrls') return Promise.resolve({ action: 'back' });
      return Promise.resolve({});
    }) as BridgeClient['call'],
    onEvent: () => () => undefined,
    onTrace: () => () => undefined,
    isAvailable: () => true,
    dispose: () => undefined,
  };
  return { bridge, timeSdk2Calls: () => calls.filter((c) => c.method === 'timeSDK2').map((c) => c.params) };
}

/** Collects unhandled rejections for the rest of the test. */
function unhandledRejections(): unknown[] {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => seen.push(reason);
  nodeProcess.on('unhandledRejection', listener);
  onTestFinished(() => nodeProcess.off('unhandledRejection', listener));
  return seen;
}

async function saveBankCard(bridge: BridgeClient) {
  runtime.reset({ preset: 'application-in-progress', presetOptions: { progress: 35 } });
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
    bridge,
    isNative: () => true,
    session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 35 },
  });
  await screen.findByRole('heading', { level: 1, name: 'Cuenta bancaria' });
  // The full number never rests in the draft (issue 30): the borrower types it.
  await user.type(screen.getByLabelText(/CLABE interbancaria/), clabe);
  await user.type(screen.getByLabelText(/^Confirma la CLABE/), clabe);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
}

describe('an application step inside the native app', () => {
  test('the saved step moves on while timeSDK2 never answers, and timeSDK2 was still called', async () => {
    const native = fakeBridge();
    await saveBankCard(native.bridge);
    await waitFor(() => expect(currentPath()).toBe(PATHS.home));
    await waitFor(() =>
      expect(native.timeSdk2Calls()).toContainEqual(
        expect.objectContaining({ step: 'addBankCard', isSubmit: true }),
      ),
    );
    expect(runtime.world.findUser(REGISTERED_MOBILE)!.application!.bankCard).toBeDefined();
  });

  test('a timeSDK2 that fails (time-out) is logged, rejects nothing, and the step still moves on', async () => {
    const rejections = unhandledRejections();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    onTestFinished(() => warn.mockRestore());
    const native = fakeBridge(() =>
      Promise.reject(new BridgeError('TIMEOUT', 'timeSDK2 got no answer within 60000 ms')),
    );
    await saveBankCard(native.bridge);
    await waitFor(() => expect(currentPath()).toBe(PATHS.home));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('timeSDK2 (addBankCard, isSubmit true)'),
        expect.any(BridgeError),
      ),
    );
    expect(rejections).toEqual([]);
  });
});

describe('the loan order inside the native app', () => {
  test('the submission goes through while timeSDK2 (device data pending) never answers, and it was called', async () => {
    runtime.reset({ preset: 'quota-granted' });
    const native = fakeBridge();
    // The backend still waits for the device data of this order.
    runtime.faults.once(
      '/store/single/loan-order/time-data/status',
      fault.error(0, 'ok', { status: 'pending', flags: { ...runtime.world.config.uploadEnable } }),
    );
    const submits: string[] = [];
    onTestFinished(
      runtime.onTraffic((t) => t.path === '/store/single/loan-order/submit' && submits.push(t.path)),
    );
    const { user } = await renderApp(PATHS.toBorrow, {
      bridge: native.bridge,
      isNative: () => true,
      session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 42 },
    });
    await borrowAndSubmit(user);
    expect(submits).toHaveLength(1);
    expect(native.timeSdk2Calls()).toContainEqual(
      expect.objectContaining({ step: 'loanOrder', isSubmit: true }),
    );
  });
});
