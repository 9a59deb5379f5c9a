import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '../../src/domain/paths';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { currentPath, renderApp, storedSession } from './render-app';
import { installNodeFormData } from './node-form-data';

/**
 * Issue 32: an upload's file id reaches the form through the state (the feedback slice keeps it by the
 * upload's client id), not through the events its run returned.
 */
const runtime = installMockServer({ preset: 'registered-borrower', seed: 5 });
const node = installNodeFormData();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (name: string) => new node.File([PNG], name, { type: 'image/png' });

async function openAddForm() {
  const { storedValues, logStorage } = storedSession(REGISTERED_MOBILE, REGISTERED_TOKEN);
  await renderApp(PATHS.addFeedback, { storedValues, logStorage, language: 'es', isNative: () => false });
  return userEvent.setup();
}

/** The id the backend gave the upload of a file of this name. */
function uploadedId(name: string): string | undefined {
  return [...runtime.world.feedback.uploads.values()].find((u) => u.name === name)?.fileId;
}

test('the request carries the file ids the backend gave each picked image, in the order picked', async () => {
  const user = await openAddForm();
  await user.click(await screen.findByRole('radio', { name: 'Verificar pago' }));
  await user.type(screen.getByLabelText(/Describe tu problema/), 'Pagué por SPEI');
  await user.upload(screen.getByLabelText('Agregar imagen'), [png('primero.png'), png('segundo.png')]);
  expect(await screen.findByText('Imagen 1 lista')).toBeInTheDocument();
  expect(await screen.findByText('Imagen 2 lista')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
  await waitFor(() => expect(currentPath()).toBe(PATHS.feedbackResult));
  const [created] = [...runtime.world.feedback.feedbacks.values()];
  const expected = [uploadedId('primero.png'), uploadedId('segundo.png')];
  expect(expected.every((id) => typeof id === 'string')).toBe(true);
  expect(created?.imageIds).toEqual(expected);
});
