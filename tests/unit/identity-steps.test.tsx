import { screen, waitFor, within } from '@testing-library/react';
import type { BridgeClient } from '../../src/bridge/client';
import type { BridgeMethod } from '../../src/bridge/contract';
import { BridgeError } from '../../src/bridge/errors';
import type { PermissionState } from '../../src/domain/events';
import { STATES } from '../../src/domain/options/states';
import { PATHS } from '../../src/domain/paths';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { applicationOf } from '../../src/mocks/world/application';
import { fault } from '../../src/mocks/world/faults';
import { createMemoryStorage, createStoredValues } from '../../src/storage/stored-values';
import { LOG_STORAGE_KEY } from '../../src/store/persistence';
import { currentPath, renderApp } from './render-app';
import { installNodeFormData } from './node-form-data';

const runtime = installMockServer({ preset: 'application-in-progress', presetOptions: { progress: 10 } });

const node = installNodeFormData();
afterEach(() => vi.unstubAllGlobals());

/** A file of Node's Blob class, named, as the borrower would pick it. */
function nodeFile(bytes: Uint8Array<ArrayBuffer>, name: string, type: string): File {
  return new node.File([bytes], name, { type });
}

// The PNG signature and a little more: enough for the backend's image check.
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const PNG_DATA_URL = `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`;
const png = (name: string) => nodeFile(PNG, name, 'image/png');

const borrower = () => runtime.world.findUser(REGISTERED_MOBILE)!;
const documentIdentity = () => applicationOf(runtime.world, borrower()).identity;

/** Every request the backend answers to these paths, in order. */
function requests(...paths: string[]) {
  const seen: string[] = [];
  const off = runtime.onTraffic((t) => {
    if (t.path && paths.includes(t.path)) seen.push(t.path);
  });
  onTestFinished(off);
  return seen;
}

/** A native bridge that answers the camera and permission calls the way a test says. */
function fakeBridge(
  options: {
    permission?: () => PermissionState;
    capture?: () => Promise<{ image: string; mime: string }>;
  } = {},
) {
  // The camera's answer becomes a File in the app: of Node's class here, for the reason above.
  vi.stubGlobal('File', node.File);
  const calls: { method: BridgeMethod; params: unknown }[] = [];
  const answer = (method: BridgeMethod, params: Record<string, unknown>): Promise<unknown> => {
    switch (method) {
      case 'checkPermission':
        return Promise.resolve({ permission: params.permission, state: options.permission?.() ?? 'granted' });
      case 'setCaptureMode':
        return options.capture?.() ?? Promise.resolve({ image: PNG_DATA_URL, mime: 'image/png' });
      case 'getLoginInfo':
        return Promise.resolve({ token: `Bearer ${REGISTERED_TOKEN}`, mobile: REGISTERED_MOBILE });
      case 'getBackUrls':
        return Promise.resolve({ action: 'back' });
      default:
        return Promise.resolve(null);
    }
  };
  const bridge: BridgeClient = {
    call: ((method: BridgeMethod, params: Record<string, unknown> = {}) => {
      calls.push({ method, params });
      return answer(method, params);
    }) as BridgeClient['call'],
    onEvent: () => () => undefined,
    onTrace: () => () => undefined,
    isAvailable: () => true,
    dispose: () => undefined,
  };
  return { bridge, calls, called: (method: BridgeMethod) => calls.filter((c) => c.method === method) };
}

/** Opens a step logged in as the world's borrower (browser unless a bridge is given). */
async function openStep(
  path: string,
  options: {
    bridge?: BridgeClient;
    language?: 'es' | 'en';
    storedValues?: ReturnType<typeof createStoredValues>;
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
  const view = await renderApp(path, {
    storedValues,
    logStorage,
    language: options.language ?? 'es',
    ...(options.bridge ? { bridge: options.bridge, isNative: () => true } : { isNative: () => false }),
  });
  const title =
    path === PATHS.idCardFacial
      ? /Reconocimiento facial|Verificación facial|rostro|Face/i
      : /INE|identific|Identity|ID/i;
  await screen.findByRole('heading', { level: 1, name: title });
  return view;
}

const side = (title: string) => screen.getByRole('region', { name: new RegExp(title) });

describe('identity document step in a browser', () => {
  test('front and back are uploaded, read, the personal form is prefilled and the step completes', async () => {
    const { user, storedValues, app } = await openStep(PATHS.idCardAuthentication);
    const uploads = requests('/user/upload/curp/front', '/user/upload/curp/back', '/store/certificate/ocr');

    const frontInput = screen.getByLabelText('Tomar foto del frente');
    expect(frontInput).toHaveAttribute('type', 'file');
    expect(frontInput).toHaveAttribute('accept', 'image/*');
    expect(frontInput).toHaveAttribute('capture', 'environment');
    expect(screen.getByText(/Evita reflejos/)).toBeInTheDocument();
    expect(within(side('Frente de tu INE')).getByText('Pendiente')).toBeInTheDocument();

    await user.upload(frontInput, png('front.png'));
    expect(await within(side('Frente de tu INE')).findByText('✓ Listo')).toBeInTheDocument();
    expect(within(side('Reverso de tu INE')).getByText('Pendiente')).toBeInTheDocument();
    expect(screen.getByLabelText('Volver a tomar el frente')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Tomar foto del reverso'), png('back.png'));
    expect(await screen.findByText('Leímos estos datos de tu documento')).toBeInTheDocument();
    expect(uploads).toEqual(['/user/upload/curp/front', '/user/upload/curp/back', '/store/certificate/ocr']);

    const person = documentIdentity();
    expect(screen.getByText(person.curp)).toBeInTheDocument();
    const prefilled = storedValues.get('drafts').personalInfomation;
    expect(prefilled).toMatchObject({
      firstName: person.firstName,
      lastName: person.lastName,
      inputBirthday: person.birthday,
      gender: String(person.gender),
      nationalId: person.curp,
      address: person.address,
    });
    // The state is stored as its option value (INEGI code), not as the printed name.
    const state = STATES.find((s) => s.value === person.state || s.label.es === person.state);
    expect(prefilled?.state).toBe(state?.value);
    expect(prefilled?.state).toMatch(/^\d{2}$/);
    expect(state?.cities.some((c) => c.value === prefilled?.city)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(currentPath()).toBe(PATHS.idCardFacial));
    expect(borrower().progress).toBe(15);
    expect(
      app.store
        .log()
        .some((e) => e.type === 'application/stepCompleted' && e.step === 'idCardAuthentication'),
    ).toBe(true);
    expect(storedValues.get('drafts').idCardAuthentication).toBeUndefined();
  });

  test('each side shows an upload progress bar while it goes up', async () => {
    const { user } = await openStep(PATHS.idCardAuthentication);
    runtime.faults.once('/user/upload/curp/front', fault.timeout());
    await user.upload(screen.getByLabelText('Tomar foto del frente'), png('front.png'));
    expect(await screen.findByRole('progressbar', { name: 'Subiendo el frente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    runtime.faults.releaseHung();
    expect(await within(side('Frente de tu INE')).findByRole('alert')).toHaveTextContent(/conexión/i);
    expect(screen.queryByRole('progressbar', { name: 'Subiendo el frente' })).not.toBeInTheDocument();
  });

  test('a photo over 20 MB is refused with a clear message and never sent', async () => {
    const { user } = await openStep(PATHS.idCardAuthentication);
    const uploads = requests('/user/upload/curp/front');
    const huge = nodeFile(new Uint8Array(20 * 1024 * 1024 + 1), 'huge.png', 'image/png');
    await user.upload(screen.getByLabelText('Tomar foto del frente'), huge);
    expect(await within(side('Frente de tu INE')).findByRole('alert')).toHaveTextContent(
      'La foto pesa más de 20 MB y no se puede subir',
    );
    expect(uploads).toHaveLength(0);
    expect(within(side('Frente de tu INE')).getByText('Pendiente')).toBeInTheDocument();
  });

  test('an upload the backend refuses asks for that side again', async () => {
    const { user } = await openStep(PATHS.idCardAuthentication);
    runtime.faults.once(
      '/user/upload/curp/back',
      fault.error(10040103, 'El archivo no es una imagen, sube una foto JPG o PNG'),
    );
    await user.upload(screen.getByLabelText('Tomar foto del reverso'), png('back.png'));
    const alert = await within(side('Reverso de tu INE')).findByRole('alert');
    expect(alert).toHaveTextContent('El archivo no es una imagen, sube una foto JPG o PNG');
    expect(alert).toHaveTextContent('Vuelve a tomar esta foto.');
    expect(screen.getByLabelText('Volver a tomar el reverso')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Volver a tomar el reverso'), png('back.png'));
    expect(await within(side('Reverso de tu INE')).findByText('✓ Listo')).toBeInTheDocument();
  });

  test('a document that cannot be read shows the re-upload prompt and the step cannot go on', async () => {
    runtime.reset({ preset: 'ocr-fails' });
    const { user } = await openStep(PATHS.idCardAuthentication);
    const finish = requests('/store/finish-ocr');
    await user.upload(screen.getByLabelText('Tomar foto del frente'), png('front.png'));
    await within(side('Frente de tu INE')).findByText('✓ Listo');
    await user.upload(screen.getByLabelText('Tomar foto del reverso'), png('back.png'));

    expect(await screen.findByText('No pudimos leer tu documento')).toBeInTheDocument();
    expect(screen.getByText(/No se pudo reconocer el frente o el reverso del documento/)).toBeInTheDocument();
    expect(screen.getByText(/Vuelve a tomar la foto del frente o del reverso/)).toBeInTheDocument();
    expect(screen.getByLabelText('Volver a tomar el frente')).toBeInTheDocument();
    expect(screen.getByLabelText('Volver a tomar el reverso')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(currentPath()).toBe(PATHS.idCardAuthentication);
    expect(finish).toHaveLength(0);

    // A better photo of one side is read again together with the other.
    runtime.world.setConfig({ application: { ...runtime.world.config.application, failOcr: false } });
    await user.upload(screen.getByLabelText('Volver a tomar el frente'), png('front-2.png'));
    expect(await screen.findByText('Leímos estos datos de tu documento')).toBeInTheDocument();
    expect(screen.queryByText('No pudimos leer tu documento')).not.toBeInTheDocument();
  });

  test('a reading that failed on the connection offers to read again, not to retake', async () => {
    const { user } = await openStep(PATHS.idCardAuthentication);
    runtime.faults.once('/store/certificate/ocr', fault.networkError());
    await user.upload(screen.getByLabelText('Tomar foto del frente'), png('front.png'));
    await within(side('Frente de tu INE')).findByText('✓ Listo');
    await user.upload(screen.getByLabelText('Tomar foto del reverso'), png('back.png'));
    await user.click(await screen.findByRole('button', { name: 'Intentar leer de nuevo' }));
    expect(await screen.findByText('Leímos estos datos de tu documento')).toBeInTheDocument();
  });

  test('"Siguiente" without photos marks both sides and sends nothing', async () => {
    const { user } = await openStep(PATHS.idCardAuthentication);
    const sent = requests('/store/finish-ocr', '/user/upload/curp/front', '/user/upload/curp/back');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(within(side('Frente de tu INE')).getByRole('alert')).toHaveTextContent('Falta la foto del frente');
    expect(within(side('Reverso de tu INE')).getByRole('alert')).toHaveTextContent(
      'Falta la foto del reverso',
    );
    expect(sent).toHaveLength(0);
  });

  test('a double tap on "Siguiente" confirms the document once', async () => {
    const { user } = await openStep(PATHS.idCardAuthentication);
    const finish = requests('/store/finish-ocr');
    await user.upload(screen.getByLabelText('Tomar foto del frente'), png('front.png'));
    await within(side('Frente de tu INE')).findByText('✓ Listo');
    await user.upload(screen.getByLabelText('Tomar foto del reverso'), png('back.png'));
    await screen.findByText('Leímos estos datos de tu documento');
    await user.dblClick(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(currentPath()).toBe(PATHS.idCardFacial));
    expect(finish).toHaveLength(1);
  });

  test('uploaded sides survive a reload of the WebView and are read again', async () => {
    const storedValues = createStoredValues(createMemoryStorage());
    const first = await openStep(PATHS.idCardAuthentication, { storedValues });
    await first.user.upload(screen.getByLabelText('Tomar foto del frente'), png('front.png'));
    await within(side('Frente de tu INE')).findByText('✓ Listo');
    await first.user.upload(screen.getByLabelText('Tomar foto del reverso'), png('back.png'));
    await screen.findByText('Leímos estos datos de tu documento');
    first.unmount();

    await openStep(PATHS.idCardAuthentication, { storedValues });
    expect(within(side('Frente de tu INE')).getByText('✓ Listo')).toBeInTheDocument();
    expect(within(side('Reverso de tu INE')).getByText('✓ Listo')).toBeInTheDocument();
    expect(await screen.findByText('Leímos estos datos de tu documento')).toBeInTheDocument();
  });

  test('in English every instruction is in English', async () => {
    await openStep(PATHS.idCardAuthentication, { language: 'en' });
    expect(screen.getByLabelText('Take a photo of the front')).toBeInTheDocument();
    expect(screen.getByLabelText('Take a photo of the back')).toBeInTheDocument();
    expect(screen.getByText(/Avoid glare/)).toBeInTheDocument();
  });
});

describe('identity document step inside the native app', () => {
  test('the native camera takes both sides after the camera permission, and the step reports to the app', async () => {
    const native = fakeBridge();
    const { user } = await openStep(PATHS.idCardAuthentication, { bridge: native.bridge });
    expect(screen.queryByLabelText('Tomar foto del frente')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tomar foto del frente' }));
    await within(side('Frente de tu INE')).findByText('✓ Listo');
    await user.click(screen.getByRole('button', { name: 'Tomar foto del reverso' }));
    await screen.findByText('Leímos estos datos de tu documento');

    expect(native.called('checkPermission')[0]?.params).toEqual({ permission: 'camera', request: false });
    expect(native.called('setCaptureMode').map((c) => c.params)).toEqual([
      { mode: 'idCardFront', url: '/user/upload/curp/front' },
      { mode: 'idCardBack', url: '/user/upload/curp/back' },
    ]);
    const images = applicationOf(runtime.world, borrower()).images;
    expect(images.curpFront?.type).toBe('image/png');
    expect(images.curpFront?.size).toBe(PNG.length);

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(currentPath()).toBe(PATHS.idCardFacial));
    // The submit report is not waited for (fire and forget): it may go out just after the next screen opens.
    const reports = () =>
      native.called('timeSDK2').map((c) => c.params as { step: string; isSubmit: boolean });
    expect(reports()).toContainEqual(
      expect.objectContaining({ step: 'idCardAuthentication', isSubmit: false }),
    );
    await waitFor(() =>
      expect(reports()).toContainEqual(
        expect.objectContaining({ step: 'idCardAuthentication', isSubmit: true }),
      ),
    );
  });

  test('a denied camera is explained; nothing is captured until it is granted, then capture works', async () => {
    let permission: PermissionState = 'denied';
    const native = fakeBridge({ permission: () => permission });
    const { user } = await openStep(PATHS.idCardAuthentication, { bridge: native.bridge });

    await user.click(screen.getByRole('button', { name: 'Tomar foto del frente' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/Usamos la cámara solo para fotografiar tu identificación/);
    await user.click(within(dialog).getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await within(dialog).findByText(/Sin este permiso no podemos continuar/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(native.called('setCaptureMode')).toHaveLength(0);

    // The borrower allows the camera in the phone settings and tries again.
    permission = 'granted';
    await user.click(screen.getByRole('button', { name: 'Tomar foto del frente' }));
    expect(await within(side('Frente de tu INE')).findByText('✓ Listo')).toBeInTheDocument();
    expect(native.called('setCaptureMode')).toHaveLength(1);
  });

  test('closing the camera without a photo shows no error; a camera failure does', async () => {
    let failure = new BridgeError('REJECTED', 'user cancelled', {
      method: 'setCaptureMode',
      nativeCode: 'CANCELLED',
    });
    const native = fakeBridge({ capture: () => Promise.reject(failure) });
    const { user } = await openStep(PATHS.idCardAuthentication, { bridge: native.bridge });
    const uploads = requests('/user/upload/curp/front');
    await user.click(screen.getByRole('button', { name: 'Tomar foto del frente' }));
    await waitFor(() => expect(native.called('setCaptureMode')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tomar foto del frente' })).toBeEnabled());
    expect(within(side('Frente de tu INE')).queryByRole('alert')).not.toBeInTheDocument();

    failure = new BridgeError('TIMEOUT', 'no answer', { method: 'setCaptureMode' });
    await user.click(screen.getByRole('button', { name: 'Tomar foto del frente' }));
    expect(await within(side('Frente de tu INE')).findByRole('alert')).toHaveTextContent(
      'No se pudo tomar la foto',
    );
    expect(uploads).toHaveLength(0);
  });
});

describe('face step', () => {
  beforeEach(() => {
    runtime.reset({ preset: 'application-in-progress', presetOptions: { progress: 15 } });
  });

  test('a selfie passes the liveness check, is saved and the images are closed', async () => {
    const { user } = await openStep(PATHS.idCardFacial);
    const sent = requests(
      '/store/liveness/detection',
      '/store/v2/face-image-save',
      '/user/finishUploadAllImg',
    );
    const input = screen.getByLabelText('Tomar selfie');
    expect(input).toHaveAttribute('capture', 'user');
    expect(screen.getByText(/Quítate lentes, gorra y cubrebocas/)).toBeInTheDocument();

    await user.upload(input, png('selfie.png'));
    expect(await screen.findByText(/Rostro verificado/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(currentPath()).toBe(PATHS.personalInfomation));
    expect(sent).toEqual([
      '/store/liveness/detection',
      '/store/v2/face-image-save',
      '/user/finishUploadAllImg',
    ]);
    expect(borrower().progress).toBe(20);
    expect(applicationOf(runtime.world, borrower()).images.face).toBeDefined();
  });

  test('a face that is not recognised says so and lets the borrower try again', async () => {
    runtime.reset({ preset: 'liveness-fails' });
    const { user } = await openStep(PATHS.idCardFacial);
    const saves = requests('/store/v2/face-image-save');
    await user.upload(screen.getByLabelText('Tomar selfie'), png('selfie.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo reconocer tu rostro');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(currentPath()).toBe(PATHS.idCardFacial);
    expect(saves).toHaveLength(0);

    runtime.world.setConfig({ application: { ...runtime.world.config.application, failLiveness: false } });
    await user.upload(screen.getByLabelText('Tomar otra selfie'), png('selfie-2.png'));
    expect(await screen.findByText(/Rostro verificado/)).toBeInTheDocument();
  });

  test('a face the backend refuses on saving shows its message and the step stays', async () => {
    const { user } = await openStep(PATHS.idCardFacial);
    runtime.faults.once(
      '/store/v2/face-image-save',
      fault.error(10040204, 'El rostro no coincide con tu identificación'),
    );
    await user.upload(screen.getByLabelText('Tomar selfie'), png('selfie.png'));
    await screen.findByText(/Rostro verificado/);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('El rostro no coincide con tu identificación')).toBeInTheDocument();
    expect(currentPath()).toBe(PATHS.idCardFacial);
    expect(screen.getByLabelText('Tomar otra selfie')).toBeInTheDocument();
  });

  test('"Siguiente" before any selfie asks for it and sends nothing', async () => {
    const { user } = await openStep(PATHS.idCardFacial);
    const sent = requests('/store/v2/face-image-save', '/user/finishUploadAllImg');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Primero tómate la selfie');
    expect(sent).toHaveLength(0);
  });

  test('inside the native app the front camera is asked for after the camera permission', async () => {
    const native = fakeBridge();
    const { user } = await openStep(PATHS.idCardFacial, { bridge: native.bridge });
    await user.click(screen.getByRole('button', { name: 'Tomar selfie' }));
    expect(await screen.findByText(/Rostro verificado/)).toBeInTheDocument();
    expect(native.called('checkPermission')[0]?.params).toEqual({ permission: 'camera', request: false });
    expect(native.called('setCaptureMode')[0]?.params).toEqual({
      mode: 'face',
      url: '/store/liveness/detection',
    });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(currentPath()).toBe(PATHS.personalInfomation));
    await waitFor(() =>
      expect(native.called('timeSDK2').map((c) => c.params)).toContainEqual(
        expect.objectContaining({ step: 'idCardFacial', isSubmit: true }),
      ),
    );
  });
});
