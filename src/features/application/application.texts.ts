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
        approval: '¡Felicidades! El 90% de las solicitudes como la tuya son aprobadas. No te detengas ahora.',
        oneStep: 'Estás a un paso de recibir tu préstamo. Termina tu solicitud en un minuto.',
        rising: 'Piénsalo de nuevo: tu cupo seguirá aumentando si completas tu solicitud y pagas a tiempo.',
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
        approval: 'Congratulations! 90% of applications like yours are approved. Don’t stop now.',
        oneStep: 'You are one step away from your loan. Finish your application in a minute.',
        rising: 'Think again: your quota will keep rising if you complete your application and pay on time.',
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
