import { concat, defer, EMPTY, of, type Observable } from 'rxjs';
import { catchError, concatMap, map, tap } from 'rxjs/operators';
import { REJECTION_CODES, rejectionOf, type RejectionKind } from '../../api/contracts/rejections';
import type {
  AdditionalInfo,
  BankCard,
  BasicInfo,
  EmergencyContacts,
  Identity,
  LoanQuestionAnswers,
} from '../../api/contracts/store';
import { ApiError } from '../../api/errors';
import { isBridgeError } from '../../bridge/errors';
import { selectUploadFlags } from '../../domain/config/config.selectors';
import { deviceDataToSend } from '../../domain/config/device-data';
import { withoutNeverCollected } from '../../domain/config/never-collected';
import type {
  ApplicationStep,
  DataFlags,
  Permission,
  PermissionState,
  StepLeaveAction,
  UnstampedEvent,
} from '../../domain/events';
import { t } from '../../i18n/i18n';
import { draftsOf } from '../../storage/drafts';
import type { EffectDeps } from '../../store/effect-deps';
import { failureMessage } from '../../store/failure';
import type { Effect } from '../../store/store';
import './add-bank-card.texts';

/**
 * `/time/upload/enable` for the logged-in borrower, as the login load in package-config brings it: one
 * `config/uploadEnableLoaded`, or `config/loadFailed` (then no device data is collected).
 */
function loadUploadEnable(deps: EffectDeps): Observable<UnstampedEvent> {
  return defer(() => deps.api.user.getUploadEnable({ silent: true })).pipe(
    map((flags): UnstampedEvent => ({ type: 'config/uploadEnableLoaded', flags: { ...flags } })),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'config/loadFailed', source: 'uploadEnable', ...failureMessage(error) }),
    ),
  );
}

/**
 * Tells the native app a step was opened or submitted: `timeSDK2` with the step, isSubmit and the device
 * data to collect (docs/decisions/0036). Those are the state's (`selectUploadFlags`: `/time/upload/enable`
 * AND the package's upload switch AND the privacy policy; the bridge client filters the never-collected kinds
 * again for every caller). While `/time/upload/enable` has not loaded it is loaded first, as at login (its
 * event is emitted, and also read here: a fire-and-forget caller such as submitStep dispatches nothing); when
 * it fails, no data is asked for. While the last collection is fresh (stored `8in1ExpiredTime` ahead, the
 * backend not saying `expired`) every data flag is false: the step's timing still goes out, the data is not
 * collected again. A submission that asked for data and went through stores a new `8in1ExpiredTime`.
 * Outside the native app there is nobody to tell. A failure of `timeSDK2` (no reply within the bridge's
 * time-out, a refusal) is logged and goes no further.
 */
export const reportStep: Effect<{ step: ApplicationStep; isSubmit: boolean }, EffectDeps> = (
  { step, isSubmit },
  { deps, getState, current },
) => {
  if (!deps.isNative()) return EMPTY;
  let loaded: DataFlags | null = null;
  const load =
    getState().config.uploadEnable === null
      ? loadUploadEnable(deps).pipe(
          tap((event) => {
            if (event.type === 'config/uploadEnableLoaded') loaded = event.flags;
          }),
        )
      : EMPTY;
  const report = defer(async () => {
    const state = getState();
    const inForce = loaded ? { ...state, config: { ...state.config, uploadEnable: loaded } } : state;
    const decision = deviceDataToSend({
      flags: selectUploadFlags(inForce),
      storedExpiry: deps.storage.get('8in1ExpiredTime'),
      // The phone's clock: effects are given no other (the store's clock stamps events only).
      now: Date.now(),
      isSubmit,
    });
    await deps.bridge.call('timeSDK2', { step, isSubmit, ...withoutNeverCollected(decision.flags) });
    // A session that ended while the native side answered (decision 0061) gets nothing written for it.
    if (decision.expiresAt !== null && current()) deps.storage.set('8in1ExpiredTime', decision.expiresAt);
  }).pipe(
    concatMap(() => EMPTY as Observable<UnstampedEvent>),
    catchError((error: unknown) => {
      console.warn(`[cuota] timeSDK2 (${step}, isSubmit ${String(isSubmit)}) failed`, error);
      return EMPTY;
    }),
  );
  return concat(load, report);
};

const VALIDATE_ORIGIN = { endpoint: 'validateBankCard', path: '/store/bank-card/validate' };

/**
 * The bank account: `/store/bank-card/validate`, then `/store/user-bank-card`. A check that says no fails
 * like the backend's rejection of that kind (its code, the borrower's words), so one code decides.
 */
async function saveBankCard(api: EffectDeps['api'], card: BankCard): Promise<{ progress: number }> {
  const check = await api.store.validateBankCard({
    cardType: card.cardType,
    cardNumber: card.cardNumber,
    bankCode: card.bankCode,
  });
  if (!check.valid) {
    const reason = check.reason ?? 'invalidNumber';
    throw new ApiError(REJECTION_CODES[reason], t(`bankCard.errors.${reason}`), VALIDATE_ORIGIN);
  }
  return api.store.saveBankCard(card);
}

/** The selfie to save, with the passed liveness check it came from (none when the package has liveness off). */
export interface FaceImage {
  file: Blob;
  livenessId?: string;
}

/** One row of the table: the request(s) that save a step's body, and the rejections the screen shows by code. */
const row = <B, const K extends RejectionKind = never>(
  save: (api: EffectDeps['api'], body: B) => Promise<{ progress: number }>,
  rejections: readonly K[] = [],
) => ({ save, rejections });

/**
 * Every application step's save: step -> request(s) -> `application/stepCompleted` with the backend's new
 * progress code, or `application/stepFailed` with the failure's code and message. `rejections` are the
 * backend codes (REJECTION_CODES) the step's screen shows under a field, in its own words; any other failure
 * shows the message.
 */
export const STEP_SAVES = {
  loanQuestion: row((api, answers: LoanQuestionAnswers) => api.store.saveLoanQuestions(answers)),
  // The borrower confirms what the document reading found, with the validity they picked.
  idCardAuthentication: row((api, identity: Identity) => api.store.finishOcr(identity)),
  // `/store/v2/face-image-save` refuses a face that does not match the document; then the uploads close.
  // No face (null): `/store/has-all-uploaded` said it is saved already, so only the uploads close.
  idCardFacial: row(async (api, face: FaceImage | null) => {
    if (face !== null) {
      const { file, livenessId } = face;
      await api.store.saveStoreFaceImageV2(livenessId === undefined ? { file } : { file, livenessId });
    }
    return api.user.finishUploadAllImg();
  }),
  personalInfomation: row((api, info: BasicInfo) => api.store.saveBasicInfo(info)),
  additionalInfomation: row((api, info: AdditionalInfo) => api.store.saveAdditionalInfo(info)),
  emergencyContact: row((api, contacts: EmergencyContacts) => api.store.saveEmergencyContacts(contacts)),
  addBankCard: row(saveBankCard, [
    'bankMismatch',
    'invalidNumber',
    'holderMismatch',
    'invalidCurp',
    'curpMismatch',
  ]),
} satisfies Record<ApplicationStep, unknown>;

/** What a step's save sends. */
export type StepBody<S extends ApplicationStep> = Parameters<(typeof STEP_SAVES)[S]['save']>[1];
/** The rejections a step's screen shows by code. */
export type StepRejection<S extends ApplicationStep> = (typeof STEP_SAVES)[S]['rejections'][number];
/** The intent to save one step. */
export type StepSaveIntent = { [S in ApplicationStep]: { step: S; body: StepBody<S> } }[ApplicationStep];

/** The handled rejection of `step` a failure's code stands for, or null (the message is shown then). */
export function stepRejection<S extends ApplicationStep>(
  step: S,
  errorCode: string,
): StepRejection<S> | null {
  const kind = rejectionOf(errorCode);
  const handled: readonly RejectionKind[] = STEP_SAVES[step].rejections;
  return kind !== null && handled.includes(kind) ? (kind as StepRejection<S>) : null;
}

/**
 * Saves a step (its row of STEP_SAVES), clears its draft and reports it to the native app. Ends in
 * application/stepCompleted (with the backend's progress code) or application/stepFailed. The report goes
 * out but is not waited for: the native app may take up to its time-out to answer, and the borrower moves
 * on at once.
 */
export const submitStep: Effect<StepSaveIntent, EffectDeps> = ({ step, body }, ctx) => {
  const save = STEP_SAVES[step].save as (
    api: EffectDeps['api'],
    body: unknown,
  ) => Promise<{ progress: number }>;
  return defer(async () => {
    const { progress } = await save(ctx.deps.api, body);
    // Saved: what was typed on the step is filed, so its draft ends here (and only here).
    draftsOf(ctx.deps.storage).clear(step);
    // Fire and forget: reportStep catches and logs its own failure, so nothing rejects unhandled.
    reportStep({ step, isSubmit: true }, ctx).subscribe();
    return progress;
  }).pipe(
    map((progress): UnstampedEvent => ({ type: 'application/stepCompleted', step, progress })),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'application/stepFailed', step, ...failureMessage(error) }),
    ),
  );
};

/** Asks the native app for a permission (requesting it when `request`); a browser has none to give. */
export const checkPermission: Effect<{ permission: Permission; request: boolean }, EffectDeps> = (
  { permission, request },
  { deps },
) =>
  defer(() => deps.bridge.call('checkPermission', { permission, request })).pipe(
    map((result): UnstampedEvent => ({ type: 'bridge/permissionChecked', permission, state: result.state })),
    catchError((error: unknown) => {
      // Outside the native app the browser asks for the camera itself (file input with capture).
      const state: PermissionState = isBridgeError(error, 'UNAVAILABLE') ? 'granted' : 'denied';
      return of<UnstampedEvent>({ type: 'bridge/permissionChecked', permission, state });
    }),
  );

/** Leaves a step: asks the native app where to (`getBackUrls`); in a browser, or when it fails: back. */
export const leaveStep: Effect<{ step: ApplicationStep }, EffectDeps> = ({ step }, { deps }) =>
  defer(() => deps.bridge.call('getBackUrls')).pipe(
    map((answer): StepLeaveAction => answer.action),
    catchError(() => of<StepLeaveAction>('back')),
    map((action): UnstampedEvent => ({ type: 'application/stepLeft', step, action })),
  );

/**
 * What the borrower already filed (`/store/total-information`) that the bank-card step prefills: the name as
 * one line, the CURP and the card type an older app version asked on the employment step. Empty on failure.
 */
export const loadFiled: Effect<void, EffectDeps> = (_, { deps }) =>
  defer(() => deps.api.store.getTotalInformation({ silent: true })).pipe(
    catchError(() => of(null)),
    map((filed): UnstampedEvent => {
      const info = filed?.basicInfo;
      return {
        type: 'application/filedLoaded',
        holderName: info ? [info.firstName, info.middleName, info.lastName].filter(Boolean).join(' ') : '',
        nationalId: info?.nationalId ?? '',
        cardType: filed?.additionalInfo?.cardType ?? '',
      };
    }),
  );
