import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { FEEDBACK_TYPES, type FeedbackTypeCode } from '../../domain/events';
import { PATHS, withQuery } from '../../domain/paths';
import { selectIsLoggedIn } from '../../domain/session/session.selectors';
import { checkFeedbackAccount } from '../../domain/validation/payment-fields';
import { checkMxPhone } from '../../domain/validation/mx-phone';
import { runtimeKey, useT, type TFunction } from '../../i18n/i18n';
import { draftsOf, type StepDrafts } from '../../storage/drafts';
import type { EffectDeps } from '../../store/effect-deps';
import { useAppState, useStore } from '../../store/use-app-state';
import { useFlushOnHide } from '../../store/use-flush-on-hide';
import { failureOf, useIntent } from '../../store/use-intent';
import { createFeedbackRequest } from './feedback.effects';
import { parseMxDateTime, parseServiceHours } from './feedback-format';
import { useFeedbackLimits } from './feedback-parts';
import './feedback.texts';
import { useImageUploads } from './use-image-uploads';

export type FeedbackField = 'type' | 'description' | 'contact' | 'account' | 'appointment' | 'images';
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

/** What the borrower typed and picked, as typed. */
export interface FeedbackDraft {
  type: FeedbackTypeCode | null;
  description: string;
  contact: string;
  account: string;
  appointment: string;
}

/** The typed fields, checked: the errors by field, and the values the request sends. */
interface CheckedFeedback {
  errors: FeedbackErrors;
  contact: string | null;
  account: string | null;
  appointmentAt: number | null;
}

function initialType(raw: string | null): FeedbackTypeCode | null {
  const n = Number(raw);
  return (FEEDBACK_TYPES as readonly number[]).includes(n) ? (n as FeedbackTypeCode) : null;
}

/** The optional contact phone: a Mexican number that can take calls. */
function checkContact(contact: string, t: TFunction): { value: string | null; error?: string } {
  if (contact.trim() === '') return { value: null };
  const checked = checkMxPhone(contact);
  if (checked.ok) return { value: checked.value };
  const key = checked.reason === 'service' ? 'feedback.add.contactService' : 'feedback.add.contactFormat';
  return { value: null, error: t(key) };
}

/** The optional call-back time: not past, and inside the service hours. */
function checkAppointment(
  appointment: string,
  serviceHours: string,
  t: TFunction,
): { value: number | null; error?: string } {
  if (appointment === '') return { value: null };
  const parsed = parseMxDateTime(appointment);
  const hours = parseServiceHours(serviceHours);
  if (!parsed || parsed.at <= Date.now()) return { value: null, error: t('feedback.add.appointmentPast') };
  if (parsed.minuteOfDay < hours.open || parsed.minuteOfDay >= hours.close)
    return { value: null, error: t('feedback.add.appointmentHours', { hours: serviceHours }) };
  return { value: parsed.at };
}

/** Checks the form: the type and description are required, the rest checked when given. */
function checkFeedback(draft: FeedbackDraft, serviceHours: string, t: TFunction): CheckedFeedback {
  const errors: FeedbackErrors = {};
  if (draft.type === null) errors.type = t('feedback.add.typeRequired');
  if (draft.description.trim() === '') errors.description = t('feedback.add.descriptionRequired');
  const contact = checkContact(draft.contact, t);
  if (contact.error) errors.contact = contact.error;
  const account = checkFeedbackAccount(draft.account);
  if (!account.ok) errors.account = t(runtimeKey(`feedback.add.accountErrors.${account.reason}`));
  const appointment = checkAppointment(draft.appointment, serviceHours, t);
  if (appointment.error) errors.appointment = appointment.error;
  return {
    errors,
    contact: contact.value,
    account: account.ok && account.value !== '' ? account.value : null,
    appointmentAt: appointment.value,
  };
}

/** A kept draft's fields, parsed before use (a stale or edited draft brings back nothing it should not). */
const KeptFeedbackSchema = z.object({
  type: z.optional(z.nullable(z.union(FEEDBACK_TYPES.map((code) => z.literal(code))))),
  description: z.optional(z.string()),
  contact: z.optional(z.string()),
  appointment: z.optional(z.string()),
});

/**
 * The form's values, from its kept draft (src/storage/drafts.ts, decision 0069) where there is one, so a WebView
 * reload (Android may kill it while the gallery is open) loses nothing typed. The account number is never
 * kept (nothing of a bank account at rest, issue 30); the type asked for in the address wins over a kept one.
 */
function keptFeedback(kept: unknown, askedType: FeedbackTypeCode | null): FeedbackDraft {
  const parsed = KeptFeedbackSchema.safeParse(kept ?? {});
  const draft = parsed.success ? parsed.data : {};
  return {
    type: askedType ?? draft.type ?? null,
    description: draft.description ?? '',
    contact: draft.contact ?? '',
    account: '',
    appointment: draft.appointment ?? '',
  };
}

/** Keeps the typed fields (not the account) in the form's draft, and writes it at once when the page is hidden or left. */
function useKeptDraft(draft: FeedbackDraft, drafts: StepDrafts) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const { account: _account, ...kept } = draft;
    drafts.write('feedback', kept);
  }, [draft, drafts]);
  useFlushOnHide(useCallback(() => drafts.flush('feedback'), [drafts]));
}

/** The typed fields and their errors; typing in a field clears its error. */
function useFeedbackDraft() {
  const [params] = useSearchParams();
  const drafts = draftsOf(useStore<EffectDeps>().deps.storage);
  const [draft, setDraft] = useState<FeedbackDraft>(() =>
    keptFeedback(drafts.read('feedback'), initialType(params.get('type'))),
  );
  useKeptDraft(draft, drafts);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const clearError = (field: FeedbackField) =>
    setErrors((prev) => (prev[field] === undefined ? prev : { ...prev, [field]: undefined }));
  const change = <K extends keyof FeedbackDraft>(field: K, value: FeedbackDraft[K]) => {
    setDraft((prev) => ({ ...prev, [field]: value }));
    clearError(field);
  };
  return { draft, errors, setErrors, change, clearError };
}

/** The create request: sent, the result page replaces the form; failed, the message shows on the form. */
function useCreateFeedback(setFormError: (message: string) => void) {
  const { t } = useT();
  const drafts = draftsOf(useStore<EffectDeps>().deps.storage);
  const navigate = useNavigate();
  // Where the form was opened from goes on to the result page (its "Ver mis solicitudes", decision 0068).
  const from: unknown = useLocation().state;
  return useIntent(createFeedbackRequest, {
    failsOn: ['feedback/createFailed'],
    // Sent: the intent stays closed until the result page replaces this one (a second tap in between would
    // send the request again).
    final: (outcome) => outcome.status === 'done',
    onDone: (outcome, state) => {
      const created = state.feedback.createdIds.at(-1);
      if (outcome.status === 'done' && created !== undefined) {
        // Sent: its draft ends (a write still waiting is dropped), so the next request starts empty.
        drafts.clear('feedback');
        void navigate(withQuery(PATHS.feedbackResult, { id: created }), { replace: true, state: from });
        return;
      }
      setFormError(failureOf(outcome)?.message || t('errors.unknown'));
    },
  });
}

/**
 * The model of /feedback/add_feedback: the typed fields and their errors, the receipt uploads, and the
 * submit (checks, waits for the uploads, then the store's create intent: a double tap sends one request).
 */
export function useAddFeedback() {
  const { t } = useT();
  const loggedIn = useAppState(selectIsLoggedIn);
  const { imageCountLimit, serviceHours } = useFeedbackLimits();
  const uploads = useImageUploads('credential', imageCountLimit);
  const fields = useFeedbackDraft();
  const [formError, setFormError] = useState<string | null>(null);
  // The images settle first (the button is off meanwhile); the request is the store's intent.
  const [settling, setSettling] = useState(false);
  const create = useCreateFeedback(setFormError);
  const pending = settling || create.pending || create.outcome?.status === 'done';

  const send = async () => {
    setFormError(null);
    const { draft } = fields;
    const checked = checkFeedback(draft, serviceHours, t);
    fields.setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0 || draft.type === null) {
      setFormError(t('feedback.add.fixErrors'));
      return;
    }
    const images = await uploads.settle();
    if (images.some((img) => img.status !== 'done' || img.fileId === null)) {
      fields.setErrors((prev) => ({ ...prev, images: t('feedback.add.fixUploads') }));
      setFormError(t('feedback.add.fixUploads'));
      return;
    }
    void create.run({
      type: draft.type,
      description: draft.description.trim(),
      imageIds: images.map((img) => img.fileId ?? ''),
      ...(checked.contact !== null ? { contact: checked.contact } : {}),
      ...(checked.account !== null ? { account: checked.account } : {}),
      ...(checked.appointmentAt !== null ? { appointmentTime: checked.appointmentAt } : {}),
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A double tap sends one request (the store refuses a second run while one is going).
    if (pending) return;
    setSettling(true);
    void send().finally(() => setSettling(false));
  };

  return { loggedIn, imageCountLimit, serviceHours, uploads, ...fields, formError, pending, submit };
}

export type AddFeedbackModel = ReturnType<typeof useAddFeedback>;
