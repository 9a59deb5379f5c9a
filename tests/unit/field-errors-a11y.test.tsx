import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '../../src/domain/paths';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { createMemoryStorage, createStoredValues } from '../../src/storage/stored-values';
import { currentPath, renderApp, storedSession } from './render-app';
import { installNodeFormData } from './node-form-data';

// Decision 0074: an error is on its field (aria-invalid and aria-describedby to the message), the description's
// counter is read with the field and not at each keystroke, and a photo that went up is said once.
const runtime = installMockServer();

const node = installNodeFormData();
afterEach(() => vi.unstubAllGlobals());

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const png = (name: string) => new node.File([PNG], name, { type: 'image/png' });

/** Opens a screen logged in as the world's borrower, in the browser. */
async function open(
  path: string,
  language: 'es' | 'en',
  session = storedSession(REGISTERED_MOBILE, REGISTERED_TOKEN),
) {
  const view = await renderApp(path, { ...session, language, isNative: () => false });
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

describe('the loan terms', () => {
  test.each([
    [
      'es',
      /Monto \(MXN/,
      'Continuar',
      'Confirmar préstamo',
      /He leído y acepto/,
      'Debes aceptar los términos y condiciones para continuar',
    ],
    [
      'en',
      /Amount \(MXN/,
      'Continue',
      'Confirm loan',
      /I have read and accept/,
      'You must accept the terms and conditions to continue',
    ],
  ] as const)(
    '%s: terms not accepted are on the checkbox',
    async (language, amount, next, confirm, terms, message) => {
      runtime.reset({ preset: 'quota-granted' });
      const { user } = await renderApp('/borrow/to_borrow', {
        session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 42 },
        language,
      });
      const field = await screen.findByLabelText(amount);
      await user.clear(field);
      await user.type(field, '2000');
      await user.click(screen.getByRole('button', { name: next }));
      await waitFor(() => expect(currentPath()).toBe('/borrow/product_details'));
      await user.click(await screen.findByRole('button', { name: confirm }));
      const checkbox = screen.getByRole('checkbox', { name: terms });
      await waitFor(() => expect(checkbox).toHaveAttribute('aria-invalid', 'true'));
      expect(checkbox).toHaveAccessibleDescription(message);
      await user.click(checkbox);
      expect(checkbox).not.toHaveAttribute('aria-invalid');
      expect(checkbox).toHaveAccessibleDescription('');
    },
  );
});

describe('customer service', () => {
  beforeEach(() => runtime.reset({ preset: 'registered-borrower', seed: 3 }));

  test.each([
    [
      'es',
      'Enviar mensaje',
      'Escribe un mensaje',
      'Escribe un mensaje antes de enviarlo',
      '0/500 caracteres',
    ],
    ['en', 'Send message', 'Write a message', 'Write a message before sending it', '0/500 characters'],
  ] as const)(
    '%s: an empty message is on the message box, before its counter',
    async (language, send, label, message, counter) => {
      const borrower = runtime.world.findUser(REGISTERED_MOBILE)!;
      const fb = runtime.world.feedback.create({ userId: borrower.userId, type: 3, description: 'Duda' });
      const { user } = await open(`${PATHS.feedbackDetail}?id=${fb.feedbackId}`, language);
      await user.click(await screen.findByRole('button', { name: send }));
      const box = screen.getByRole('textbox', { name: label });
      await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
      expect(box).toHaveAccessibleDescription(`${message} ${counter}`);
    },
  );

  test.each([
    ['es', /Describe tu problema/, '4/500 caracteres', 'Llegaste al límite de 500 caracteres'],
    ['en', /Describe your problem/, '4/500 characters', 'You have reached the limit of 500 characters'],
  ] as const)(
    '%s: the description counter is read with the field, not at each keystroke; the limit is said once',
    async (language, label, counter, full) => {
      const { user } = await open(PATHS.addFeedback, language);
      const description = await screen.findByRole('textbox', { name: label });
      await user.type(description, 'Hola');
      const shown = screen.getByText(counter);
      expect(shown.closest('[aria-live], [role="status"], [role="alert"], [role="log"]')).toBeNull();
      expect(description).toHaveAccessibleDescription(new RegExp(`${counter}$`));
      expect(screen.queryByText(full)).not.toBeInTheDocument();
      fireEvent.change(description, { target: { value: 'x'.repeat(500) } });
      expect(await screen.findByText(full)).toHaveAttribute('role', 'status');
      fireEvent.change(description, { target: { value: 'x'.repeat(499) } });
      expect(screen.queryByText(full)).not.toBeInTheDocument();
    },
  );

  test('a missing request type is on each of its radios', async () => {
    const { user } = await open(PATHS.addFeedback, 'es');
    await user.click(await screen.findByRole('button', { name: 'Enviar solicitud' }));
    await screen.findByText('Elige el tipo de solicitud');
    const radios = within(screen.getByRole('radiogroup', { name: 'Tipo de solicitud' })).getAllByRole(
      'radio',
    );
    expect(radios).toHaveLength(7);
    for (const radio of radios) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      expect(radio).toHaveAccessibleDescription('Elige el tipo de solicitud');
    }
  });
});

describe('the document photos', () => {
  const side = (title: string) => screen.getByRole('region', { name: new RegExp(title) });

  test.each([
    ['es', 'Frente de tu INE', 'Tomar foto del frente', 'La foto del frente se subió'],
    ['en', 'Front of your INE', 'Take a photo of the front', 'The photo of the front is uploaded'],
  ] as const)(
    '%s: a photo that went up is said once, politely; a restored one is not',
    async (language, title, take, said) => {
      runtime.reset({ preset: 'application-in-progress', presetOptions: { progress: 10 } });
      const storedValues = createStoredValues(createMemoryStorage());
      const { logStorage } = storedSession(REGISTERED_MOBILE, REGISTERED_TOKEN);
      storedValues.set('token', { Authorization: `Bearer ${REGISTERED_TOKEN}` });
      const first = await open(PATHS.idCardAuthentication, language, { storedValues, logStorage });
      // The status line is there, silent, before the upload: a live region added with its text may not be read.
      await screen.findByLabelText(take);
      const status = within(side(title)).getByRole('status');
      expect(status).toBeEmptyDOMElement();
      await first.user.upload(screen.getByLabelText(take), png('front.png'));
      await waitFor(() => expect(status).toHaveTextContent(said));
      expect(within(side(title)).getAllByRole('status')).toEqual([status]);
      first.unmount();

      await open(PATHS.idCardAuthentication, language, { storedValues, logStorage });
      await screen.findByLabelText(/Volver a tomar|Take the front again/);
      expect(within(side(title)).getByRole('status')).toBeEmptyDOMElement();
      expect(screen.queryByText(said)).not.toBeInTheDocument();
    },
  );
});
