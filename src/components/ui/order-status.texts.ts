import type { OrderStatus } from '../../domain/events';
import { registerTexts } from '../../i18n/i18n';

/** The nine order statuses of spec section 3 in words, shared by home, borrow and records. */
export const texts = registerTexts('orderStatus', {
  es: {
    request: 'Por enviar',
    assessing: 'En revisión',
    repaying: 'Por pagar',
    overdue: 'Vencido',
    disbursing: 'En depósito',
    rejected: 'Rechazado',
    failed: 'Depósito fallido',
    cancel: 'Cancelado',
    finished: 'Pagado',
  },
  en: {
    request: 'Not submitted',
    assessing: 'Under review',
    repaying: 'Repaying',
    overdue: 'Overdue',
    disbursing: 'Being paid out',
    rejected: 'Rejected',
    failed: 'Payout failed',
    cancel: 'Cancelled',
    finished: 'Repaid',
  },
});

/**
 * The text key of an order's status in words. A screen that names a status takes the key from here, so the
 * words are registered wherever they are used (a cold start straight onto product details showed the raw
 * key when only the order-status chip brought them).
 */
export const orderStatusKey = (status: OrderStatus) => `orderStatus.${status}` as const;

/** The namespace's keys, for `t` (src/i18n/text-keys.ts). */
declare module '../../i18n/text-keys' {
  interface TextNamespaces {
    orderStatus: typeof texts.es;
  }
}
