import { registerTexts } from '../../i18n/i18n';

/** Texts shared by every application step (each step screen adds its own texts file). */
export const texts = registerTexts('application', {
  es: {
    stepOf: 'Paso {{step}} de {{total}}',
    privacyPrefix: 'Tratamos tus datos conforme a nuestro',
    next: 'Siguiente',
    submit: 'Enviar',
    required: 'Por favor, ingresa o selecciona este dato',
    fixErrors: 'Revisa los campos marcados en rojo',
    saved: 'Guardado',
    draftRestored: 'Recuperamos lo que habías escrito',
    retention: {
      title: '¿Seguro que quieres salir?',
      variants: {
        // No statistic and no guarantee (decision 0049): the spec's "90% approved", "one step from your
        // loan" and "your quota will keep rising" have no source the app can show.
        approval:
          '¡Vas muy bien! Termina tu solicitud para conocer el resultado de tu revisión. No te detengas ahora.',
        oneStep: 'Tu solicitud ya está en marcha: completa los pasos que faltan y conoce tu resultado.',
        rising:
          'Piénsalo de nuevo: si completas tu solicitud y pagas a tiempo, tu cupo puede aumentar. El aumento depende de nuestra evaluación y no está garantizado.',
      },
      stay: 'Continuar mi solicitud',
      leave: 'Salir',
    },
    permission: {
      title: 'Necesitamos tu permiso',
      camera:
        'Usamos la cámara solo para fotografiar tu identificación oficial y tomar tu selfie de verificación. No guardamos otras fotos.',
      photos: 'Usamos tus fotos solo si eliges subir la imagen de tu identificación desde la galería.',
      location: 'Usamos tu ubicación aproximada para prevenir fraudes.',
      device: 'Usamos la información del dispositivo para proteger tu cuenta.',
      denied: 'Sin este permiso no podemos continuar con este paso.',
      deniedForever: 'El permiso está bloqueado. Ábrelo en los ajustes del teléfono y vuelve a intentarlo.',
      retry: 'Intentar de nuevo',
      settings: 'Abrir ajustes',
      notNow: 'Ahora no',
    },
  },
  en: {
    stepOf: 'Step {{step}} of {{total}}',
    privacyPrefix: 'We handle your data as set out in our',
    next: 'Next',
    submit: 'Submit',
    required: 'Please enter or select this field',
    fixErrors: 'Check the fields marked in red',
    saved: 'Saved',
    draftRestored: 'We restored what you had typed',
    retention: {
      title: 'Are you sure you want to leave?',
      variants: {
        approval:
          'You are doing great! Finish your application to get the result of your review. Don’t stop now.',
        oneStep: 'Your application is under way: complete the remaining steps and get your result.',
        rising:
          'Think again: if you complete your application and pay on time, your quota may grow. Any increase depends on our evaluation and is not guaranteed.',
      },
      stay: 'Continue my application',
      leave: 'Leave',
    },
    permission: {
      title: 'We need your permission',
      camera:
        'We use the camera only to photograph your official ID and take your verification selfie. We keep no other photos.',
      photos: 'We use your photos only if you choose to upload your ID image from the gallery.',
      location: 'We use your approximate location to prevent fraud.',
      device: 'We use device information to protect your account.',
      denied: 'Without this permission we cannot continue with this step.',
      deniedForever: 'The permission is blocked. Turn it on in the phone settings and try again.',
      retry: 'Try again',
      settings: 'Open settings',
      notNow: 'Not now',
    },
  },
});

/** The three retention variants of spec section 2, in a fixed order (the screen picks one at random). */
export const RETENTION_VARIANTS = ['approval', 'oneStep', 'rising'] as const;
export type RetentionVariant = (typeof RETENTION_VARIANTS)[number];

/** The namespace's keys, for `t` (src/i18n/text-keys.ts). */
declare module '../../i18n/text-keys' {
  interface TextNamespaces {
    application: typeof texts.es;
  }
}
