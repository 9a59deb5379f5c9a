import { screen, waitFor, within } from '@testing-library/react';
import type { BridgeClient } from '../../src/bridge/client';
import type { BridgeMethod } from '../../src/bridge/contract';
import type { PermissionState } from '../../src/domain/events';
import { PATHS } from '../../src/domain/paths';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { applicationOf } from '../../src/mocks/world/application';
import { fault } from '../../src/mocks/world/faults';
import { createMemoryStorage, createStoredValues } from '../../src/storage/stored-values';
import { LOG_STORAGE_KEY } from '../../src/store/persistence';
import { currentPath, renderApp } from './render-app';
import { installNodeFormData } from './node-form-data';

// featureMode (spec section 3; package configuration, stored value): `live` decides whether the selfie goes
// through liveness detection, `frontPermission` whether the app explains a permission before the native
// request.

const runtime = installMockServer({ preset: 'application-in-progress', presetOptions: { progress: 15 } });

const node = installNodeFormData();
beforeEach(() => {
  runtime.reset({ preset: 'application-in-progress', presetOptions: { progress: 15 } });
});
afterEach(() => vi.unstubAllGlobals());

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const PNG_DATA_URL = `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`;
const png = (name: string) => new node.File([PNG], name, { type: 'image/png' });
const borrower = () => runtime.world.findUser(REGISTERED_MOBILE)!;

/** The face-related requests the backend answered, with what they carried. */
function faceTraffic() {
  const seen: { path: string; payload: unknown }[] = [];
  const paths = ['/store/liveness/detection', '/store/v2/face-image-save', '/user/finishUploadAllImg'];
  onTestFinished(
    runtime.onTraffic(
      (t) => void (t.path && paths.includes(t.path) && seen.push({ path: t.path, payload: t.payload })),
    ),
  );
  return seen;
}

/** A native bridge whose camera permission is as the test says; a request grants it when `grantOnRequest`. */
function fakeBridge(options: { permission: PermissionState; grantOnRequest: boolean }) {
  vi.stubGlobal('File', node.File);
  let permission = options.permission;
  const calls: { method: BridgeMethod; params: Record<string, unknown> }[] = [];
  const bridge: BridgeClient = {
    call: ((method: BridgeMethod, params: Record<string, unknown> = {}) => {
      calls.push({ method, params });
      switch (method) {
        case 'checkPermission':
          if (params.request === true && options.grantOnRequest) permission = 'granted';
          return Promise.resolve({ permission: params.permission, state: permission });
        case 'setCaptureMode':
          return Promise.resolve({ image: PNG_DATA_URL, mime: 'image/png' });
        case 'getLoginInfo':
          return Promise.resolve({ token: `Bearer ${REGISTERED_TOKEN}`, mobile: REGISTERED_MOBILE });
        case 'getBackUrls':
          return Promise.resolve({ action: 'back' });
        default:
          return Promise.resolve(null);
      }
    }) as BridgeClient['call'],
    onEvent: () => () => undefined,
    onTrace: () => () => undefined,
    isAvailable: () => true,
    dispose: () => undefined,
  };
  return { bridge, calls, called: (method: BridgeMethod) => calls.filter((c) => c.method === method) };
}

/** Opens the face step logged in, and waits for the package configuration (unless it is made to fail). */
async function openFaceStep(
  options: {
    bridge?: BridgeClient;
    storedValues?: ReturnType<typeof createStoredValues>;
    waitForConfig?: boolean;
  } = {},
) {
  const storedValues = options.storedValues ?? createStoredValues(createMemoryStorage());
  const token = `Bearer ${REGISTERED_TOKEN}`;
  storedValues.set('token', { Authorization: token });
  const logStorage = createMemoryStorage();
  logStorage.setItem(
    LOG_STORAGE_KEY,
    JSON.stringify({
      version: 2,
      snapshot: null,
      events: [{ type: 'session/loggedIn', at: 1, mobile: REGISTERED_MOBILE, token, via: 'web' }],
    }),
  );
  const view = await renderApp(PATHS.idCardFacial, {
    storedValues,
    logStorage,
    ...(options.bridge ? { bridge: options.bridge, isNative: () => true } : { isNative: () => false }),
  });
  await screen.findByRole('heading', { level: 1, name: /rostro|facial/i });
  if (options.waitForConfig !== false)
    await waitFor(() => expect(view.app.store.getState().config.bySource.store).not.toBeNull());
  return view;
}

describe('featureMode.live: liveness detection of the selfie', () => {
  test('live = 1: the selfie goes through /store/liveness/detection and is saved with its livenessId', async () => {
    runtime.world.setConfig({ featureMode: { live: 1, frontPermission: 1 } });
    const sent = faceTraffic();
    const { user } = await openFaceStep();
    await user.upload(screen.getByLabelText('Tomar selfie'), png('selfie.png'));
    expect(await screen.findByText(/Rostro verificado/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(currentPath()).toBe(PATHS.personalInfomation));
    expect(sent.map((s) => s.path)).toEqual([
      '/store/liveness/detection',
      '/store/v2/face-image-save',
      '/user/finishUploadAllImg',
    ]);
    expect(sent[1]!.payload).toMatchObject({ livenessId: expect.any(String) });
  });

  test('live = 0: no liveness call; the selfie is saved without a livenessId and the step completes', async () => {
    runtime.world.setConfig({ featureMode: { live: 0, frontPermission: 1 } });
    const sent = faceTraffic();
    const { user } = await openFaceStep();
    await user.upload(screen.getByLabelText('Tomar selfie'), png('selfie.png'));
    expect(await screen.findByText(/Selfie lista/)).toBeInTheDocument();
    // No claim of a verification that did not happen.
    expect(screen.queryByText(/Rostro verificado/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(currentPath()).toBe(PATHS.personalInfomation));
    expect(sent.map((s) => s.path)).toEqual(['/store/v2/face-image-save', '/user/finishUploadAllImg']);
    expect(sent[0]!.payload).not.toHaveProperty('livenessId');
    expect(borrower().progress).toBe(20);
    expect(applicationOf(runtime.world, borrower()).images.face).toBeDefined();
  });

  test('live = 0 in the stored featureMode applies while the package configuration cannot load', async () => {
    // The backend agrees (liveness off) but its package configuration does not answer.
    runtime.world.setConfig({ featureMode: { live: 0, frontPermission: 1 } });
    runtime.faults.add('/store/package-config', fault.http500());
    runtime.faults.add('/app/package-config', fault.http500());
    const storedValues = createStoredValues(createMemoryStorage());
    storedValues.set('featureMode', { live: 0, frontPermission: 1 });
    const sent = faceTraffic();
    const { user, app } = await openFaceStep({ storedValues, waitForConfig: false });
    await waitFor(() => expect(app.store.getState().config.bySource).toEqual({ app: null, store: null }));
    await user.upload(screen.getByLabelText('Tomar selfie'), png('selfie.png'));
    expect(await screen.findByText(/Selfie lista/)).toBeInTheDocument();
    expect(sent.map((s) => s.path)).toEqual([]);
  });
});

describe('featureMode.frontPermission: the rationale before the native permission request', () => {
  test('frontPermission = 1: a camera not yet granted is explained first; the native request waits for the borrower', async () => {
    runtime.world.setConfig({ featureMode: { live: 1, frontPermission: 1 } });
    const native = fakeBridge({ permission: 'denied', grantOnRequest: true });
    const { user } = await openFaceStep({ bridge: native.bridge });
    await user.click(screen.getByRole('button', { name: 'Tomar selfie' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/Usamos la cámara solo para fotografiar tu identificación/);
    expect(native.called('checkPermission').map((c) => c.params)).toEqual([
      { permission: 'camera', request: false },
    ]);
    expect(native.called('setCaptureMode')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Intentar de nuevo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(native.called('checkPermission').map((c) => c.params)).toEqual([
      { permission: 'camera', request: false },
      { permission: 'camera', request: true },
    ]);
  });

  test('frontPermission = 0: no rationale; the native request goes at once and the camera opens', async () => {
    runtime.world.setConfig({ featureMode: { live: 1, frontPermission: 0 } });
    const native = fakeBridge({ permission: 'denied', grantOnRequest: true });
    const { user } = await openFaceStep({ bridge: native.bridge });
    await user.click(screen.getByRole('button', { name: 'Tomar selfie' }));
    await waitFor(() => expect(native.called('setCaptureMode')).toHaveLength(1));
    expect(native.called('checkPermission').map((c) => c.params)).toEqual([
      { permission: 'camera', request: false },
      { permission: 'camera', request: true },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText(/Rostro verificado/)).toBeInTheDocument();
  });

  test('frontPermission = 0 and the borrower refuses: only the denial is explained, after the native request', async () => {
    runtime.world.setConfig({ featureMode: { live: 1, frontPermission: 0 } });
    const native = fakeBridge({ permission: 'denied', grantOnRequest: false });
    const { user } = await openFaceStep({ bridge: native.bridge });
    await user.click(screen.getByRole('button', { name: 'Tomar selfie' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/Sin este permiso no podemos continuar/);
    expect(native.called('checkPermission').map((c) => c.params)).toEqual([
      { permission: 'camera', request: false },
      { permission: 'camera', request: true },
    ]);
    expect(native.called('setCaptureMode')).toHaveLength(0);
  });
});
