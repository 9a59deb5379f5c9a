import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { loginAsNewBorrower } from './helpers';

/** The parts of `window.__cuotaMock` these tests drive (typed here: the e2e project does not compile src/). */
interface MockWindow {
  __cuotaMock: {
    clock: { advance(step: { minutes?: number; hours?: number }): number };
    faults: { add(target: string, fault: { kind: 'delay'; ms: number }): number; clear(): void };
    world: {
      findUser(mobile: string): { userId: string } | undefined;
      feedback: {
        create(input: { userId: string; type: number; description: string }): { feedbackId: string };
        agentReply(id: string, content: string, options: { senderName?: string; status?: number }): unknown;
        feedbacks: Map<
          string,
          { rating: number | null; unread: boolean; imageIds: string[]; status: number }
        >;
      };
    };
  };
  __pwned?: unknown;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real (tiny, one-colour) PNG, so the thumbnail renders as a picture. */
function png(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Logs a new borrower in and dismisses the mock's SMS notice (it would cover the top bar). */
async function login(page: Page): Promise<string> {
  const mobile = await loginAsNewBorrower(page);
  const notices = page.locator('#cuota-mock-sms').getByRole('button', { name: 'Cerrar' });
  while ((await notices.count()) > 0) await notices.first().click();
  return mobile;
}

async function openList(page: Page) {
  await page.goto('./#/feedback/feedback_list');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis solicitudes' })).toBeVisible();
}

test('a request with two receipts is answered by the world, read (red dot gone) and rated', async ({
  page,
}) => {
  // A 20 MB file crosses the browser protocol and uploads are held back on purpose: allow the time.
  test.slow();
  const mobile = await login(page);
  await openList(page);
  await expect(page.getByText('Aún no tienes solicitudes.')).toBeVisible();
  await page.getByRole('link', { name: 'Nueva solicitud' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva solicitud' })).toBeVisible();

  // Validation: nothing chosen or typed, a bad phone, an image over 20 MB.
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Elige el tipo de solicitud')).toBeVisible();
  await expect(page.getByText('La descripción no puede estar vacía')).toBeVisible();
  await page.getByLabel('Teléfono de contacto (opcional)').fill('12345');
  await page.getByRole('radio', { name: 'Verificar pago' }).check();
  const description = 'Pagué $1,500 el 14 de enero por SPEI y sigue pendiente.';
  await page.getByLabel(/Describe tu problema/).fill(description);
  await expect(page.getByText(`${description.length}/500 caracteres`)).toBeVisible();
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('El teléfono debe tener 10 dígitos y no empezar con 0 ni 1')).toBeVisible();
  await page.getByLabel('Teléfono de contacto (opcional)').fill('55 8765 4321');
  await page.getByLabel('Agregar imagen').setInputFiles({
    name: 'enorme.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(20 * 1024 * 1024 + 1),
  });
  await expect(page.getByText('La imagen «enorme.png» pesa más de 20 MB y no se agregó')).toBeVisible();
  await expect(page.getByRole('button', { name: /Quitar imagen/ })).toHaveCount(0);

  // Two receipts, uploaded slowly enough to watch their progress bars.
  await page.evaluate(() =>
    (window as unknown as MockWindow).__cuotaMock.faults.add('/feedback/upload/credential', {
      kind: 'delay',
      ms: 1200,
    }),
  );
  await page.getByLabel('Agregar imagen').setInputFiles([
    { name: 'recibo-1.png', mimeType: 'image/png', buffer: png(24, [200, 16, 46]) },
    { name: 'recibo-2.png', mimeType: 'image/png', buffer: png(24, [30, 123, 52]) },
  ]);
  await expect(page.getByRole('progressbar', { name: 'Subiendo imagen 1' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Subiendo imagen 2' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Imagen 1' })).toBeVisible();
  await expect(page.getByText('Imagen 1 lista')).toBeVisible();
  await expect(page.getByText('Imagen 2 lista')).toBeVisible();
  await page.evaluate(() => (window as unknown as MockWindow).__cuotaMock.faults.clear());

  let creates = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/')) creates += 1;
  });
  await page.getByRole('button', { name: 'Enviar solicitud' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Recibimos tu solicitud' })).toBeVisible();
  expect(creates).toBe(1);

  await page.getByRole('link', { name: 'Ver mis solicitudes' }).click();
  const item = page.getByRole('link', { name: /Verificar pago/ });
  await expect(item).toContainText('En proceso');
  await expect(item).toContainText('Sin respuesta todavía');
  await expect(item.getByRole('img', { name: 'Respuesta nueva' })).toHaveCount(0);

  // The world's desk answers within service hours: move its clock.
  await page.evaluate(() => (window as unknown as MockWindow).__cuotaMock.clock.advance({ minutes: 30 }));
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(item).toContainText('Resuelta');
  await expect(item).toContainText(/Atención al cliente: Hola/);
  await expect(item.getByRole('img', { name: 'Respuesta nueva' })).toBeVisible();
  await expect(page.getByRole('img', { name: '1 con respuesta nueva' })).toBeVisible();

  // Reading the thread clears the red dot.
  await item.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle de la solicitud' })).toBeVisible();
  await expect(page.getByText(/Revisamos tu comprobante|Confirmamos tu pago/)).toBeVisible();
  await expect(page.getByRole('img', { name: /Comprobante [12]/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(page.getByRole('link', { name: /Verificar pago/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Respuesta nueva' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /con respuesta nueva/ })).toHaveCount(0);

  // Rated once processed.
  await page.getByRole('link', { name: /Verificar pago/ }).click();
  await page.getByRole('radio', { name: '5 de 5 estrellas' }).check();
  await page.getByRole('button', { name: 'Enviar calificación' }).click();
  await expect(page.getByText('Tu calificación: 5 de 5')).toBeVisible();
  const stored = await page.evaluate((m) => {
    const mock = (window as unknown as MockWindow).__cuotaMock;
    const userId = mock.world.findUser(m)?.userId;
    return [...mock.world.feedback.feedbacks.values()].map((f) => ({ ...f, owner: userId }));
  }, mobile);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ rating: 5, unread: false, status: 4 });
  expect(stored[0]?.imageIds).toHaveLength(2);
});

test('an agent message with markup or a script shows as plain text and runs nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const mobile = await login(page);
  const payload =
    '<img src=x onerror="window.__pwned=1;alert(1)"><script>window.__pwned=2</script> Revisa tu cuenta';
  const id = await page.evaluate(
    ([m, text]) => {
      const mock = (window as unknown as MockWindow).__cuotaMock;
      const userId = mock.world.findUser(m)?.userId ?? '';
      const fb = mock.world.feedback.create({ userId, type: 3, description: '<b>¿Y mi dinero?</b>' });
      mock.world.feedback.agentReply(fb.feedbackId, text, {
        senderName: '<i onmouseover="alert(2)">Ana</i>',
        status: 4,
      });
      return fb.feedbackId;
    },
    [mobile, payload] as const,
  );
  await page.goto(`./#/feedback/feedbackDetail?id=${id}`);
  await expect(page.getByText(payload, { exact: true })).toBeVisible();
  await expect(page.getByText('<b>¿Y mi dinero?</b>', { exact: true })).toBeVisible();
  await expect(page.getByText(/<i onmouseover="alert\(2\)">Ana<\/i>/)).toBeVisible();
  const thread = page.locator('section.screen');
  await expect(thread.locator('img[src="x"]')).toHaveCount(0);
  await expect(thread.locator('b, i[onmouseover]')).toHaveCount(0);
  // No script from the messages: the app root holds none, and the page's only inline script is the first
  // script of index.html (allowed by its CSP hash, decision 0024).
  await expect(page.locator('#root script')).toHaveCount(0);
  expect(await page.locator('script:not([src])').count()).toBe(1);
  expect(await page.evaluate(() => (window as unknown as MockWindow).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);

  // The list shows the same text as text.
  await page.goto('./#/feedback/feedback_list');
  await expect(page.getByRole('link', { name: /Otro/ })).toContainText('<img src=x onerror=');
  expect(await page.evaluate(() => (window as unknown as MockWindow).__pwned)).toBeUndefined();
});

test('in English the screens speak English; the FAQ opens its answers', async ({ page }) => {
  await login(page);
  await page.goto('./#/feedback/feedback_faq');
  const question = page.getByRole('button', { name: '¿Cuándo me responden?' });
  await question.click();
  await expect(page.getByRole('region', { name: '¿Cuándo me responden?' })).toContainText('9:00 a 18:00');
  await page.evaluate(() => window.localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'When will I get an answer?' })).toBeVisible();
  await page.getByRole('link', { name: 'My requests' }).click();
  await expect(page.getByText('You have no requests yet.')).toBeVisible();
});
