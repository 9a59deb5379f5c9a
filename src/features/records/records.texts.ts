import { registerTexts } from '../../i18n/i18n';

/** Texts of the records screen: the borrower's loans and each one's detail. */
export const texts = registerTexts('records', {
  es: {
    loginPrompt: 'Inicia sesión para ver tus préstamos',
    login: 'Iniciar sesión',
    refresh: 'Actualizar',
    updated: 'Información actualizada',
    retry: 'Reintentar',
    empty: 'Aún no tienes préstamos',
    borrow: 'Solicitar préstamo',
    loan: 'Préstamo de {{amount}}',
    meta: '{{days}} días · solicitado el {{date}}',
    dueOn: 'Vence el {{date}}',
    showDetail: 'Ver detalle',
    hideDetail: 'Ocultar detalle',
    loadingDetail: 'Cargando detalle…',
    principal: 'Monto solicitado',
    duration: 'Plazo',
    days: '{{count}} días',
    interest: 'Interés',
    fee: 'Comisión por apertura',
    tax: 'IVA de la comisión',
    contractAmount: 'Monto del contrato',
    received: 'Monto recibido',
    totalRepay: 'Total a pagar',
    dueDate: 'Fecha de vencimiento',
    bank: 'Banco',
    account: 'Cuenta',
    pay: 'Pagar',
    seeStatus: 'Ver estado',
    seeReject: 'Ver motivo y espera',
  },
  en: {
    loginPrompt: 'Log in to see your loans',
    login: 'Log in',
    refresh: 'Refresh',
    updated: 'Information updated',
    retry: 'Try again',
    empty: 'You have no loans yet',
    borrow: 'Borrow',
    loan: 'Loan of {{amount}}',
    meta: '{{days}} days · applied on {{date}}',
    dueOn: 'Due on {{date}}',
    showDetail: 'See details',
    hideDetail: 'Hide details',
    loadingDetail: 'Loading details…',
    principal: 'Amount borrowed',
    duration: 'Term',
    days: '{{count}} days',
    interest: 'Interest',
    fee: 'Processing fee',
    tax: 'VAT on the fee',
    contractAmount: 'Contract amount',
    received: 'Amount received',
    totalRepay: 'Total to repay',
    dueDate: 'Due date',
    bank: 'Bank',
    account: 'Account',
    pay: 'Pay',
    seeStatus: 'See status',
    seeReject: 'See reason and wait',
  },
});

/** The namespace's keys, for `t` (src/i18n/text-keys.ts). */
declare module '../../i18n/text-keys' {
  interface TextNamespaces {
    records: typeof texts.es;
  }
}
