import { checkFeedbackAccount } from '../../domain/validation/fields';
import type { HandlerContext, MockRoute } from './define-handler';
import type { MockErrorKey } from './mock-errors';
import { defineHandler } from './define-handler';
import {
  FEEDBACK_FILE_MAX_BYTES,
  type MockFeedback,
  type MockFeedbackMessage,
  type MockUpload,
} from '../world/feedback-desk';
import type { MockUser } from '../world/records';
import type { MockWorld } from '../world/world';

/**
 * Mock `/feedback/*`: the borrower's customer-service requests on the world's desk (threads that move on
 * the world's clock, agent replies, the red dot, ratings), receipt uploads and the feedback FAQ.
 */

/** A Mexican phone as the backend stores a contact: 10 digits, not starting with 0 or 1. */
const MX_PHONE = /^[2-9]\d{9}$/;

function summary(fb: MockFeedback) {
  const last = fb.messages.at(-1);
  return {
    feedbackId: fb.feedbackId,
    type: fb.type,
    status: fb.status,
    description: fb.description,
    createdAt: fb.createdAt,
    unread: fb.unread,
    lastMessage: last ? { from: last.from, content: last.content, createdAt: last.createdAt } : null,
  };
}

function message(world: MockWorld, m: MockFeedbackMessage) {
  return {
    messageId: m.messageId,
    from: m.from,
    senderName: m.senderName,
    content: m.content,
    images: m.imageIds.map((id) => world.feedback.imageUrl(id)),
    createdAt: m.createdAt,
  };
}

/** The borrower's own request, or 'not found' (another borrower's request does not exist for them). */
function ownFeedback(ctx: HandlerContext, user: MockUser, feedbackId: string): MockFeedback {
  const fb = ctx.world.feedback.find(feedbackId);
  if (!fb || fb.userId !== user.userId) ctx.error('FEEDBACK_NOT_FOUND');
  return fb;
}

/** Checks that every image id is an upload of this borrower. */
function ownUploads(ctx: HandlerContext, user: MockUser, imageIds: readonly string[]): void {
  for (const id of imageIds) {
    const upload = ctx.world.feedback.uploads.get(id);
    if (!upload || upload.userId !== user.userId) ctx.error('FEEDBACK_IMAGE_UNKNOWN');
  }
}

/** An upload of either feedback endpoint: an image of at most 20 MB (spec section 5). */
function receiveImage(ctx: HandlerContext<{ file: Blob }>, purpose: MockUpload['purpose']) {
  const user = ctx.requireUser();
  const file = ctx.payload.file;
  if (file.size > FEEDBACK_FILE_MAX_BYTES) ctx.error('FEEDBACK_FILE_TOO_LARGE');
  if (!file.type.startsWith('image/')) ctx.error('FEEDBACK_FILE_NOT_IMAGE');
  const name = (file as Partial<File>).name ?? 'image';
  const upload = ctx.world.feedback.upload({
    userId: user.userId,
    name,
    type: file.type,
    size: file.size,
    purpose,
  });
  return { fileId: upload.fileId, url: ctx.world.feedback.imageUrl(upload.fileId) };
}

const onFile = (paths: PropertyKey[][]): MockErrorKey =>
  paths.some((p) => p[0] === 'file') ? 'FEEDBACK_FILE_REQUIRED' : 'BAD_REQUEST';

const onCreate = (paths: PropertyKey[][]): MockErrorKey => {
  const first = paths[0]?.[0];
  if (first === 'type') return 'FEEDBACK_TYPE_UNKNOWN';
  if (first === 'description') return 'FEEDBACK_DESCRIPTION_INVALID';
  if (first === 'contact') return 'FEEDBACK_CONTACT_INVALID';
  if (first === 'account') return 'FEEDBACK_ACCOUNT_INVALID';
  return 'BAD_REQUEST';
};

const onThread = (paths: PropertyKey[][]): MockErrorKey => {
  const first = paths[0]?.[0];
  if (first === 'content') return 'FEEDBACK_MESSAGE_INVALID';
  if (first === 'rating') return 'FEEDBACK_RATING_INVALID';
  if (first === 'feedbackId') return 'FEEDBACK_NOT_FOUND';
  return 'BAD_REQUEST';
};

type Faq = { id: string; types: readonly number[]; es: [string, string]; en: [string, string] };

/** The feedback FAQ, in the product's real terms (spec sections 1 and 9). */
const FAQ: readonly Faq[] = [
  {
    id: 'hours',
    types: [],
    es: [
      '¿Cuándo me responden?',
      'Atención al cliente trabaja de 9:00 a 18:00 (hora del centro de México). Respondemos en ese horario, normalmente en menos de un día hábil; verás la respuesta en Mis solicitudes con un punto rojo.',
    ],
    en: [
      'When will I get an answer?',
      'Customer service works from 9:00 to 18:00 (Mexico City time). We answer within those hours, usually in less than one working day; the answer shows in My requests with a red dot.',
    ],
  },
  {
    id: 'verify-repayment',
    types: [1, 6],
    es: [
      'Pagué pero mi préstamo sigue pendiente, ¿qué hago?',
      'Crea una solicitud de tipo «Verificar pago» y adjunta la foto del comprobante (cada imagen de hasta 20 MB). Revisamos el pago y actualizamos tu saldo.',
    ],
    en: [
      'I paid but my loan is still pending. What should I do?',
      'Create a request of type "Verify repayment" and attach a photo of the receipt (each image up to 20 MB). We check the payment and update your balance.',
    ],
  },
  {
    id: 'extension',
    types: [2],
    es: [
      '¿Puedo extender el plazo de mi préstamo?',
      'Sí: desde el detalle de tu préstamo pagas la comisión de extensión y después confirmas la extensión; la nueva fecha de pago aparece al confirmar.',
    ],
    en: [
      'Can I extend my loan term?',
      'Yes: from your loan details you pay the extension fee and then confirm the extension; the new due date shows once confirmed.',
    ],
  },
  {
    id: 'late',
    types: [6],
    es: [
      '¿Qué pasa si pago tarde?',
      'Cada día de atraso genera una penalización del 2% diario sobre el monto pendiente. Paga a tiempo para aumentar tu cupo.',
    ],
    en: [
      'What happens if I pay late?',
      'Each day late adds a 2% daily penalty on the amount due. Pay on time to grow your quota.',
    ],
  },
  {
    id: 'not-arrived',
    types: [4, 7],
    es: [
      'Mi préstamo no llegó a mi cuenta',
      'Revisa que la cuenta CLABE o tarjeta registrada sea tuya y esté activa. Si el préstamo fue aprobado y no llega en 24 horas, crea una solicitud de tipo «El préstamo no llegó» y lo revisa el equipo técnico.',
    ],
    en: [
      'My loan did not arrive in my account',
      'Check that the registered CLABE account or card is yours and active. If the loan was approved and has not arrived within 24 hours, create a request of type "Loan did not arrive" and the technical team will check it.',
    ],
  },
  {
    id: 'cancel',
    types: [5],
    es: [
      '¿Puedo cancelar un préstamo?',
      'No. Una vez enviada la solicitud de préstamo no se puede cancelar. Solo puedes tener un préstamo a la vez.',
    ],
    en: [
      'Can I cancel a loan?',
      'No. Once a loan application is submitted it cannot be cancelled. You can only have one loan at a time.',
    ],
  },
];

/** The routes of `/feedback/*`. */
export const feedbackHandlers: MockRoute[] = [
  defineHandler('getFeedbackRedDot', (ctx) => {
    const user = ctx.requireUser();
    return { unread: ctx.world.feedback.unreadCount(user.userId) };
  }),

  defineHandler('getFeedbackList', (ctx) => {
    const user = ctx.requireUser();
    const page = ctx.payload?.page ?? 1;
    const pageSize = ctx.payload?.pageSize ?? 20;
    const all = ctx.world.feedback.forUser(user.userId);
    return {
      items: all.slice((page - 1) * pageSize, page * pageSize).map(summary),
      total: all.length,
      serverTime: ctx.world.now(),
    };
  }),

  defineHandler(
    'createFeedback',
    (ctx) => {
      const user = ctx.requireUser();
      const { type, description, contact, appointmentTime, account, orderId, imageIds } = ctx.payload;
      const limit = ctx.world.config.imageCountLimit;
      if (imageIds.length > limit) ctx.error('FEEDBACK_TOO_MANY_IMAGES', { limit });
      ownUploads(ctx, user, imageIds);
      const phone = contact?.trim() ?? '';
      if (phone !== '' && !MX_PHONE.test(phone)) ctx.error('FEEDBACK_CONTACT_INVALID');
      // The account: a CLABE with a right check digit of a SPEI participant, or a card's last 4 digits.
      const checkedAccount = checkFeedbackAccount(account ?? '');
      if (!checkedAccount.ok) return ctx.error('FEEDBACK_ACCOUNT_INVALID');
      const fb = ctx.world.feedback.create({
        userId: user.userId,
        type,
        description,
        contact: phone === '' ? null : phone,
        appointmentTime: appointmentTime ?? null,
        account: checkedAccount.value === '' ? null : checkedAccount.value,
        orderId: orderId ?? null,
        imageIds,
        lang: ctx.lang,
      });
      return { feedbackId: fb.feedbackId };
    },
    { invalidRequest: onCreate },
  ),

  defineHandler(
    'getFeedbackDetail',
    (ctx) => {
      const user = ctx.requireUser();
      const fb = ownFeedback(ctx, user, ctx.payload.feedbackId);
      // Opening the thread is reading it: the red dot goes.
      ctx.world.feedback.markRead(fb.feedbackId);
      return {
        ...summary(fb),
        contact: fb.contact,
        appointmentTime: fb.appointmentTime,
        account: fb.account,
        orderId: fb.orderId,
        images: fb.imageIds.map((id) => ctx.world.feedback.imageUrl(id)),
        rating: fb.rating,
      };
    },
    { invalidRequest: onThread },
  ),

  defineHandler(
    'getLeaveMessageList',
    (ctx) => {
      const user = ctx.requireUser();
      const fb = ownFeedback(ctx, user, ctx.payload.feedbackId);
      return { messages: fb.messages.map((m) => message(ctx.world, m)) };
    },
    { invalidRequest: onThread },
  ),

  defineHandler(
    'addLeaveMessage',
    (ctx) => {
      const user = ctx.requireUser();
      const fb = ownFeedback(ctx, user, ctx.payload.feedbackId);
      const imageIds = ctx.payload.imageIds ?? [];
      const limit = ctx.world.config.imageCountLimit;
      if (imageIds.length > limit) ctx.error('FEEDBACK_TOO_MANY_IMAGES', { limit });
      ownUploads(ctx, user, imageIds);
      const left = ctx.world.feedback.leaveMessage(fb.feedbackId, ctx.payload.content, imageIds);
      return { messageId: left.messageId, createdAt: left.createdAt };
    },
    { invalidRequest: onThread },
  ),

  defineHandler(
    'submitFeedbackRating',
    (ctx) => {
      const user = ctx.requireUser();
      const fb = ownFeedback(ctx, user, ctx.payload.feedbackId);
      if (fb.status !== 4) ctx.error('FEEDBACK_NOT_PROCESSED');
      if (fb.rating !== null) ctx.error('FEEDBACK_ALREADY_RATED');
      ctx.world.feedback.rate(fb.feedbackId, ctx.payload.rating, ctx.payload.comment?.trim() || null);
      return null;
    },
    { invalidRequest: onThread },
  ),

  defineHandler('uploadFeedbackCredential', (ctx) => receiveImage(ctx, 'credential'), {
    invalidRequest: onFile,
  }),
  defineHandler('uploadFeedbackFile', (ctx) => receiveImage(ctx, 'message'), { invalidRequest: onFile }),

  defineHandler('getQuestionAnswers', (ctx) => {
    const type = ctx.payload?.type;
    const items = FAQ.filter((q) => type === undefined || q.types.length === 0 || q.types.includes(type));
    return {
      items: items.map((q) => ({ questionId: q.id, question: q[ctx.lang][0], answer: q[ctx.lang][1] })),
    };
  }),
];
