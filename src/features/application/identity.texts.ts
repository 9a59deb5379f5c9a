import { registerTexts } from '../../i18n/i18n';

/** Texts of the identity steps: the document's two sides and the selfie. */
export const texts = registerTexts('identity', {
  es: {
    captureFailed: 'No se pudo tomar la foto. Inténtalo de nuevo.',
    rejected: {
      tooLarge:
        'La foto pesa más de 20 MB y no se puede subir. Toma otra foto o elige una imagen más ligera.',
      notImage: 'El archivo no es una imagen. Toma una foto o elige una imagen JPG o PNG.',
      empty: 'La imagen está vacía. Vuelve a tomar la foto.',
    },
    uploadPercent: '{{percent}} %',
    document: {
      intro: 'Toma una foto de tu INE (credencial para votar): primero el frente y después el reverso.',
      tipsTitle: 'Para que tu foto salga bien',
      tips: {
        light: 'Busca un lugar con buena luz, sin sombras sobre la credencial.',
        glare: 'Evita reflejos: no uses flash y no la fotografíes bajo una lámpara directa.',
        frame: 'Coloca la credencial sobre una mesa oscura y que se vean las cuatro esquinas.',
        sharp: 'Sostén el teléfono firme hasta que las letras se lean claramente.',
      },
      sides: {
        curpFront: {
          title: 'Frente de tu INE',
          hint: 'El lado con tu fotografía y tu nombre.',
          take: 'Tomar foto del frente',
          retake: 'Volver a tomar el frente',
          preview: 'Foto del frente de tu INE',
          uploading: 'Subiendo el frente',
          missing: 'Falta la foto del frente',
          uploaded: 'La foto del frente se subió',
        },
        curpBack: {
          title: 'Reverso de tu INE',
          hint: 'El lado con el código de barras.',
          take: 'Tomar foto del reverso',
          retake: 'Volver a tomar el reverso',
          preview: 'Foto del reverso de tu INE',
          uploading: 'Subiendo el reverso',
          missing: 'Falta la foto del reverso',
          uploaded: 'La foto del reverso se subió',
        },
      },
      done: 'Listo',
      pending: 'Pendiente',
      preparing: 'Preparando la foto…',
      reading: 'Estamos leyendo tu documento…',
      recognitionFailed: 'No pudimos leer tu documento',
      reupload: 'Vuelve a tomar la foto del frente o del reverso, con buena luz y sin reflejos.',
      reuploadSide: 'Vuelve a tomar esta foto.',
      retryReading: 'Intentar leer de nuevo',
      recognized: 'Leímos estos datos de tu documento',
      recognizedHint: 'Si algo no es correcto, vuelve a tomar las fotos.',
      name: 'Nombre',
      curp: 'CURP',
      birthday: 'Fecha de nacimiento',
      validUntil: 'Vigencia de tu INE',
      validUntilRead: 'La leímos de tu INE (el año de «VIGENCIA»). Si no coincide, elige la correcta.',
      validUntilHint: 'Elige la fecha hasta la que es válida tu INE: el año de «VIGENCIA» impreso en ella.',
      validUntilRequired: 'Elige la vigencia de tu INE',
      validUntilExpired:
        'Tu INE venció el {{date}}. Usa una identificación vigente; si la fecha se leyó mal, elige la correcta.',
      wait: 'Espera a que terminemos de leer tu documento',
    },
    face: {
      intro: 'Tómate una selfie para confirmar que eres la persona de la credencial.',
      tipsTitle: 'Antes de tomarla',
      tips: {
        light: 'Ponte frente a una luz, sin sombras en la cara.',
        clear: 'Quítate lentes, gorra y cubrebocas.',
        frame: 'Mira de frente a la cámara; que solo aparezca tu rostro.',
      },
      take: 'Tomar selfie',
      retake: 'Tomar otra selfie',
      preview: 'Tu selfie',
      uploading: 'Subiendo tu selfie',
      checking: 'Estamos verificando tu rostro…',
      passed: 'Rostro verificado',
      ready: 'Selfie lista',
      failed: 'No pudimos reconocer tu rostro. Inténtalo de nuevo con buena luz y mirando a la cámara.',
      missing: 'Primero tómate la selfie',
      saved: 'Tu selfie ya está guardada. Toca «Siguiente» para continuar o toma otra si lo prefieres.',
    },
  },
  en: {
    captureFailed: 'The photo could not be taken. Please try again.',
    rejected: {
      tooLarge:
        'The photo is larger than 20 MB and cannot be uploaded. Take another photo or choose a smaller image.',
      notImage: 'The file is not an image. Take a photo or choose a JPG or PNG image.',
      empty: 'The image is empty. Please take the photo again.',
    },
    uploadPercent: '{{percent}} %',
    document: {
      intro: 'Take a photo of your INE (voter ID card): the front first, then the back.',
      tipsTitle: 'For a good photo',
      tips: {
        light: 'Find a place with good light, with no shadows on the card.',
        glare: 'Avoid glare: do not use the flash or take it under a direct lamp.',
        frame: 'Put the card on a dark table with all four corners in view.',
        sharp: 'Hold the phone steady until the text is easy to read.',
      },
      sides: {
        curpFront: {
          title: 'Front of your INE',
          hint: 'The side with your photo and your name.',
          take: 'Take a photo of the front',
          retake: 'Take the front again',
          preview: 'Photo of the front of your INE',
          uploading: 'Uploading the front',
          missing: 'The photo of the front is missing',
          uploaded: 'The photo of the front is uploaded',
        },
        curpBack: {
          title: 'Back of your INE',
          hint: 'The side with the barcode.',
          take: 'Take a photo of the back',
          retake: 'Take the back again',
          preview: 'Photo of the back of your INE',
          uploading: 'Uploading the back',
          missing: 'The photo of the back is missing',
          uploaded: 'The photo of the back is uploaded',
        },
      },
      done: 'Done',
      pending: 'Pending',
      preparing: 'Preparing the photo…',
      reading: 'We are reading your document…',
      recognitionFailed: 'We could not read your document',
      reupload: 'Take the photo of the front or the back again, in good light and without glare.',
      reuploadSide: 'Take this photo again.',
      retryReading: 'Try reading again',
      recognized: 'We read this from your document',
      recognizedHint: 'If something is wrong, take the photos again.',
      name: 'Name',
      curp: 'CURP',
      birthday: 'Date of birth',
      validUntil: 'Your INE is valid until',
      validUntilRead:
        'We read it from your INE (the "VIGENCIA" year). If it does not match, choose the right one.',
      validUntilHint: 'Choose the date your INE is valid until: the "VIGENCIA" year printed on it.',
      validUntilRequired: 'Choose the date your INE is valid until',
      validUntilExpired:
        'Your INE expired on {{date}}. Use a current ID; if the date was misread, choose the right one.',
      wait: 'Wait until we finish reading your document',
    },
    face: {
      intro: 'Take a selfie to confirm you are the person on the ID card.',
      tipsTitle: 'Before you take it',
      tips: {
        light: 'Face a light, with no shadows on your face.',
        clear: 'Take off glasses, cap and face mask.',
        frame: 'Look straight at the camera; only your face in the picture.',
      },
      take: 'Take a selfie',
      retake: 'Take another selfie',
      preview: 'Your selfie',
      uploading: 'Uploading your selfie',
      checking: 'We are checking your face…',
      passed: 'Face verified',
      ready: 'Selfie ready',
      failed: 'We could not recognise your face. Try again in good light, looking at the camera.',
      missing: 'Take the selfie first',
      saved: 'Your selfie is already saved. Tap "Next" to go on, or take another one if you prefer.',
    },
  },
});

/** The namespace's keys, for `t` (src/i18n/text-keys.ts). */
declare module '../../i18n/text-keys' {
  interface TextNamespaces {
    identity: typeof texts.es;
  }
}
