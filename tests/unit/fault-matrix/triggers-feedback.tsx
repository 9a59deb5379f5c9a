import { screen } from '@testing-library/react';
import { PATHS } from '../../../src/domain/paths';
import { REGISTERED, png, stubNodeUploads, type Trigger, type TriggerContext } from './harness';

/** Triggers of customer service: the list, the new request, the thread, the rating and the FAQ. */

const borrower = { world: { preset: 'registered-borrower', seed: 3 }, progress: 20 };

/** A thread of the borrower, created in the world before the screen opens (status 4 can be rated). */
function threadPath(status?: 4) {
  return (ctx: Pick<TriggerContext, 'runtime'>) => {
    const user = ctx.runtime.world.findUser(REGISTERED.mobile)!;
    const fb = ctx.runtime.world.feedback.create({
      userId: user.userId,
      type: 3,
      description: 'Duda sobre mi pago',
    });
    if (status) ctx.runtime.world.feedback.agentReply(fb.feedbackId, 'Ya quedó resuelto', { status });
    return `${PATHS.feedbackDetail}?id=${fb.feedbackId}`;
  };
}

const description = () => screen.getByLabelText(/Describe tu problema/);
const messageField = () => screen.getByLabelText('Escribe un mensaje');
const threadReady = async () => void (await screen.findByRole('button', { name: 'Enviar mensaje' }));

export const FEEDBACK_TRIGGERS: readonly Trigger[] = [
  {
    endpoint: 'getFeedbackList',
    how: 'feedback list: opening it',
    ...borrower,
    path: PATHS.feedbackList,
    onOpen: true,
    message: 'screen',
  },
  {
    endpoint: 'getFeedbackRedDot',
    how: 'feedback list: opening it loads the red dot',
    ...borrower,
    path: PATHS.feedbackList,
    onOpen: true,
    message: { event: 'feedback/redDotFailed', why: 'a badge only: the list stands without it' },
  },
  {
    endpoint: 'createFeedback',
    how: 'new request: choose the type, type the description, tap "Enviar solicitud"',
    ...borrower,
    path: PATHS.addFeedback,
    act: async (ctx) => {
      const type = () => screen.getByRole('radio', { name: 'Quiero pagar' });
      await ctx.user.click(await screen.findByRole('radio', { name: 'Quiero pagar' }));
      await ctx.user.type(description(), 'No veo el botón de pago');
      ctx.typed.push({ field: type, value: true }, { field: description, value: 'No veo el botón de pago' });
      await ctx.user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    },
    message: 'screen',
  },
  {
    endpoint: 'uploadFeedbackCredential',
    how: 'new request: add an image',
    ...borrower,
    path: PATHS.addFeedback,
    stubs: stubNodeUploads,
    act: async (ctx) => {
      await ctx.user.type(await screen.findByLabelText(/Describe tu problema/), 'Pagué en OXXO');
      ctx.typed.push({ field: description, value: 'Pagué en OXXO' });
      await ctx.user.upload(screen.getByLabelText('Agregar imagen'), [png('recibo.png')]);
    },
    message: 'screen',
  },
  {
    endpoint: 'getFeedbackDetail',
    how: 'thread: opening it',
    ...borrower,
    path: threadPath(),
    onOpen: true,
    message: 'screen',
  },
  {
    endpoint: 'getLeaveMessageList',
    how: 'thread: opening it loads the messages',
    ...borrower,
    path: threadPath(),
    onOpen: true,
    message: 'screen',
  },
  {
    endpoint: 'addLeaveMessage',
    how: 'thread: type a message, tap "Enviar mensaje"',
    ...borrower,
    path: threadPath(),
    ready: threadReady,
    act: async (ctx) => {
      await ctx.user.type(messageField(), 'Más detalles: pagué en OXXO');
      ctx.typed.push({ field: messageField, value: 'Más detalles: pagué en OXXO' });
      await ctx.user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    },
    message: 'screen',
  },
  {
    endpoint: 'uploadFeedbackFile',
    how: 'thread: type a message, add an image',
    ...borrower,
    path: threadPath(),
    stubs: stubNodeUploads,
    ready: threadReady,
    act: async (ctx) => {
      await ctx.user.type(messageField(), 'Adjunto mi recibo');
      ctx.typed.push({ field: messageField, value: 'Adjunto mi recibo' });
      await ctx.user.upload(screen.getByLabelText('Agregar imagen'), [png('recibo.png')]);
    },
    message: 'screen',
  },
  {
    endpoint: 'submitFeedbackRating',
    how: 'thread: choose 4 stars, tap "Enviar calificación"',
    ...borrower,
    path: threadPath(4),
    ready: async () => void (await screen.findByRole('button', { name: 'Enviar calificación' })),
    act: async (ctx) => {
      const stars = () => screen.getByRole('radio', { name: '4 de 5 estrellas' });
      await ctx.user.click(stars());
      ctx.typed.push({ field: stars, value: true });
      await ctx.user.click(screen.getByRole('button', { name: 'Enviar calificación' }));
    },
    message: 'screen',
  },
  {
    endpoint: 'getQuestionAnswers',
    how: 'feedback FAQ: opening it',
    ...borrower,
    path: PATHS.feedbackFaq,
    onOpen: true,
    message: 'screen',
  },
];
