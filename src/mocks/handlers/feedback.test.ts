import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../presets/registered-borrower';
import { installMockServer, resetMockWorld } from '../server';
import { wireCall } from '../wire-client';
import { FEEDBACK_FILE_MAX_BYTES } from '../world/feedback-desk';
import { restoreWorld } from '../world/world';
import { MOCK_ERRORS } from './mock-errors';

const mock = installMockServer({ preset: 'registered-borrower', seed: 7 });

// Node's fetch cannot read jsdom's FormData and Blob; a browser has no such split, so use Node's here.
beforeEach(async () => {
  const nodeForm = await new Response('a=1', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).formData();
  vi.stubGlobal('FormData', nodeForm.constructor);
});
afterEach(() => vi.unstubAllGlobals());

type Answer<T = unknown> = { code: number; msg: string; data: T };

async function call<T = unknown>(
  path: string,
  payload?: unknown,
  options: { lang?: 'es' | 'en'; token?: string; files?: Record<string, Blob> } = {},
): Promise<Answer<T>> {
  const answer = await wireCall(path, payload, { token: REGISTERED_TOKEN, ...options });
  return answer.body as Answer<T>;
}

/** A Blob of Node's own class (Response.blob() is Node's), which Node's fetch can send. */
const nodeFile = (bytes: number, type: string) =>
  new Response(new Uint8Array(bytes), { headers: { 'content-type': type } }).blob();

async function upload(file?: Blob, path = '/feedback/upload/credential') {
  const part = file ?? (await nodeFile(64, 'image/png'));
  return call<{ fileId: string; url: string }>(path, undefined, { files: { file: part } });
}

async function create(payload: Record<string, unknown>, lang: 'es' | 'en' = 'es') {
  return call<{ feedbackId: string }>(
    '/feedback/create',
    { type: 1, description: 'Pagué ayer', imageIds: [], ...payload },
    { lang },
  );
}

type Item = {
  feedbackId: string;
  status: number;
  unread: boolean;
  lastMessage: { from: string; content: string } | null;
};
const list = async () =>
  (await call<{ items: Item[]; total: number }>('/feedback/list/feedback', { page: 1 })).data;
const redDot = async () => (await call<{ unread: number }>('/feedback/red-dot-marker')).data.unread;

describe('feedback threads on the world clock', () => {
  it('a request with two receipts is answered by an agent in service hours, read (red dot gone) and rated once', async () => {
    const first = await upload();
    const second = await upload();
    expect(first).toMatchObject({
      code: 0,
      data: { fileId: expect.any(String), url: expect.stringMatching(/^data:image\//) },
    });
    const created = await create({
      imageIds: [first.data.fileId, second.data.fileId],
      contact: '5587654321',
    });
    expect(created.code).toBe(0);
    const id = created.data.feedbackId;

    expect((await list()).items).toEqual([
      expect.objectContaining({ feedbackId: id, status: 1, unread: false, lastMessage: null }),
    ]);
    expect(await redDot()).toBe(0);

    mock.clock.advance({ minutes: 30 });
    const answered = (await list()).items[0]!;
    expect(answered).toMatchObject({ status: 4, unread: true, lastMessage: { from: 'agent' } });
    expect(answered.lastMessage?.content).toMatch(/comprobante|pago/);
    expect(await redDot()).toBe(1);

    const detail = await call<{ images: string[]; unread: boolean; contact: string }>('/feedback/detail', {
      feedbackId: id,
    });
    expect(detail.data).toMatchObject({ contact: '5587654321', unread: false });
    expect(detail.data.images).toHaveLength(2);
    expect(await redDot()).toBe(0);

    const messages = await call<{ messages: { from: string; senderName: string }[] }>(
      '/feedback/list/leave-message',
      { feedbackId: id },
    );
    expect(messages.data.messages).toEqual([
      expect.objectContaining({ from: 'agent', senderName: expect.any(String) }),
    ]);

    expect((await call('/feedback/submit-rating', { feedbackId: id, rating: 5 })).code).toBe(0);
    expect(mock.world.feedback.feedbacks.get(id)?.rating).toBe(5);
    expect(await call('/feedback/submit-rating', { feedbackId: id, rating: 4 })).toMatchObject({
      code: MOCK_ERRORS.FEEDBACK_ALREADY_RATED.code,
      msg: 'Ya calificaste esta solicitud',
    });
  });

  it('a request cannot be rated before it is processed', async () => {
    const { data } = await create({});
    expect(
      await call('/feedback/submit-rating', { feedbackId: data.feedbackId, rating: 3 }, { lang: 'en' }),
    ).toMatchObject({
      code: MOCK_ERRORS.FEEDBACK_NOT_PROCESSED.code,
      msg: 'You can rate your request once it has been processed',
    });
  });

  it('a loan that did not arrive goes to the technical team (5) before it is processed (4)', async () => {
    const { data } = await create({ type: 7, description: 'No me llegó el dinero' });
    mock.clock.advance({ minutes: 25 });
    expect(mock.world.feedback.find(data.feedbackId)?.status).toBe(5);
    mock.clock.advance({ hours: 2 });
    const fb = mock.world.feedback.find(data.feedbackId);
    expect(fb?.status).toBe(4);
    expect(fb?.messages.map((m) => m.from)).toEqual(['agent', 'agent']);
  });

  it('"other" waits for the borrower (3); their message reopens it (2) and an agent closes it (4)', async () => {
    const { data } = await create({ type: 3, description: 'Tengo una duda' });
    mock.clock.advance({ minutes: 25 });
    expect(mock.world.feedback.find(data.feedbackId)?.status).toBe(3);
    const left = await call<{ messageId: string }>('/feedback/add/leaveMsg', {
      feedbackId: data.feedbackId,
      content: 'Es sobre mi cuenta',
    });
    expect(left.code).toBe(0);
    expect(mock.world.feedback.find(data.feedbackId)?.status).toBe(2);
    mock.clock.advance({ minutes: 25 });
    const messages = mock.world.feedback.find(data.feedbackId)?.messages.map((m) => m.from);
    expect(messages).toEqual(['agent', 'user', 'agent']);
    expect(mock.world.feedback.find(data.feedbackId)?.status).toBe(4);
  });

  it('a request made after 18:00 is answered after 9:00 the next morning (Mexico City)', async () => {
    // 19:00 in Mexico City is 01:00 UTC the next day.
    mock.clock.set(Date.UTC(2026, 0, 16, 1, 0, 0));
    const { data } = await create({});
    mock.clock.advance({ hours: 13, minutes: 59 }); // 8:59
    expect(mock.world.feedback.find(data.feedbackId)?.messages).toHaveLength(0);
    mock.clock.advance({ minutes: 25 });
    const reply = mock.world.feedback.find(data.feedbackId)?.messages[0];
    expect(reply?.createdAt).toBeGreaterThanOrEqual(Date.UTC(2026, 0, 16, 15, 0, 0));
  });

  it('the agent answers in the language the request was written in, under the agent name from the seed', async () => {
    const { data } = await create({}, 'en');
    mock.clock.advance({ minutes: 30 });
    const fb = mock.world.feedback.find(data.feedbackId);
    expect(fb?.messages[0]?.content).toMatch(/^Hi, this is |^Hi, .* here\./);
    expect(fb?.messages[0]?.senderName).toBe(fb?.agentName);
    expect(fb?.messages[0]?.content).toContain(fb?.agentName);
  });

  it('the same seed and requests give the same threads; a snapshot restores them', async () => {
    const run = async () => {
      resetMockWorld({ preset: 'registered-borrower', seed: 7 });
      await create({ type: 4, description: 'Falló' });
      mock.clock.advance({ hours: 3 });
      return mock.world.feedback.snapshot();
    };
    const a = await run();
    expect(await run()).toEqual(a);
    const restored = restoreWorld(mock.world.snapshot());
    expect(restored.feedback.snapshot()).toEqual(a);
  });

  it('another borrower cannot see the request; account deletion forgets it', async () => {
    const { data } = await create({});
    const other = mock.world.addUser({ mobile: '5599887766' });
    const token = mock.world.issueToken(other.mobile);
    expect(await call('/feedback/detail', { feedbackId: data.feedbackId }, { token })).toMatchObject({
      code: MOCK_ERRORS.FEEDBACK_NOT_FOUND.code,
    });
    mock.world.deleteUser(REGISTERED_MOBILE);
    expect(mock.world.feedback.feedbacks.size).toBe(0);
  });

  it('an agent message written by a tool counts as unread until the thread is opened', async () => {
    const { data } = await create({});
    mock.world.feedback.agentReply(data.feedbackId, '<b>hola</b>', { status: 4 });
    expect(await redDot()).toBe(1);
    await call('/feedback/detail', { feedbackId: data.feedbackId });
    expect(await redDot()).toBe(0);
  });
});

describe('feedback validation', () => {
  it.each([
    [
      'es',
      { description: '   ' },
      'FEEDBACK_DESCRIPTION_INVALID',
      'La descripción no puede estar vacía (máximo 1000 caracteres)',
    ],
    [
      'en',
      { description: '' },
      'FEEDBACK_DESCRIPTION_INVALID',
      'The description cannot be empty (at most 1,000 characters)',
    ],
    ['es', { type: 9 }, 'FEEDBACK_TYPE_UNKNOWN', 'Elige un tipo de solicitud válido'],
    ['en', { type: 0 }, 'FEEDBACK_TYPE_UNKNOWN', 'Please choose a valid request type'],
    ['es', { contact: '12345' }, 'FEEDBACK_CONTACT_INVALID', 'El teléfono de contacto no es válido'],
    [
      'es',
      { imageIds: ['IMG999999'] },
      'FEEDBACK_IMAGE_UNKNOWN',
      'Una de las imágenes no se recibió, vuelve a adjuntarla',
    ],
  ] as const)('%s %j is refused with %s', async (lang, payload, key, msg) => {
    expect(await create(payload, lang)).toEqual({ code: MOCK_ERRORS[key].code, msg, data: null });
    expect(mock.world.feedback.feedbacks.size).toBe(0);
  });

  it('refuses more images than the configured limit', async () => {
    mock.world.setConfig({ imageCountLimit: 2 });
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await upload()).data.fileId);
    expect(await create({ imageIds: ids })).toMatchObject({
      code: MOCK_ERRORS.FEEDBACK_TOO_MANY_IMAGES.code,
      msg: 'Puedes adjuntar como máximo 2 imágenes',
    });
    expect((await create({ imageIds: ids.slice(0, 2) })).code).toBe(0);
  });

  it('refuses a file over 20 MB and a file that is not an image, on both upload calls', async () => {
    const big = await nodeFile(FEEDBACK_FILE_MAX_BYTES + 1, 'image/png');
    expect(await upload(big)).toMatchObject({
      code: MOCK_ERRORS.FEEDBACK_FILE_TOO_LARGE.code,
      msg: 'Cada archivo debe pesar como máximo 20 MB',
    });
    const exact = await nodeFile(FEEDBACK_FILE_MAX_BYTES, 'image/png');
    expect((await upload(exact, '/feedback/uploadFile')).code).toBe(0);
    const pdf = await nodeFile(4, 'application/pdf');
    expect(await upload(pdf, '/feedback/uploadFile')).toMatchObject({
      code: MOCK_ERRORS.FEEDBACK_FILE_NOT_IMAGE.code,
    });
  });

  it('refuses an empty message and an out-of-range rating', async () => {
    const { data } = await create({});
    expect(await call('/feedback/add/leaveMsg', { feedbackId: data.feedbackId, content: ' ' })).toMatchObject(
      {
        code: MOCK_ERRORS.FEEDBACK_MESSAGE_INVALID.code,
      },
    );
    expect(await call('/feedback/submit-rating', { feedbackId: data.feedbackId, rating: 6 })).toMatchObject({
      code: MOCK_ERRORS.FEEDBACK_RATING_INVALID.code,
    });
  });

  it('needs a session for the borrower calls', async () => {
    const answer = await wireCall('/feedback/red-dot-marker');
    expect((answer.body as Answer).code).toBe(MOCK_ERRORS.INVALID_TOKEN.code);
  });
});

describe('feedback FAQ', () => {
  it('answers in the request language, optionally for one type', async () => {
    const es = await call<{ items: { questionId: string; question: string }[] }>(
      '/feedback/list/question_answer',
    );
    expect(es.data.items.length).toBeGreaterThanOrEqual(5);
    expect(es.data.items[0]?.question).toBe('¿Cuándo me responden?');
    const en = await call<{ items: { questionId: string; answer: string }[] }>(
      '/feedback/list/question_answer',
      { type: 2 },
      { lang: 'en' },
    );
    expect(en.data.items.map((i) => i.questionId)).toEqual(['hours', 'extension']);
    expect(en.data.items[0]?.answer).toContain('9:00 to 18:00');
  });
});
