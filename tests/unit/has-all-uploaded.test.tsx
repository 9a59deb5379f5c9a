import { screen, waitFor } from '@testing-library/react';
import { PATHS } from '../../src/domain/paths';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { applicationOf } from '../../src/mocks/world/application';
import { fault } from '../../src/mocks/world/faults';
import { createMemoryStorage, createStoredValues, type StoredValues } from '../../src/storage/stored-values';
import { installNodeFormData } from './node-form-data';
import { currentPath, renderApp } from './render-app';
import { loggedInLog, requestPaths } from './step-kit';

// `/store/has-all-uploaded` on the face step (decision 0040): a selfie saved on an earlier visit whose
// uploads were not closed is not taken again, and no face is sent twice. Real screens, the mock's real
// handlers.

const runtime = installMockServer({ preset: 'application-in-progress', presetOptions: { progress: 15 } });
const node = installNodeFormData();
afterEach(() => vi.unstubAllGlobals());

// The PNG signature and a little more: enough for the backend's image check.
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const png = (name: string) => new node.File([PNG], name, { type: 'image/png' });

const borrower = () => runtime.world.findUser(REGISTERED_MOBILE)!;

const FACE_PATHS = [
  '/store/has-all-uploaded',
  '/store/liveness/detection',
  '/store/v2/face-image-save',
  '/user/finishUploadAllImg',
];

/** Opens the face step logged in as the world's borrower, in a browser, with the given stored values. */
async function openFaceStep(storedValues: StoredValues, language: 'es' | 'en' = 'es') {
  const token = `Bearer ${REGISTERED_TOKEN}`;
  storedValues.set('token', { Authorization: token });
  const logStorage = loggedInLog(token);
  const view = await renderApp(PATHS.idCardFacial, {
    storedValues,
    logStorage,
    language,
    isNative: () => false,
  });
  await screen.findByRole('heading', {
    level: 1,
    name: /Reconocimiento facial|Verificación facial|rostro|Face/i,
  });
  return view;
}

test('a selfie saved before the uploads closed is not asked for again after a reload', async () => {
  const storedValues = createStoredValues(createMemoryStorage());
  const first = await openFaceStep(storedValues);
  // The face is saved, then the connection drops before the uploads close.
  runtime.faults.once('/user/finishUploadAllImg', fault.networkError());
  await first.user.upload(screen.getByLabelText('Tomar selfie'), png('selfie.png'));
  expect(await screen.findByText(/Rostro verificado/)).toBeInTheDocument();
  await first.user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
  expect(currentPath()).toBe(PATHS.idCardFacial);
  expect(applicationOf(runtime.world, borrower()).images.face).toBeDefined();
  expect(borrower().progress).toBe(15);
  first.unmount();

  // The borrower opens the app again: the step says the selfie is saved, and "Siguiente" only closes the
  // uploads: no new photo, no second copy of the face.
  const sent = requestPaths(runtime, ...FACE_PATHS);
  const again = await openFaceStep(storedValues);
  expect(await screen.findByText(/Tu selfie ya está guardada/)).toBeInTheDocument();
  expect(screen.getByLabelText('Tomar otra selfie')).toBeInTheDocument();
  await again.user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await waitFor(() => expect(currentPath()).toBe(PATHS.personalInfomation));
  expect(sent).toEqual(['/store/has-all-uploaded', '/user/finishUploadAllImg']);
  expect(borrower().progress).toBe(20);
});

test('in English too, and a new selfie taken instead is the one saved', async () => {
  const storedValues = createStoredValues(createMemoryStorage());
  const first = await openFaceStep(storedValues, 'en');
  runtime.faults.once('/user/finishUploadAllImg', fault.networkError());
  await first.user.upload(screen.getByLabelText('Take a selfie'), png('selfie.png'));
  expect(await screen.findByText(/Face verified/)).toBeInTheDocument();
  await first.user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
  const firstFace = applicationOf(runtime.world, borrower()).images.face?.fileId;
  first.unmount();

  const sent = requestPaths(runtime, ...FACE_PATHS);
  const again = await openFaceStep(storedValues, 'en');
  expect(await screen.findByText(/Your selfie is already saved/)).toBeInTheDocument();
  await again.user.upload(screen.getByLabelText('Take another selfie'), png('selfie-2.png'));
  expect(await screen.findByText(/Face verified/)).toBeInTheDocument();
  expect(screen.queryByText(/Your selfie is already saved/)).not.toBeInTheDocument();
  await again.user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentPath()).toBe(PATHS.personalInfomation));
  expect(sent).toEqual([
    '/store/has-all-uploaded',
    '/store/liveness/detection',
    '/store/v2/face-image-save',
    '/user/finishUploadAllImg',
  ]);
  expect(applicationOf(runtime.world, borrower()).images.face?.fileId).not.toBe(firstFace);
});

test('with no face saved yet, the step asks for the selfie as before', async () => {
  const sent = requestPaths(runtime, ...FACE_PATHS);
  const { user } = await openFaceStep(createStoredValues(createMemoryStorage()));
  await waitFor(() => expect(sent).toEqual(['/store/has-all-uploaded']));
  expect(screen.queryByText(/Tu selfie ya está guardada/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Primero tómate la selfie');
  expect(sent).toEqual(['/store/has-all-uploaded']);
  expect(currentPath()).toBe(PATHS.idCardFacial);
});
