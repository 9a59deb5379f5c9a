import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '../../src/domain/paths';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { fault } from '../../src/mocks/world/faults';
import { currentPath, renderApp, storedSession } from './render-app';
import { installNodeFormData } from './node-form-data';

const runtime = installMockServer({ preset: 'registered-borrower', seed: 3 });

const node = installNodeFormData();
afterEach(() => vi.unstubAllGlobals());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (name: string) => new node.File([PNG], name, { type: 'image/png' });

/** Every request the backend answers to these paths, in order. */
function requests(...paths: string[]) {
  const seen: string[] = [];
  const off = runtime.onTraffic((t) => {
    if (t.path && paths.includes(t.path)) seen.push(t.path);
  });
  onTestFinished(off);
  return seen;
}

/** Opens a screen logged in as the world's borrower. */
async function open(path: string, language: 'es' | 'en' = 'es') {
  const { storedValues, logStorage } = storedSession(REGISTERED_MOBILE, REGISTERED_TOKEN);
  const view = await renderApp(path, { storedValues, logStorage, language, isNative: () => false });
  // Files the rules refuse must reach the screen, as a picker that ignores `accept` lets them.
  const user = userEvent.setup({ applyAccept: false });
  return { ...view, user };
}

const fileInput = () => screen.getByLabelText('Agregar imagen');
const send = () => screen.getByRole('button', { name: 'Enviar solicitud' });

describe('the add form rules', () => {
  test('empty required fields get clear messages and nothing is sent', async () => {
    const { user } = await open(PATHS.addFeedback);
    const seen = requests('/feedback/create');
    await user.click(await screen.findByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Elige el tipo de solicitud')).toBeInTheDocument();
    expect(screen.getByText('La descripción no puede estar vacía')).toBeInTheDocument();
    expect(screen.getByLabelText(/Describe tu problema/)).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toEqual([]);
  });

  test('a description of only spaces is empty; what was typed stays', async () => {
    const { user } = await open(PATHS.addFeedback);
    await user.click(await screen.findByRole('radio', { name: 'Verificar pago' }));
    const description = screen.getByLabelText(/Describe tu problema/);
    await user.type(description, '   ');
    await user.click(send());
    expect(await screen.findByText('La descripción no puede estar vacía')).toBeInTheDocument();
    expect(description).toHaveValue('   ');
    expect(screen.getByRole('radio', { name: 'Verificar pago' })).toBeChecked();
  });

  test('the description has a 500-character limit with a counter', async () => {
    const { user } = await open(PATHS.addFeedback);
    const description = await screen.findByLabelText(/Describe tu problema/);
    expect(description).toHaveAttribute('maxLength', '500');
    await user.type(description, 'Hola');
    expect(screen.getByText('4/500 caracteres')).toBeInTheDocument();
  });

  test.each([
    ['12345', 'El teléfono debe tener 10 dígitos y no empezar con 0 ni 1'],
    ['0512345678', 'El teléfono debe tener 10 dígitos y no empezar con 0 ni 1'],
    ['800 123 4567', 'Ese número no puede recibir llamadas (números 800, 900). Usa tu celular'],
  ])('contact %j is refused: "%s"', async (typed, message) => {
    const { user } = await open(PATHS.addFeedback);
    const seen = requests('/feedback/create');
    await user.click(await screen.findByRole('radio', { name: 'Otro' }));
    await user.type(screen.getByLabelText(/Describe tu problema/), 'Tengo una duda');
    await user.type(screen.getByLabelText(/Teléfono de contacto/), typed);
    await user.click(send());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Teléfono de contacto/)).toHaveValue(typed);
    expect(seen).toEqual([]);
  });

  test('a call-back time outside service hours is refused', async () => {
    const { user } = await open(PATHS.addFeedback);
    await user.click(await screen.findByRole('radio', { name: 'Otro' }));
    await user.type(screen.getByLabelText(/Describe tu problema/), 'Llámenme');
    fireEvent.change(screen.getByLabelText(/Hora preferida/), { target: { value: '2099-03-02T20:30' } });
    await user.click(send());
    expect(
      await screen.findByText('Elige una hora dentro del horario de atención (9:00-18:00)'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Hora preferida/), { target: { value: '2001-03-02T10:30' } });
    await user.click(send());
    expect(await screen.findByText('Elige una fecha y hora que aún no haya pasado')).toBeInTheDocument();
  });

  test('an image over 20 MB, or a file that is not an image, is named and not added', async () => {
    const { user } = await open(PATHS.addFeedback);
    const seen = requests('/feedback/upload/credential');
    const big = png('grande.png');
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    await user.upload(await screen.findByLabelText('Agregar imagen'), [
      big,
      new node.File(['%PDF'], 'contrato.pdf', { type: 'application/pdf' }),
    ]);
    expect(
      await screen.findByText('La imagen «grande.png» pesa más de 20 MB y no se agregó'),
    ).toBeInTheDocument();
    expect(screen.getByText('«contrato.pdf» no es una imagen y no se agregó')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Quitar imagen/ })).not.toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  test('no more images than the backend configuration allows; removing one makes room', async () => {
    runtime.world.setConfig({ imageCountLimit: 2 });
    const { user } = await open(PATHS.addFeedback);
    expect(await screen.findByText('Hasta 2 imágenes de máximo 20 MB cada una.')).toBeInTheDocument();
    await user.upload(fileInput(), [png('a.png'), png('b.png'), png('c.png')]);
    expect(
      await screen.findByText('Puedes adjuntar como máximo 2 imágenes; «c.png» no se agregó'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Imagen 2 lista')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Quitar imagen/ })).toHaveLength(2);
    expect(fileInput()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Quitar imagen 1' }));
    expect(fileInput()).toBeEnabled();
  });

  test('a request with two receipts is sent once, even on a double tap, and lands on the result', async () => {
    const { user, app } = await open(PATHS.addFeedback);
    const seen = requests('/feedback/create', '/feedback/upload/credential');
    await user.click(await screen.findByRole('radio', { name: 'Verificar pago' }));
    await user.type(screen.getByLabelText(/Describe tu problema/), 'Pagué el día 3 por SPEI');
    await user.type(screen.getByLabelText(/Teléfono de contacto/), '55 8765 4321');
    await user.upload(fileInput(), [png('recibo-1.png'), png('recibo-2.png')]);
    await user.dblClick(send());
    await waitFor(() => expect(currentPath()).toBe(PATHS.feedbackResult));
    expect(await screen.findByRole('heading', { name: 'Recibimos tu solicitud' })).toBeInTheDocument();
    expect(seen.filter((p) => p === '/feedback/create')).toHaveLength(1);
    expect(seen.filter((p) => p === '/feedback/upload/credential')).toHaveLength(2);
    const [created] = [...runtime.world.feedback.feedbacks.values()];
    expect(created).toMatchObject({ type: 1, description: 'Pagué el día 3 por SPEI', contact: '5587654321' });
    expect(created?.imageIds).toHaveLength(2);
    expect(app.store.getState().feedback.createdIds).toEqual([created?.feedbackId]);
  });

  test('when sending fails, the message shows and nothing typed or picked is lost', async () => {
    const { user } = await open(PATHS.addFeedback);
    runtime.faults.once('/feedback/create', fault.networkError());
    await user.click(await screen.findByRole('radio', { name: 'Quiero pagar' }));
    await user.type(screen.getByLabelText(/Describe tu problema/), 'No veo el botón de pago');
    await user.upload(fileInput(), [png('pantalla.png')]);
    await user.click(send());
    expect(await screen.findByText(/Sin conexión/)).toBeInTheDocument();
    expect(currentPath()).toBe(PATHS.addFeedback);
    expect(screen.getByRole('radio', { name: 'Quiero pagar' })).toBeChecked();
    expect(screen.getByLabelText(/Describe tu problema/)).toHaveValue('No veo el botón de pago');
    expect(screen.getByText('Imagen 1 lista')).toBeInTheDocument();
    await user.click(send());
    await waitFor(() => expect(currentPath()).toBe(PATHS.feedbackResult));
  });

  test('a failed upload can be retried; the request waits for it', async () => {
    const { user } = await open(PATHS.addFeedback);
    runtime.faults.once('/feedback/upload/credential', fault.networkError());
    await user.upload(await screen.findByLabelText('Agregar imagen'), [png('recibo.png')]);
    expect(await screen.findByText(/No se pudo subir la imagen 1/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Verificar pago' }));
    await user.type(screen.getByLabelText(/Describe tu problema/), 'Pagué');
    await user.click(send());
    expect(
      await screen.findAllByText('Vuelve a intentar o quita las imágenes que no se subieron'),
    ).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Reintentar imagen 1' }));
    expect(await screen.findByText('Imagen 1 lista')).toBeInTheDocument();
    await user.click(send());
    await waitFor(() => expect(currentPath()).toBe(PATHS.feedbackResult));
  });

  test('in English the form speaks English', async () => {
    const { user } = await open(PATHS.addFeedback, 'en');
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Choose the request type')).toBeInTheDocument();
    expect(screen.getByText('The description cannot be empty')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'My loan did not arrive' })).toBeInTheDocument();
  });
});

describe('the thread', () => {
  const XSS = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script> Hola';

  test('backend text with markup or a script renders as inert text', async () => {
    const user = runtime.world.findUser(REGISTERED_MOBILE)!;
    const fb = runtime.world.feedback.create({
      userId: user.userId,
      type: 3,
      description: '<b>negritas</b>',
    });
    runtime.world.feedback.agentReply(fb.feedbackId, XSS, { senderName: '<i>Ana</i>', status: 4 });
    const { container } = await open(`${PATHS.feedbackDetail}?id=${fb.feedbackId}`);
    expect(await screen.findByText(XSS)).toBeInTheDocument();
    expect(screen.getByText('<b>negritas</b>')).toBeInTheDocument();
    expect(screen.getByText(/<i>Ana<\/i>/)).toBeInTheDocument();
    expect(container.querySelector('script, img[src="x"], b, i')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  test('opening an answered request reads it (red dot gone); it is rated once processed', async () => {
    const borrower = runtime.world.findUser(REGISTERED_MOBILE)!;
    const fb = runtime.world.feedback.create({ userId: borrower.userId, type: 1, description: 'Pagué' });
    runtime.clock.advance({ minutes: 30 });
    const { user, app } = await open(PATHS.feedbackList);
    const item = await screen.findByRole('link', { name: /Verificar pago/ });
    expect(within(item).getByRole('img', { name: 'Respuesta nueva' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '1 con respuesta nueva' })).toBeInTheDocument();
    await user.click(item);
    expect(await screen.findByText(/Revisamos tu comprobante|Confirmamos tu pago/)).toBeInTheDocument();
    await waitFor(() => expect(app.store.getState().feedback.unreadCount).toBe(0));
    expect(runtime.world.feedback.feedbacks.get(fb.feedbackId)?.unread).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Enviar calificación' }));
    expect(await screen.findByText('Elige de 1 a 5 estrellas')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '4 de 5 estrellas' }));
    await user.click(screen.getByRole('button', { name: 'Enviar calificación' }));
    expect(await screen.findByText('Tu calificación: 4 de 5')).toBeInTheDocument();
    expect(runtime.world.feedback.feedbacks.get(fb.feedbackId)?.rating).toBe(4);
  });

  test('a message can be left; an empty one is refused first', async () => {
    const borrower = runtime.world.findUser(REGISTERED_MOBILE)!;
    const fb = runtime.world.feedback.create({ userId: borrower.userId, type: 3, description: 'Duda' });
    const { user } = await open(`${PATHS.feedbackDetail}?id=${fb.feedbackId}`);
    await user.click(await screen.findByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Escribe un mensaje antes de enviarlo')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Escribe un mensaje'), 'Más detalles: pagué en OXXO');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Más detalles: pagué en OXXO')).toBeInTheDocument();
    expect(screen.getByLabelText('Escribe un mensaje')).toHaveValue('');
    expect(runtime.world.feedback.feedbacks.get(fb.feedbackId)?.messages.at(-1)?.content).toBe(
      'Más detalles: pagué en OXXO',
    );
  });
});

describe('the list and the FAQ', () => {
  test('an empty list invites a first request', async () => {
    await open(PATHS.feedbackList);
    expect(await screen.findByText('Aún no tienes solicitudes.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Nueva solicitud' }).length).toBeGreaterThan(0);
  });

  test('the FAQ opens an answer on tap', async () => {
    const { user } = await open(PATHS.feedbackFaq);
    const question = await screen.findByRole('button', { name: '¿Cuándo me responden?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: '¿Cuándo me responden?' })).toHaveTextContent(/9:00 a 18:00/);
  });
});
