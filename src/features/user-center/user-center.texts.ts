import { registerTexts } from '../../i18n/i18n';

/**
 * Texts of the user center (settings extras, about us, customer service, open app, account deletion).
 * Figures come from src/domain/product-terms.ts through `{{placeholders}}`; never type a figure here.
 */
export const texts = registerTexts('userCenter', {
  es: {
    settings: {
      account: 'Cuenta',
      legal: 'Información legal',
      deleteAccount: 'Eliminar cuenta',
      privacyPolicy: 'Aviso de privacidad',
      termsOfService: 'Términos y condiciones',
      openApp: 'Descargar la app Cuota',
    },
    about: {
      whoTitle: 'Quiénes somos',
      who: {
        withLender:
          '{{lender}} («Cuota») otorga préstamos personales en línea a personas que viven en México, desde esta aplicación.',
        withoutLender:
          'Cuota otorga préstamos personales en línea a personas que viven en México, desde esta aplicación. La denominación social y el domicilio de la entidad que otorga tu préstamo constan en tu contrato.',
      },
      regulation:
        'Cuota es una sociedad financiera de objeto múltiple, entidad no regulada. Para su constitución y operación no requiere autorización de la Secretaría de Hacienda y Crédito Público, y está sujeta a la supervisión de la Comisión Nacional Bancaria y de Valores únicamente para efectos del artículo 56 de la Ley General de Organizaciones y Actividades Auxiliares del Crédito.',
      termsTitle: 'Nuestro préstamo',
      amount: 'Monto: de {{minAmount}} a {{maxAmount}}, según el cupo que te aprobemos.',
      tenure: 'Plazo: de {{minDays}} a {{maxDays}} días, en un solo pago.',
      interest:
        'Interés ordinario: hasta {{annualRate}} anual (simple); con la comisión, CAT representativo de {{cat}} sin IVA.',
      fee: 'Comisión por apertura: hasta {{dailyFee}} del monto por cada día del plazo ({{dailyFeeYearly}} anual), más IVA de {{tax}}; se descuenta del monto al depositarte.',
      penalty:
        'Si pagas tarde: {{penalty}} del monto del préstamo por cada día de atraso ({{penaltyYearly}} anual).',
      extension: 'Puedes pedir una prórroga pagando la comisión de prórroga antes de tu fecha de pago.',
      oneLoan: 'Un préstamo a la vez; una solicitud enviada ya no se puede cancelar.',
      exampleTitle: 'Ejemplo representativo',
      example:
        'Préstamo de {{exPrincipal}} a {{exDays}} días con las tasas máximas: interés {{exInterest}}, comisión {{exFee}} más IVA {{exTax}}. Recibes {{exNet}} y pagas {{exTotal}}.',
      contactTitle: 'Contacto',
      address: 'Domicilio: {{lenderAddress}}',
      registry: 'Registro: {{lenderRegistry}}',
      website: 'Sitio web: {{website}}',
      service: 'Atención al cliente: {{email}}, de {{open}} a {{close}} (hora del centro de México).',
      condusef:
        'CONDUSEF (Comisión Nacional para la Protección y Defensa de los Usuarios de Servicios Financieros): {{condusefPhone}}, {{condusefWebsite}}. Consulta nuestro registro en {{sipres}}.',
    },
    customer: {
      intro: 'Estamos para ayudarte con tu cuenta, tu préstamo y tus pagos.',
      emailLabel: 'Correo electrónico',
      copy: 'Copiar correo',
      copied: 'Copiado',
      copyFailed: 'No se pudo copiar',
      hoursLabel: 'Horario de atención',
      hours: 'De {{open}} a {{close}} (hora del centro de México)',
      hoursNote:
        'Respondemos los correos y solicitudes recibidos fuera de horario el siguiente periodo de atención.',
      feedbackTitle: 'Solicitudes y quejas',
      feedbackText:
        'Envía una solicitud (verificar un pago, pedir una prórroga, un préstamo que no llegó...) y sigue la respuesta.',
      feedbackLink: 'Ir a mis solicitudes',
      condusef:
        'Si no estás conforme con nuestra respuesta, puedes acudir a la CONDUSEF: {{condusefPhone}}, {{condusefWebsite}}.',
    },
    openApp: {
      intro: 'Consulta tu préstamo, paga y recibe avisos desde la app Cuota para Android.',
      download: 'Descargar la app',
      inApp: 'Ya estás usando la app Cuota.',
      failed: 'No pudimos obtener la dirección de descarga.',
      unsafe: 'La dirección de descarga no es segura; no la abriremos.',
    },
    delete: {
      checking: 'Revisando si puedes eliminar tu cuenta…',
      blockedTitle: 'Aún no puedes eliminar tu cuenta',
      reasons: {
        unpaidLoan: 'Tienes un préstamo sin pagar. Liquídalo primero; después podrás eliminar tu cuenta.',
        pendingApplication: 'Tienes una solicitud en revisión. Espera a que termine la revisión.',
      },
      goHome: 'Ir a Inicio',
      checkFailedTitle: 'No pudimos revisar tu cuenta',
      whatTitle: 'Qué significa eliminar tu cuenta',
      what1:
        'Tu cuenta y tus préstamos anteriores dejarán de estar disponibles. Durante {{deletedNumberWaitDays}} días no podrás iniciar sesión ni registrarte de nuevo con este número; después podrás abrir con él una cuenta nueva, sin tu historial.',
      what2: 'Borraremos los datos guardados en este teléfono y cerraremos tu sesión.',
      what3:
        'Conservaremos solo la información que la ley nos obliga a guardar (por ejemplo, el registro de préstamos pagados) durante los plazos legales, y después la eliminaremos.',
      codeLabel: 'Código de verificación',
      codeHint: 'Te enviaremos un código por SMS a tu número registrado',
      codeSent: 'Te enviamos un código por SMS al {{mobile}}',
      sendCode: 'Enviar código',
      resendIn: 'Reenviar en {{seconds}} s',
      resend: 'Reenviar código',
      codeRequired: 'Ingresa el código de verificación',
      codeFormat: 'El código tiene 6 dígitos',
      codeNotVerified: 'El código no es válido. Solicita uno nuevo.',
      submit: 'Eliminar mi cuenta',
      confirm: '¿Eliminar tu cuenta definitivamente? Esta acción no se puede deshacer.',
      confirmYes: 'Sí, eliminar',
      deleted: 'Tu cuenta fue eliminada',
    },
  },
  en: {
    settings: {
      account: 'Account',
      legal: 'Legal information',
      deleteAccount: 'Delete account',
      privacyPolicy: 'Privacy notice',
      termsOfService: 'Terms and conditions',
      openApp: 'Download the Cuota app',
    },
    about: {
      whoTitle: 'Who we are',
      who: {
        withLender:
          '{{lender}} ("Cuota") grants online personal loans to people living in Mexico, through this app.',
        withoutLender:
          'Cuota grants online personal loans to people living in Mexico, through this app. The legal name and address of the company that grants your loan are stated in your contract.',
      },
      regulation:
        'Cuota is a multiple-purpose financial company, a non-regulated entity (SOFOM, E.N.R.). It needs no authorization from the Ministry of Finance (SHCP) to be set up and to operate, and it is supervised by the National Banking and Securities Commission (CNBV) only for the purposes of article 56 of the General Law of Auxiliary Credit Organizations and Activities.',
      termsTitle: 'Our loan',
      amount: 'Amount: from {{minAmount}} to {{maxAmount}}, within the quota we approve for you.',
      tenure: 'Term: {{minDays}} to {{maxDays}} days, repaid in one payment.',
      interest:
        'Ordinary interest: at most {{annualRate}} per year (simple); with the fee, a representative CAT of {{cat}} without VAT.',
      fee: 'Opening fee: at most {{dailyFee}} of the amount per day of the term ({{dailyFeeYearly}} per year), plus {{tax}} VAT (IVA); deducted from the amount when we pay it out.',
      penalty:
        'If you pay late: {{penalty}} of the loan amount for each day overdue ({{penaltyYearly}} per year).',
      extension: 'You can ask for an extension by paying the extension fee before your due date.',
      oneLoan: 'One loan at a time; a submitted application cannot be cancelled.',
      exampleTitle: 'Representative example',
      example:
        'A loan of {{exPrincipal}} for {{exDays}} days at the maximum rates: interest {{exInterest}}, fee {{exFee}} plus VAT {{exTax}}. You receive {{exNet}} and repay {{exTotal}}.',
      contactTitle: 'Contact',
      address: 'Address: {{lenderAddress}}',
      registry: 'Registration: {{lenderRegistry}}',
      website: 'Website: {{website}}',
      service: 'Customer service: {{email}}, from {{open}} to {{close}} (central Mexico time).',
      condusef:
        'CONDUSEF (the National Commission for the Protection and Defense of Financial Services Users): {{condusefPhone}}, {{condusefWebsite}}. Check our registration at {{sipres}}.',
    },
    customer: {
      intro: 'We are here to help with your account, your loan and your payments.',
      emailLabel: 'E-mail',
      copy: 'Copy e-mail',
      copied: 'Copied',
      copyFailed: 'Copy failed',
      hoursLabel: 'Opening hours',
      hours: 'From {{open}} to {{close}} (central Mexico time)',
      hoursNote:
        'E-mails and requests received outside opening hours are answered in the next service period.',
      feedbackTitle: 'Requests and complaints',
      feedbackText:
        'Send a request (verify a payment, ask for an extension, a loan that did not arrive...) and follow the answer.',
      feedbackLink: 'Go to my requests',
      condusef:
        'If you are not satisfied with our answer, you can turn to CONDUSEF: {{condusefPhone}}, {{condusefWebsite}}.',
    },
    openApp: {
      intro: 'Check your loan, pay and get reminders in the Cuota app for Android.',
      download: 'Download the app',
      inApp: 'You are already using the Cuota app.',
      failed: 'We could not get the download address.',
      unsafe: 'The download address is not secure; we will not open it.',
    },
    delete: {
      checking: 'Checking whether you can delete your account…',
      blockedTitle: 'You cannot delete your account yet',
      reasons: {
        unpaidLoan: 'You have an unpaid loan. Repay it first; then you can delete your account.',
        pendingApplication: 'You have an application under review. Wait until the review ends.',
      },
      goHome: 'Go to Home',
      checkFailedTitle: 'We could not check your account',
      whatTitle: 'What deleting your account means',
      what1:
        'Your account and your past loans will no longer be available. For {{deletedNumberWaitDays}} days you cannot log in or register again with this number; after that you can open a new account with it, without your history.',
      what2: 'We will erase the data saved on this phone and log you out.',
      what3:
        'We keep only the information the law requires us to keep (for example, the record of repaid loans) for the legal periods, and delete it afterwards.',
      codeLabel: 'Verification code',
      codeHint: 'We will text a code to your registered number',
      codeSent: 'We texted a code to {{mobile}}',
      sendCode: 'Send code',
      resendIn: 'Resend in {{seconds}} s',
      resend: 'Resend code',
      codeRequired: 'Enter the verification code',
      codeFormat: 'The code has 6 digits',
      codeNotVerified: 'The code is not valid. Request a new one.',
      submit: 'Delete my account',
      confirm: 'Delete your account for good? This cannot be undone.',
      confirmYes: 'Yes, delete',
      deleted: 'Your account was deleted',
    },
  },
});

/** The namespace's keys, for `t` (src/i18n/text-keys.ts). */
declare module '../../i18n/text-keys' {
  interface TextNamespaces {
    userCenter: typeof texts.es;
  }
}
