import type { Ev } from './event';

/** Account deletion. */

/** Why `/user/delete-check` refuses a deletion. */
export type DeleteBlocker = 'unpaidLoan' | 'pendingApplication';

/** Its events: one part of the union DomainEvent (src/domain/events.ts). */
export type AccountEvents =
  | Ev<'account/deleteChecked', { canDelete: boolean; reasons: DeleteBlocker[] }>
  | Ev<'account/deleteCheckFailed', { errorCode: string; message: string }>
  | Ev<'account/deleteFailed', { errorCode: string; message: string }>
  | Ev<'account/deleted', object>;
