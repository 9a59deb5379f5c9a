import type { MaybeLenderText } from '../../domain/lender';
import { registerTexts } from '../../i18n/i18n';

/** One question and its answer (an answer that names the lender has its wording without it). */
export interface FaqItem {
  q: string;
  a: MaybeLenderText;
}

/** One section of the FAQ (spec section 2: hot questions, register/login, about loan, the product, repayment). */
export interface FaqSection {
  title: string;
  items: Record<string, FaqItem>;
}

/**
 * The FAQ in both languages. Figures are `{{placeholders}}` filled from src/domain/product-terms.ts (and
 * the configured customer-service e-mail and hours), so the answers state the product's one reading.
 */
export const texts = registerTexts('faq', {
  es: {
    intro: 'Toca una pregunta para ver la respuesta.',
    sections: {
      hot: {
        title: 'Preguntas populares',
        items: {
          howMuch: {
            q: '¿Cuánto puedo pedir y a qué plazo?',
            a: 'De {{minAmount}} a {{maxAmount}}, según el cupo que te aprobemos, a un plazo de {{minDays}} a {{maxDays}} días que pagas en una sola exhibición.',
          },
          cost: {
            q: '¿Cuánto cuesta el préstamo?',
            a: 'Interés ordinario de hasta {{annualRate}} anual (simple; con la comisión, CAT representativo de {{cat}} sin IVA) y una comisión por apertura de hasta {{dailyFee}} del monto por cada día del plazo ({{dailyFeeYearly}} anual), más IVA de {{tax}}, que se descuenta al depositarte. Antes de confirmar verás el monto que recibes, el total a pagar, la fecha de pago y el CAT. Ejemplo: por {{exPrincipal}} a {{exDays}} días recibes {{exNet}} y pagas {{exTotal}}; {{catStatement}}',
          },
          extension: {
            q: '¿Puedo pedir una prórroga?',
            a: 'Sí. Antes de tu fecha de pago, entra a tu préstamo y elige «Prórroga»: verás la comisión y la nueva fecha de pago. Al pagar la comisión y confirmar, tu fecha de pago se mueve; el monto del préstamo y los intereses se pagan en la nueva fecha.',
          },
          late: {
            q: '¿Qué pasa si pago tarde?',
            a: 'Se cobra un interés moratorio de {{penalty}} del monto del préstamo por cada día de atraso ({{penaltyYearly}} anual), hasta que pagues. Si no puedes pagar a tiempo, pide una prórroga o escríbenos antes de tu fecha de pago.',
          },
          contact: {
            q: '¿Cómo contacto a atención al cliente?',
            a: 'Escribe a {{email}} o envía una solicitud desde «Atención al cliente». Te atendemos de {{open}} a {{close}} (hora del centro de México).',
          },
        },
      },
      register: {
        title: 'Registro e inicio de sesión',
        items: {
          who: {
            q: '¿Quién puede solicitar un préstamo?',
            a: 'Personas mayores de {{minAge}} años que viven en México, con ingresos mensuales, identificación oficial (INE) y una cuenta bancaria a su nombre.',
          },
          how: {
            q: '¿Cómo me registro?',
            a: 'Ingresa tu número de celular de 10 dígitos y el código que te enviamos por SMS. Con ese mismo número inicias sesión después.',
          },
          noCode: {
            q: 'No me llegó el código por SMS',
            a: 'Revisa que el número sea correcto y que tengas señal. Puedes pedir otro código después de {{resendSeconds}} segundos. Los números 800 y 900 no reciben SMS.',
          },
          otherDevice: {
            q: 'Me dice que la cuenta está registrada en otro dispositivo',
            a: 'Por seguridad, tu cuenta se usa en un solo teléfono a la vez. Vuelve a iniciar sesión con el código por SMS; si no reconoces el otro dispositivo, escríbenos a {{email}}.',
          },
        },
      },
      loan: {
        title: 'Sobre el préstamo',
        items: {
          review: {
            q: '¿Cuánto tarda la revisión?',
            a: 'La revisión de tu cupo tarda de {{quotaMin}} a {{quotaMax}} minutos. Cuando pides un préstamo, lo revisamos en máximo {{reviewDays}} día hábil.',
          },
          oneLoan: {
            q: '¿Puedo tener más de un préstamo?',
            a: 'No. Solo puedes tener un préstamo a la vez; al pagarlo puedes pedir otro.',
          },
          cancel: {
            q: '¿Puedo cancelar mi solicitud?',
            a: 'No. Una vez enviada, la solicitud no se puede cancelar; revisa el monto, el plazo y el costo antes de confirmar.',
          },
          rejected: {
            q: 'Mi solicitud fue rechazada, ¿qué hago?',
            a: 'Podrás volver a solicitar después de los días de espera que te indicamos. Si tu solicitud no se aprueba, borramos tus datos a los {{retentionDays}} días, salvo lo que la ley nos obligue a conservar.',
          },
          money: {
            q: '¿Dónde recibo el dinero?',
            a: 'En la cuenta bancaria (CLABE o tarjeta de débito) a tu nombre que registraste. Recibes el monto del préstamo menos la comisión por apertura y su IVA.',
          },
        },
      },
      product: {
        title: 'El producto',
        items: {
          what: {
            q: '¿Qué es Cuota?',
            a: {
              withLender: 'Cuota es la app de préstamos personales en línea de {{lender}}.',
              withoutLender:
                'Cuota es una app de préstamos personales en línea. La denominación social y el domicilio de la entidad que otorga tu préstamo constan en tu contrato.',
            },
          },
          cat: {
            q: '¿Qué es el CAT?',
            a: 'El Costo Anual Total incluye el interés y las comisiones, sin IVA, y sirve para comparar créditos. Lo verás antes de confirmar cada préstamo. {{catStatement}}',
          },
          quota: {
            q: '¿Mi cupo puede aumentar?',
            a: 'Si pagas a tiempo, tu cupo puede aumentar en tu siguiente préstamo. El aumento depende de nuestra evaluación y no está garantizado.',
          },
          data: {
            q: '¿Qué datos usan y para qué?',
            a: 'Usamos los datos que nos das y la cámara (para tu INE y tu foto) para verificar tu identidad y evaluar tu solicitud. No leemos tus contactos, SMS ni registro de llamadas. Consulta el aviso de privacidad.',
          },
          deleteAccount: {
            q: '¿Puedo eliminar mi cuenta?',
            a: 'Sí, en Configuración > Eliminar cuenta, cuando no tengas préstamos sin pagar ni solicitudes en revisión.',
          },
        },
      },
      repayment: {
        title: 'Pagos',
        items: {
          how: {
            q: '¿Cómo pago?',
            a: 'Entra a tu préstamo, toca «Pagar», elige un canal de pago y usa la referencia que te damos. Paga solo con esa referencia; nunca te pediremos depósitos a cuentas personales.',
          },
          partial: {
            q: '¿Puedo pagar antes o por partes?',
            a: 'Sí. Puedes pagar antes de tu fecha o hacer pagos parciales a partir del mínimo indicado; lo que falte sigue venciendo en tu fecha de pago.',
          },
          notReflected: {
            q: 'Pagué y no se refleja mi pago',
            a: 'Los pagos pueden tardar en reflejarse. Si no aparece, envía una solicitud «Verificar pago» desde Atención al cliente con tu comprobante.',
          },
          due: {
            q: '¿Cuándo vence mi pago?',
            a: 'En la fecha de pago que aparece en tu préstamo: la fecha de depósito más el plazo ({{minDays}} a {{maxDays}} días), o la nueva fecha si pagaste una prórroga.',
          },
        },
      },
    },
  },
  en: {
    intro: 'Tap a question to see the answer.',
    sections: {
      hot: {
        title: 'Hot questions',
        items: {
          howMuch: {
            q: 'How much can I borrow, and for how long?',
            a: 'From {{minAmount}} to {{maxAmount}}, within the quota we approve for you, for {{minDays}} to {{maxDays}} days, repaid in one payment.',
          },
          cost: {
            q: 'What does the loan cost?',
            a: 'Ordinary interest of at most {{annualRate}} per year (simple; with the fee, a representative CAT of {{cat}} without VAT) and an opening fee of at most {{dailyFee}} of the amount per day of the term ({{dailyFeeYearly}} per year), plus {{tax}} VAT (IVA), deducted when we pay the loan out. Before you confirm you see the amount you receive, the total to repay, the due date and the CAT. Example: for {{exPrincipal}} over {{exDays}} days you receive {{exNet}} and repay {{exTotal}}; {{catStatement}}',
          },
          extension: {
            q: 'Can I get an extension?',
            a: 'Yes. Before your due date, open your loan and choose "Extension": you see the fee and the new due date. Once you pay the fee and confirm, your due date moves; the loan amount and interest are paid on the new date.',
          },
          late: {
            q: 'What happens if I pay late?',
            a: 'Late interest of {{penalty}} of the loan amount is charged for each day overdue ({{penaltyYearly}} per year) until you pay. If you cannot pay on time, ask for an extension or write to us before your due date.',
          },
          contact: {
            q: 'How do I contact customer service?',
            a: 'Write to {{email}} or send a request from "Customer service". We are available from {{open}} to {{close}} (central Mexico time).',
          },
        },
      },
      register: {
        title: 'Register and log in',
        items: {
          who: {
            q: 'Who can apply for a loan?',
            a: 'People over {{minAge}} who live in Mexico, with a monthly income, an official ID (INE) and a bank account in their own name.',
          },
          how: {
            q: 'How do I register?',
            a: 'Enter your 10-digit mobile number and the code we text you. You log in later with the same number.',
          },
          noCode: {
            q: 'The SMS code did not arrive',
            a: 'Check that the number is right and that you have signal. You can ask for another code after {{resendSeconds}} seconds. 800 and 900 numbers cannot receive SMS.',
          },
          otherDevice: {
            q: 'It says the account is registered by another device',
            a: 'For your security, your account is used on one phone at a time. Log in again with the SMS code; if you do not recognise the other device, write to {{email}}.',
          },
        },
      },
      loan: {
        title: 'About the loan',
        items: {
          review: {
            q: 'How long does the review take?',
            a: 'Your quota review takes {{quotaMin}} to {{quotaMax}} minutes. When you apply for a loan, we review it within {{reviewDays}} working day.',
          },
          oneLoan: {
            q: 'Can I have more than one loan?',
            a: 'No. You can have one loan at a time; once it is repaid you can apply again.',
          },
          cancel: {
            q: 'Can I cancel my application?',
            a: 'No. Once submitted, an application cannot be cancelled; check the amount, term and cost before you confirm.',
          },
          rejected: {
            q: 'My application was rejected. What now?',
            a: 'You can apply again after the waiting days we tell you. If your application is not approved, we delete your data after {{retentionDays}} days, except what the law requires us to keep.',
          },
          money: {
            q: 'Where do I receive the money?',
            a: 'In the bank account (CLABE or debit card) in your name that you registered. You receive the loan amount less the opening fee and its VAT.',
          },
        },
      },
      product: {
        title: 'The product',
        items: {
          what: {
            q: 'What is Cuota?',
            a: {
              withLender: 'Cuota is the online personal loan app of {{lender}}.',
              withoutLender:
                'Cuota is an online personal loan app. The legal name and address of the company that grants your loan are stated in your contract.',
            },
          },
          cat: {
            q: 'What is the CAT?',
            a: 'The CAT (total annual cost) includes interest and fees, without VAT, and lets you compare loans. You see it before you confirm each loan. {{catStatement}}',
          },
          quota: {
            q: 'Can my quota grow?',
            a: 'If you repay on time, your quota may grow for your next loan. Any increase depends on our evaluation and is not guaranteed.',
          },
          data: {
            q: 'Which data do you use, and why?',
            a: 'We use the data you give us and the camera (for your INE and your photo) to verify your identity and assess your application. We do not read your contacts, SMS or call log. See the privacy notice.',
          },
          deleteAccount: {
            q: 'Can I delete my account?',
            a: 'Yes, in Settings > Delete account, when you have no unpaid loans and no application under review.',
          },
        },
      },
      repayment: {
        title: 'Repayment',
        items: {
          how: {
            q: 'How do I pay?',
            a: 'Open your loan, tap "Pay", choose a payment channel and use the reference we give you. Pay only with that reference; we never ask for deposits to personal accounts.',
          },
          partial: {
            q: 'Can I pay early or in parts?',
            a: 'Yes. You can pay before your due date or make partial payments from the minimum shown; the rest stays due on your due date.',
          },
          notReflected: {
            q: 'I paid and my payment does not show',
            a: 'Payments can take a while to show. If it does not appear, send a "Verify repayment" request from Customer service with your receipt.',
          },
          due: {
            q: 'When is my payment due?',
            a: 'On the due date shown in your loan: the payout date plus the term ({{minDays}} to {{maxDays}} days), or the new date if you paid an extension.',
          },
        },
      },
    },
  },
});

/** The namespace's keys, for `t` (src/i18n/text-keys.ts). */
declare module '../../i18n/text-keys' {
  interface TextNamespaces {
    faq: typeof texts.es;
  }
}
