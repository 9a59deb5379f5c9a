import type { Ev } from './event';

/** The identity documents and the face (the images themselves never enter the log). */

/** An identity image of the application: the document's two sides or the borrower's face. */
export type IdentityImage = 'curpFront' | 'curpBack' | 'face';

/** Why a picked or captured image is refused before any upload (20 MB limit, not an image, empty). */
export type ImageRejection = 'tooLarge' | 'notImage' | 'empty';

/** What the document OCR read (personal data: journeys mask it). Birthday ISO, gender 1 male 2 female. */
export interface DocumentIdentity {
  curp: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  birthday: string;
  gender: 1 | 2;
  state?: string;
  city?: string;
  address?: string;
  pinCode?: string;
  /** The document's validity (vigencia) as an ISO date: read by the OCR, confirmed with the picker. */
  validUntil?: string;
}

/** Its events: one part of the union DomainEvent (src/domain/events.ts). */
export type IdentityEvents =
  | Ev<'identity/imageRejected', { image: IdentityImage; reason: ImageRejection }>
  | Ev<'identity/captureFailed', { image: IdentityImage; errorCode: string; message: string }>
  | Ev<'identity/imageUploaded', { image: IdentityImage; fileId: string; url: string }>
  | Ev<'identity/imageUploadFailed', { image: IdentityImage; errorCode: string; message: string }>
  | Ev<'identity/documentRecognized', { identity: DocumentIdentity }>
  | Ev<'identity/documentRecognitionFailed', { errorCode: string; message: string }>
  | Ev<'identity/livenessChecked', { livenessId: string; passed: boolean; score: number }>
  | Ev<'identity/livenessFailed', { errorCode: string; message: string }>
  /** `/store/has-all-uploaded`: the identity images the backend still lacks (none: all are in). */
  | Ev<'identity/uploadsChecked', { missing: IdentityImage[] }>
  | Ev<'identity/uploadsCheckFailed', { errorCode: string; message: string }>;
