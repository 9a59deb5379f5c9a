import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '../../src/domain/paths';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { fault } from '../../src/mocks/world/faults';
import { currentPath, renderApp, storedSession } from './render-app';
import { installNodeFormData } from './node-form-data';

// Decision 0068: the call-back time says it is Mexico City time; one reading of the service hours (an en dash
// too, 9:00-18:00 when empty) on every screen; a failed attachment is the images' error, not the text's.
const runtime = installMockServer({ preset: 'registered-borrower', seed: 7 });

const node = installNodeFormData();
afterEach(() => vi.unstubAllGlobals());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (name: string) => new node.File([PNG], name, { type: 'image/png' });

async function open(path: string, language: 'es' | 'en' = 'es') {
  const { storedValues, logStorage } = storedSession(REGISTERED_MOBILE, REGISTERED_TOKEN);
  const view = await renderApp(path, { storedValues, logStorage, language, isNative: () => false });
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

test('the call-back time field says the time is Mexico City’s, in both languages', async () => {
  const es = await open(PATHS.addFeedback);
  const field = await screen.findByLabelText(/^Hora preferida para llamarte, hora del centro de México/);
  expect(field).toHaveAccessibleDescription(/hora del centro de México/);
  es.unmount();
  await open(PATHS.addFeedback, 'en');
  expect(await screen.findByLabelText(/^Preferred time to call you, Mexico City time/)).toBeInTheDocument();
});

test('empty configured hours show 9:00-18:00 on the feedback screens, as on Customer service', async () => {
  runtime.world.setConfig({ customerServiceHours: '' });
  const { app } = await open(PATHS.feedbackList);
  // Once the feedback screens' own load of the configuration is in (its '' was shown as it was).
  await waitFor(() => expect(app.store.getState().feedback.limits?.serviceHours).toBe(''));
  expect(
    await screen.findByText('Horario de atención: 9:00-18:00 (hora del centro de México)'),
  ).toBeInTheDocument();
});

test('hours written with an en dash are read on the feedback screens too: a 19:00 call-back fits 8:00–20:00', async () => {
  runtime.world.setConfig({ customerServiceHours: '8:00 – 20:00' });
  const { user } = await open(PATHS.addFeedback);
  expect(
    await screen.findByText('Horario de atención: 8:00-20:00 (hora del centro de México)'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Otro' }));
  await user.type(screen.getByLabelText(/Describe tu problema/), 'Llámenme');
  fireEvent.change(screen.getByLabelText(/Hora preferida/), { target: { value: '2099-03-02T19:00' } });
  await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
  await waitFor(() => expect(currentPath()).toBe(PATHS.feedbackResult));
});

test('on the thread, an attachment that did not upload is the images’ error; the message text stays valid', async () => {
  const borrower = runtime.world.findUser(REGISTERED_MOBILE)!;
  const fb = runtime.world.feedback.create({ userId: borrower.userId, type: 3, description: 'Duda' });
  const { user } = await open(`${PATHS.feedbackDetail}?id=${fb.feedbackId}`);
  runtime.faults.once('/feedback/uploadFile', fault.networkError());
  await user.upload(await screen.findByLabelText('Agregar imagen'), [png('foto.png')]);
  expect(await screen.findByText(/No se pudo subir la imagen 1/)).toBeInTheDocument();
  const text = screen.getByLabelText('Escribe un mensaje');
  await user.type(text, 'Les mando la foto');
  await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
  const images = screen.getByRole('group', { name: 'Imágenes (opcional)' });
  expect(
    await within(images).findByText('Vuelve a intentar o quita las imágenes que no se subieron'),
  ).toBeInTheDocument();
  expect(text).not.toHaveAttribute('aria-invalid');
  expect(text).toHaveValue('Les mando la foto');
});
