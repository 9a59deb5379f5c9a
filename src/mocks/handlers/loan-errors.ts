import { REPAYMENT_ERROR_CODES } from '../../api/contracts/repayment';

/**
 * Error codes of the loan lifecycle's mock backend, spread into MOCK_ERRORS: 100500xx orders (one loan at
 * a time, products, submission), 100600xx repayment and extension (the first four are the contract's
 * REPAYMENT_ERROR_CODES, which the cashier explains in its own words). docs/decisions/0005 lists them.
 */
export const LOAN_ERRORS = {
  NO_QUOTA: {
    code: 10050001,
    es: 'Actualmente no tienes cupo de préstamo, por favor paga a tiempo',
    en: 'You currently have no loan quota, please pay on time',
  },
  LOAN_ALREADY_OPEN: {
    code: 10050002,
    es: 'Solo puedes tener un préstamo a la vez: ya tienes una solicitud o un préstamo en curso',
    en: 'Only one loan at a time: you already have an application or a loan in progress',
  },
  PRODUCT_NOT_AVAILABLE: {
    code: 10050003,
    es: 'Este producto no está disponible',
    en: 'This product is not available',
  },
  AMOUNT_OUT_OF_RANGE: {
    code: 10050004,
    es: 'El monto debe estar entre {min} y {max}, en múltiplos de {step}',
    en: 'The amount must be between {min} and {max}, in steps of {step}',
  },
  TENURE_NOT_OFFERED: {
    code: 10050005,
    es: 'El plazo de {days} días no está disponible para este producto',
    en: 'A term of {days} days is not available for this product',
  },
  ORDER_NOT_FOUND: {
    code: 10050006,
    es: 'No encontramos esta solicitud de préstamo',
    en: 'This loan order was not found',
  },
  TERMS_NOT_ACCEPTED: {
    code: 10050007,
    es: 'Debes aceptar el contrato y los términos del préstamo antes de confirmar',
    en: 'You must accept the loan contract and terms before confirming',
  },
  ORDER_ALREADY_SUBMITTED: {
    code: 10050008,
    es: 'Esta solicitud ya fue enviada y no se puede cancelar ni modificar',
    en: 'This application was already submitted and cannot be cancelled or changed',
  },
  REAPPLY_LATER: {
    code: 10050009,
    es: 'Tu solicitud anterior no fue aprobada. Podrás volver a solicitar en {days} días',
    en: 'Your previous application was not approved. You can apply again in {days} days',
  },
  NET_NOT_POSITIVE: {
    code: 10050010,
    es: 'No se puede otorgar este préstamo: las comisiones y el impuesto superan el monto',
    en: 'This loan cannot be granted: the fees and tax exceed the amount',
  },
  ORDER_NOT_DISBURSED: {
    code: 10050011,
    es: 'Este préstamo aún no ha sido depositado',
    en: 'This loan has not been disbursed yet',
  },
  ORDER_NUMBER_EMPTY: {
    code: REPAYMENT_ERROR_CODES.orderIdEmpty,
    es: 'El número de pedido está vacío o no es válido',
    en: 'The order number is empty or not valid',
  },
  PAYMENT_ORDER_ID_EMPTY: {
    code: REPAYMENT_ERROR_CODES.paymentOrderIdEmpty,
    es: 'No se generó el número de la orden de pago, inténtalo de nuevo',
    en: 'The payment order id is empty, please try again',
  },
  ORDER_EXPIRED: {
    code: REPAYMENT_ERROR_CODES.orderExpired,
    es: 'Este pedido ha expirado, inténtalo de nuevo',
    en: 'This order has expired, please try again',
  },
  CHANNEL_UNAVAILABLE: {
    code: REPAYMENT_ERROR_CODES.channelUnavailable,
    es: 'Este canal de pago no está disponible, elige otro',
    en: 'This payment channel is not available, please choose another',
  },
  AMOUNT_INVALID: {
    code: 10060005,
    es: 'El monto debe ser un número entero mayor a 10, o todo lo que debes',
    en: 'The amount must be a whole number above 10, or everything you owe',
  },
  AMOUNT_BELOW_MIN: {
    code: 10060006,
    es: 'El monto debe ser mayor a {min}, o todo lo que debes',
    en: 'The amount must be more than {min}, or everything you owe',
  },
  AMOUNT_ABOVE_DEBT: {
    code: 10060007,
    es: 'El monto no puede superar lo que debes: {max}',
    en: 'The amount cannot exceed what you owe: {max}',
  },
  EXTENSION_NOT_AVAILABLE: {
    code: 10060008,
    es: 'Este préstamo no se puede extender',
    en: 'This loan cannot be extended',
  },
  EXTENSION_FEE_MISMATCH: {
    code: 10060009,
    es: 'El pago de la extensión debe ser de {fee}',
    en: 'The extension payment must be {fee}',
  },
  EXTENSION_NOT_PAID: {
    code: 10060010,
    es: 'Primero paga la comisión de la extensión',
    en: 'Please pay the extension fee first',
  },
  EXTENSION_ALREADY_PAID: {
    code: 10060011,
    es: 'Ya pagaste la comisión de la extensión: confirma la extensión',
    en: 'The extension fee is already paid: please confirm the extension',
  },
} as const;
