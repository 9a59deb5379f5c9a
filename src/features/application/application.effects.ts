import { defer, EMPTY, of, type Observable } from 'rxjs';
import { catchError, concatMap, map } from 'rxjs/operators';
import type { DataPermissionFlags } from '../../api/contracts/common';
import type { TotalInformation } from '../../api/contracts/store';
import { withoutNeverCollected } from '../../domain/config/never-collected';
import type { ApplicationStep, Permission, PermissionState, UnstampedEvent } from '../../domain/events';
import type { EffectDeps } from '../../store/effect-deps';
import { failureMessage } from '../../store/failure';
import type { Effect } from '../../store/store';

const NO_FLAGS: DataPermissionFlags = {
  appList: false,
  sms: false,
  exif: false,
  device: false,
  contact: false,
  calendar: false,
  callLog: false,
  location: false,
  expired: false,
};

/** The data the backend enabled for collection (`/time/upload/enable`); none when it cannot say. */
async function uploadFlags(deps: EffectDeps): Promise<DataPermissionFlags> {
  try {
    return await deps.api.user.getUploadEnable({ silent: true });
  } catch {
    return NO_FLAGS;
  }
}

/**
 * Tells the native app a step was opened or submitted (`timeSDK2` with the step, isSubmit and the
 * permission flags the backend enabled, less the data the app never collects: contacts, SMS, call log,
 * location, calendar, app list; the bridge client filters them again for every caller). Outside the
 * native app there is nobody to tell. Emits nothing; a failure (no reply within the bridge's time-out,
 * a refusal) is logged and goes no further.
 */
export const reportStep: Effect<{ step: ApplicationStep; isSubmit: boolean }, EffectDeps> = ({ step, isSubmit }, { deps }) =>
  deps.isNative()
    ? defer(async () => {
        const flags = await uploadFlags(deps);
        await deps.bridge.call('timeSDK2', { step, isSubmit, ...withoutNeverCollected(flags) });
      }).pipe(
        concatMap(() => EMPTY as Observable<UnstampedEvent>),
        catchError((error: unknown) => {
          console.warn(`[cuota] timeSDK2 (${step}, isSubmit ${String(isSubmit)}) failed`, error);
          return EMPTY;
        }),
      )
    : EMPTY;

/** One step's submission: the call that saves it (returns the new progress code). */
export interface StepSubmission {
  step: ApplicationStep;
  save: (api: EffectDeps['api']) => Promise<{ progress: number }>;
}

/**
 * Saves a step, clears its draft and reports it to the native app. Ends in application/stepCompleted
 * (with the backend's progress code) or application/stepFailed. The report goes out but is not waited
 * for: the native app may take up to its time-out to answer, and the borrower moves on at once.
 */
export const submitStep: Effect<StepSubmission, EffectDeps> = ({ step, save }, ctx) =>
  defer(() => save(ctx.deps.api)).pipe(
    map((result): UnstampedEvent => {
      const drafts = { ...ctx.deps.storage.get('drafts') };
      delete drafts[step];
      ctx.deps.storage.set('drafts', drafts);
      // Fire and forget: reportStep catches and logs its own failure, so nothing rejects unhandled.
      reportStep({ step, isSubmit: true }, ctx).subscribe();
      return { type: 'application/stepCompleted', step, progress: result.progress };
    }),
    catchError((error: unknown) => of<UnstampedEvent>({ type: 'application/stepFailed', step, ...failureMessage(error) })),
  );

/** Asks the native app for a permission (requesting it when `request`); a browser has none to give. */
export const checkPermission: Effect<{ permission: Permission; request: boolean }, EffectDeps> = (
  { permission, request },
  { deps },
) =>
  defer(() => deps.bridge.call('checkPermission', { permission, request })).pipe(
    map((result): UnstampedEvent => ({ type: 'bridge/permissionChecked', permission, state: result.state })),
    catchError((error: unknown) => {
      // Outside the native app the browser asks for the camera itself (file input with capture).
      const code = (error as { code?: string }).code;
      const state: PermissionState = code === 'UNAVAILABLE' ? 'granted' : 'denied';
      return of<UnstampedEvent>({ type: 'bridge/permissionChecked', permission, state });
    }),
  );

/** Where leaving a step goes, as the native app says (`getBackUrls`); in a browser: back. */
export async function backAction(deps: EffectDeps): Promise<'home' | 'back' | 'reload'> {
  try {
    const answer = await deps.bridge.call('getBackUrls');
    return answer.action;
  } catch {
    return 'back';
  }
}

/** Everything the borrower filed so far (`/store/total-information`), to prefill a form; null on failure. */
export async function loadFiled(deps: EffectDeps): Promise<TotalInformation | null> {
  try {
    return await deps.api.store.getTotalInformation({ silent: true });
  } catch {
    return null;
  }
}
