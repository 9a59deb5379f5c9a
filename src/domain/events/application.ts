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
  | Ev<'application/stepFailed', { step: ApplicationStep; errorCode: string; message: string }>;
