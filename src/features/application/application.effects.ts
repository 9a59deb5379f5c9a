import { defer, EMPTY, of, type Observable } from 'rxjs';
import { catchError, concatMap, map } from 'rxjs/operators';
import type { DataPermissionFlags } from '../../api/contracts/common';
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
import { withoutNeverCollected } from '../../domain/config/never-collected';
import type {
  ApplicationStep,
  Permission,
  PermissionState,
  StepLeaveAction,
  UnstampedEvent,
} from '../../domain/events';
import { t } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { failureMessage } from '../../store/failure';
import type { Effect } from '../../store/store';
import './add-bank-card.texts';

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
export const reportStep: Effect<{ step: ApplicationStep; isSubmit: boolean }, EffectDeps> = (
  { step, isSubmit },
  { deps },
) =>
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
  idCardFacial: row(async (api, { file, livenessId }: FaceImage) => {
    await api.store.saveStoreFaceImageV2(livenessId === undefined ? { file } : { file, livenessId });
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
  return defer(() => save(ctx.deps.api, body)).pipe(
    map((result): UnstampedEvent => {
      const drafts = { ...ctx.deps.storage.get('drafts') };
      delete drafts[step];
      ctx.deps.storage.set('drafts', drafts);
      // Fire and forget: reportStep catches and logs its own failure, so nothing rejects unhandled.
      reportStep({ step, isSubmit: true }, ctx).subscribe();
      return { type: 'application/stepCompleted', step, progress: result.progress };
    }),
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
      const code = (error as { code?: string }).code;
      const state: PermissionState = code === 'UNAVAILABLE' ? 'granted' : 'denied';
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
