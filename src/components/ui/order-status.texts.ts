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
