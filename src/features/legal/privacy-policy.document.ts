import type { LegalDocument } from './legal.texts';

/**
 * The privacy notice (aviso de privacidad integral, LFPDPPP), in Spanish (the version that governs) and in English. Figures are `{{placeholders}}` filled
 * from src/domain/product-terms.ts; `{{email}}` is the configured customer-service e-mail.
 */
export const PRIVACY_POLICY: Record<'es' | 'en', LegalDocument> = {
  es: {
    intro: {
      withLender:
        '{{lender}} («Cuota», «nosotros») es responsable del tratamiento de tus datos personales. Este aviso de privacidad integral explica qué datos usamos, para qué, con quién los compartimos y cómo ejercer tus derechos, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.',
      withoutLender:
        'La entidad que otorga tu préstamo («Cuota», «nosotros»), cuya denominación social y domicilio constan en tu contrato, es responsable del tratamiento de tus datos personales. Este aviso de privacidad integral explica qué datos usamos, para qué, con quién los compartimos y cómo ejercer tus derechos, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.',
    },
    sections: [
      {
        heading: '1. Responsable y contacto',
        body: [
          {
            withLender: 'Responsable: {{lender}}, con domicilio en {{lenderAddress}}.',
            withoutLender:
              'Responsable: la entidad que otorga tu préstamo; su denominación social y su domicilio constan en tu contrato.',
          },
          'Para cualquier asunto de privacidad escribe a {{privacyEmail}}. Atención al cliente: {{email}}, de {{open}} a {{close}} (hora del centro de México).',
        ],
      },
      {
        heading: '2. Datos personales que tratamos',
        body: ['Tratamos los datos que tú nos das en la app y los que se generan al usarla:'],
        items: [
          'Identificación y contacto: nombre, fecha de nacimiento, género, CURP, RFC y NSS (opcionales), domicilio, correo electrónico, número de celular y teléfono alterno o WhatsApp (opcionales), estado civil, escolaridad y número de hijos.',
          'Imágenes de tu identificación oficial (INE), por ambos lados.',
          'Datos biométricos (dato sensible): la imagen de tu rostro, para verificar que eres tú y que estás presente (prueba de vida).',
          'Datos laborales, patrimoniales y financieros: tipo de empleo, ocupación, empresa, ingreso mensual, frecuencia y días de pago, fuente de ingresos, tu cuenta bancaria (CLABE o tarjeta de débito) y banco, tus respuestas sobre tu historial de préstamos, y los préstamos y pagos que hagas con nosotros.',
          'Contactos de emergencia: nombre, teléfono y relación de dos personas que tú escribes. Infórmales antes de darnos sus datos.',
          'Del dispositivo y de uso: identificador del dispositivo, modelo, sistema operativo, versión de la app, dirección IP, idioma, identificador de atribución publicitaria y los metadatos de las fotos que tomas dentro de la app.',
        ],
      },
      {
        heading: '3. Permisos del teléfono y para qué los usamos',
        body: [
          'Te pedimos cada permiso solo cuando hace falta y te explicamos antes para qué. Puedes retirarlo en la configuración de tu teléfono.',
        ],
        items: [
          'Cámara: fotografiar tu INE y tomar tu foto de rostro para verificar tu identidad. Solo se activa cuando tú la abres.',
          'Información del dispositivo: proteger tu cuenta (se usa en un solo teléfono a la vez) y prevenir fraudes.',
        ],
        after: [
          'NO leemos ni pedimos acceso a tus contactos, mensajes SMS, registro de llamadas, calendario, lista de aplicaciones instaladas, ni a las fotos y videos de tu galería, ni a tu ubicación. Nunca contactaremos a las personas de tu agenda.',
        ],
      },
      {
        heading: '4. Finalidades necesarias',
        body: ['Usamos tus datos para estas finalidades, necesarias para darte el servicio que pides:'],
        items: [
          'Identificarte y verificar tu identidad, incluida la comparación de tu rostro con tu INE.',
          'Evaluar tu solicitud y determinar tu cupo.',
          'Otorgar y administrar tu préstamo: contrato, depósito, recordatorios de pago, cobranza conforme a la ley y prórrogas.',
          'Recibir y aplicar tus pagos.',
          'Atender tus solicitudes, dudas y quejas.',
          'Prevenir fraudes y operaciones con recursos de procedencia ilícita, y proteger tu cuenta.',
          'Cumplir obligaciones legales y requerimientos de autoridades competentes.',
        ],
      },
      {
        heading: '5. Finalidades voluntarias',
        body: ['Con tu permiso, también usamos tus datos para:'],
        items: [
          'Enviarte ofertas y promociones de nuestros productos.',
          'Hacerte encuestas de satisfacción y mejorar la app con estadísticas de uso.',
          'Medir nuestras campañas de publicidad (atribución).',
        ],
        after: [
          'Si no quieres que usemos tus datos para estas finalidades, escribe a {{privacyEmail}} con el asunto «Finalidades voluntarias». Negarte no afecta tu solicitud ni tu préstamo.',
        ],
      },
      {
        heading: '6. Consentimiento para datos sensibles y financieros',
        body: [
          'Antes de tomar la imagen de tu rostro y antes de que nos des tus datos financieros y patrimoniales te pedimos tu consentimiento expreso. Sin él no podemos evaluar tu solicitud, pero puedes dejar de usar la app en cualquier momento.',
        ],
      },
      {
        heading: '7. Con quién compartimos tus datos',
        body: [
          'No vendemos tus datos. Los comparten con nosotros, solo para las finalidades de este aviso y bajo contrato de confidencialidad, nuestros proveedores de servidores, envío de SMS, verificación de identidad, procesamiento de pagos y atención al cliente.',
          'Transferimos tus datos sin tu consentimiento solo cuando la ley lo permite: a autoridades que lo requieran y para cumplir obligaciones legales. Cualquier otra transferencia, por ejemplo a una sociedad de información crediticia, te la pediremos antes de forma expresa.',
        ],
      },
      {
        heading: '8. Cuánto tiempo conservamos tus datos',
        body: [
          'Mientras tengas una cuenta o un préstamo con nosotros, y después durante los plazos que exigen las leyes aplicables. Si tu solicitud no se aprueba, borramos tus datos a los {{retentionDays}} días, salvo lo que la ley nos obligue a conservar.',
          'Los datos guardados en tu teléfono (sesión, idioma y avance) se borran al cerrar sesión o eliminar tu cuenta.',
        ],
      },
      {
        heading: '9. Tus derechos ARCO y cómo ejercerlos',
        body: [
          'Puedes Acceder a tus datos, Rectificarlos, Cancelarlos u Oponerte a su uso, así como revocar tu consentimiento o limitar el uso de tus datos.',
          'Envía tu solicitud a {{privacyEmail}} con tu nombre, un medio para responderte, una identificación oficial, los datos a los que se refiere y lo que pides. Te responderemos en un máximo de 20 días hábiles; si procede, lo haremos efectivo dentro de los 15 días hábiles siguientes.',
          'También puedes eliminar tu cuenta desde la app en Configuración > Eliminar cuenta, si no tienes préstamos sin pagar ni solicitudes en revisión.',
          'Si consideras que no atendimos tu solicitud, puedes acudir a la autoridad de protección de datos personales (Secretaría Anticorrupción y Buen Gobierno).',
        ],
      },
      {
        heading: '10. Cambios a este aviso',
        body: [
          'Te avisaremos de cualquier cambio en la app; la versión vigente siempre está en esta pantalla.',
        ],
      },
    ],
  },
  en: {
    intro: {
      withLender:
        '{{lender}} ("Cuota", "we") is responsible for processing your personal data. This comprehensive privacy notice explains which data we use, why, who we share it with and how to exercise your rights, under Mexico\'s Federal Law on the Protection of Personal Data Held by Private Parties (LFPDPPP).',
      withoutLender:
        'The company that grants your loan ("Cuota", "we"), whose legal name and address are stated in your contract, is responsible for processing your personal data. This comprehensive privacy notice explains which data we use, why, who we share it with and how to exercise your rights, under Mexico\'s Federal Law on the Protection of Personal Data Held by Private Parties (LFPDPPP).',
    },
    sections: [
      {
        heading: '1. Controller and contact',
        body: [
          {
            withLender: 'Controller: {{lender}}, at {{lenderAddress}}.',
            withoutLender:
              'Controller: the company that grants your loan; its legal name and address are stated in your contract.',
          },
          'For any privacy matter write to {{privacyEmail}}. Customer service: {{email}}, from {{open}} to {{close}} (central Mexico time).',
        ],
      },
      {
        heading: '2. Personal data we process',
        body: ['We process the data you give us in the app and the data created when you use it:'],
        items: [
          'Identification and contact: name, date of birth, gender, CURP, RFC and NSS (optional), address, e-mail, mobile number and an alternative or WhatsApp number (optional), marital status, education and number of children.',
          'Pictures of both sides of your official ID (INE).',
          'Biometric data (sensitive data): the picture of your face, to check that it is you and that you are present (liveness check).',
          'Employment, asset and financial data: employment type, occupation, employer, monthly income, pay frequency and paydays, source of income, your bank account (CLABE or debit card) and bank, your answers about your loan history, and the loans and payments you make with us.',
          'Emergency contacts: name, phone and relationship of two people you type in. Tell them before you give us their details.',
          'Device and usage: device identifier, model, operating system, app version, IP address, language, advertising attribution identifier and the metadata of the pictures you take in the app.',
        ],
      },
      {
        heading: '3. Phone permissions and what we use them for',
        body: [
          'We ask for each permission only when it is needed and tell you why first. You can withdraw it in your phone settings.',
        ],
        items: [
          'Camera: to photograph your INE and take the picture of your face that verifies your identity. It only turns on when you open it.',
          'Device information: to protect your account (it is used on one phone at a time) and to prevent fraud.',
        ],
        after: [
          'We do NOT read or ask to access your contacts, SMS messages, call log, calendar, list of installed apps, the photos and videos in your gallery, or your location. We will never contact the people in your address book.',
        ],
      },
      {
        heading: '4. Necessary purposes',
        body: ['We use your data for these purposes, which are necessary for the service you ask for:'],
        items: [
          'Identifying you and verifying your identity, including comparing your face with your INE.',
          'Assessing your application and setting your quota.',
          'Granting and managing your loan: contract, payout, payment reminders, collection as the law allows, and extensions.',
          'Receiving and applying your payments.',
          'Handling your requests, questions and complaints.',
          'Preventing fraud and money laundering, and protecting your account.',
          'Meeting legal obligations and requests from competent authorities.',
        ],
      },
      {
        heading: '5. Voluntary purposes',
        body: ['With your permission, we also use your data to:'],
        items: [
          'Send you offers and promotions of our products.',
          'Run satisfaction surveys and improve the app with usage statistics.',
          'Measure our advertising campaigns (attribution).',
        ],
        after: [
          'If you do not want us to use your data for these purposes, write to {{privacyEmail}} with the subject "Voluntary purposes". Refusing does not affect your application or your loan.',
        ],
      },
      {
        heading: '6. Consent for sensitive and financial data',
        body: [
          'Before we take the picture of your face and before you give us your financial and asset data, we ask for your express consent. Without it we cannot assess your application, but you can stop using the app at any time.',
        ],
      },
      {
        heading: '7. Who we share your data with',
        body: [
          'We do not sell your data. Our providers of servers, SMS delivery, identity verification, payment processing and customer service handle it for us, only for the purposes of this notice and under confidentiality agreements.',
          'We transfer your data without your consent only where the law allows it: to authorities that require it and to meet legal obligations. We will ask for your express consent first for any other transfer, for example to a credit bureau.',
        ],
      },
      {
        heading: '8. How long we keep your data',
        body: [
          'While you have an account or a loan with us, and afterwards for the periods the applicable laws require. If your application is not approved, we delete your data after {{retentionDays}} days, except what the law requires us to keep.',
          'The data saved on your phone (session, language and progress) is erased when you log out or delete your account.',
        ],
      },
      {
        heading: '9. Your ARCO rights and how to exercise them',
        body: [
          'You can Access your data, Rectify it, Cancel it or Object to its use, and you can withdraw your consent or limit the use of your data.',
          'Send your request to {{privacyEmail}} with your name, a way to answer you, an official ID, the data concerned and what you ask for. We answer within 20 working days; if your request is granted, we carry it out within the following 15 working days.',
          'You can also delete your account in the app under Settings > Delete account, when you have no unpaid loans and no application under review.',
          'If you believe we did not handle your request properly, you can turn to the personal data protection authority (Ministry of Anti-Corruption and Good Government).',
        ],
      },
      {
        heading: '10. Changes to this notice',
        body: [
          'We will tell you about any change in the app; the version in force is always on this screen.',
        ],
      },
    ],
  },
};
