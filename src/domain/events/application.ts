import type { Ev } from './event';

/** The application steps and the progress code (spec section 4). */

/** The application steps, named as the spec's screens. */
export type ApplicationStep =
  | 'loanQuestion'
  | 'idCardAuthentication'
  | 'idCardFacial'
  | 'personalInfomation'
  | 'additionalInfomation'
  | 'emergencyContact'
  | 'addBankCard';

/** Its events: one part of the union DomainEvent (src/domain/events.ts). */
export type ApplicationEvents =
  | Ev<'application/progressLoaded', { progress: number }>
  | Ev<'application/stepCompleted', { step: ApplicationStep; progress: number }>
  | Ev<'application/stepFailed', { step: ApplicationStep; errorCode: string; message: string }>
  // What the borrower already filed (`/store/total-information`) that the bank-card step prefills: the holder
  // must be the borrower. Empty strings where nothing was filed or the load failed.
  | Ev<'application/filedLoaded', { holderName: string; nationalId: string; cardType: string }>
  // The borrower left a step through the retention popup; `action` is where the native app sends them.
  | Ev<'application/stepLeft', { step: ApplicationStep; action: StepLeaveAction }>;

/** Where leaving a step goes, as the native app says (`getBackUrls`); in a browser: back. */
export type StepLeaveAction = 'home' | 'back' | 'reload';
