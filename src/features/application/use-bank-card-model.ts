import { useState, type FormEvent } from 'react';
import type { AppState } from '../../domain/state';
import { BANKS, bankByCode } from '../../domain/options/banks';
import { resetIfNotOption } from '../../domain/options/option';
import { CARD_TYPES } from '../../domain/options/profile-options';
import { checkBankCardPair, checkHolderName } from '../../domain/validation/fields';
import { checkCurp, formatCardNumber, formatClabe, formatCurp } from '../../domain/validation/mx-identifiers';
import { draftsOf } from '../../storage/drafts';
import { runtimeKey, useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useStore } from '../../store/use-app-state';
import { useLoad } from '../../store/use-load';
import { useSecureScreen } from '../../store/use-secure-screen';
import './add-bank-card.texts';
import './application.texts';
import { loadFiled, type StepBody, type StepRejection } from './application.effects';
import { useStepDraft } from './use-step-draft';
import { useStepSave } from './use-step-save';

const EMPTY = { holderName: '', curp: '', cardType: '', bankCode: '', number: '', confirmation: '' };
export type BankCardKey = keyof typeof EMPTY;
type Values = typeof EMPTY;
type Errors = Partial<Record<BankCardKey, string>>;

// The disbursement banks: SPEI participants with a 5-digit code (Banxico itself is not one).
export const BANK_CHOICES = BANKS.filter((b) => /^\d{5}$/.test(b.code)).map((b) => ({
  value: b.code,
  label: b.name,
}));
const BANK_VALUES = BANK_CHOICES.map((b) => ({ value: b.value, label: { es: b.label, en: b.label } }));

/** Where each backend rejection of this step belongs: the field it is shown under (copy: bankCard.errors.<kind>). */
const REJECTION_FIELD = {
  bankMismatch: 'number',
  invalidNumber: 'number',
  holderMismatch: 'holderName',
  invalidCurp: 'curp',
  curpMismatch: 'curp',
} as const satisfies Record<StepRejection<'addBankCard'>, BankCardKey>;

/** What the bank-card step prefills that the state holds: the borrower's filed name, CURP and card type. */
export const selectFiled = (state: AppState) => state.application.filed ?? null;

/** The form's empty values, prefilled from the personal step's draft (the name and CURP just typed). */
function prefilled(personal: Readonly<Record<string, unknown>>): Values {
  const holderName = [personal.firstName, personal.middleName, personal.lastName]
    .filter((x) => typeof x === 'string' && x)
    .join(' ');
  const curp = typeof personal.nationalId === 'string' ? formatCurp(personal.nationalId) : '';
  return { ...EMPTY, holderName, curp };
}

/**
 * The account must be the borrower's own: prefills holder and CURP from what they already filed (the
 * state's `application.filed`), and the card type a borrower answered on the employment step of an earlier
 * version of the app (spec section 3 lists `cardType` there). Only what is still empty is filled.
 */
function useFiledPrefill(update: (patch: (current: Values) => Partial<Values>) => void) {
  useLoad(loadFiled, undefined, {
    key: 'filed',
    select: selectFiled,
    onLoaded: (state) => {
      if (state.status !== 'loaded') return;
      const { holderName, nationalId } = state.data;
      const cardType = resetIfNotOption(CARD_TYPES, state.data.cardType);
      // Never overwrite what the borrower typed.
      update((current) => ({
        ...(current.holderName || !holderName ? {} : { holderName }),
        ...(current.curp || !nationalId ? {} : { curp: formatCurp(nationalId) }),
        ...(current.cardType || !cardType ? {} : { cardType }),
      }));
    },
  });
}

/** The form's field errors, and the body to save when it has none. */
function checkForm(
  values: Values,
  cardType: string,
  bankCode: string,
): { errors: Errors; body: StepBody<'addBankCard'> | null } {
  const errors: Errors = {};
  const name = checkHolderName(values.holderName);
  if (!name.ok) errors.holderName = name.reason;
  const curp = checkCurp(values.curp, { today: new Date().toISOString().slice(0, 10) });
  // Worded as a CURP (bankCard.errors.curp.<reason>, the personal step's texts), not as the account number's digits.
  if (!curp.ok) errors.curp = curp.reason === 'required' ? 'required' : `curp.${curp.reason}`;
  if (!cardType) errors.cardType = 'required';
  if (!bankCode) errors.bankCode = 'required';
  const pair = cardType
    ? checkBankCardPair(values.number, values.confirmation, cardType, bankCode || undefined)
    : null;
  if (!cardType) errors.number = values.number ? 'cardType' : 'required';
  else if (pair && !pair.ok) {
    if (pair.errors.number) errors.number = pair.errors.number;
    if (pair.errors.confirmation) errors.confirmation = pair.errors.confirmation;
  }
  if (Object.keys(errors).length > 0 || !name.ok || !curp.ok || !pair?.ok) return { errors, body: null };
  const cardNumber = pair.value;
  const bankName = bankByCode(bankCode)?.name ?? '';
  const type = cardType as 'clabe' | 'debit';
  return {
    errors,
    body: { holderName: name.value, curp: curp.value, cardType: type, cardNumber, bankCode, bankName },
  };
}

/**
 * The bank-card step's model: the draft (the full number never at rest), the filed prefill, the field
 * errors of the last attempt (gone from a field once it is edited) with the backend's rejections under their
 * field, and the save.
 */
/** `failed`: told of a submit refused by the form's own checks (the page moves to the first field in red). */
export function useBankCardModel(failed: () => void = () => {}) {
  const { t } = useT();
  // The card or CLABE number: no screenshot, no recent-apps preview (issue 30).
  useSecureScreen();
  const store = useStore<EffectDeps>();
  const { values, set, update } = useStepDraft(
    'addBankCard',
    prefilled(draftsOf(store.deps.storage).read('personalInfomation') ?? {}),
    // The full card or CLABE number never rests in storage (issue 30): a reload asks for it again.
    { notStored: ['number', 'confirmation'] },
  );
  useFiledPrefill(update);
  const [errors, setErrors] = useState<Errors>({});
  const [edited, setEdited] = useState<ReadonlySet<BankCardKey>>(new Set());
  const { save, pending, failure } = useStepSave('addBankCard');
  // A rejection of the bank check (or of the CURP) belongs under its field, in the borrower's language.
  const rejected = failure?.rejection ? { [REJECTION_FIELD[failure.rejection]]: failure.rejection } : {};
  const errorOf = (key: BankCardKey) => (edited.has(key) ? undefined : (errors[key] ?? rejected[key]));
  const invalid = Object.keys(errors).length > 0 || failure?.rejection;
  const cardType = resetIfNotOption(CARD_TYPES, values.cardType);
  const bankCode = resetIfNotOption(BANK_VALUES, values.bankCode);
  const message = (key: BankCardKey) => {
    const reason = errorOf(key);
    return reason
      ? t(runtimeKey(`bankCard.errors.${reason}`), { defaultValue: t('bankCard.errors.format') })
      : undefined;
  };
  const change = (key: BankCardKey, value: string) => {
    set(key, value);
    if (errorOf(key)) setEdited((keys) => new Set(keys).add(key));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkForm(values, cardType, bankCode);
    setErrors(checked.errors);
    setEdited(new Set());
    if (checked.body) save(checked.body);
    else failed();
  };
  return {
    values,
    set,
    change,
    submit,
    message,
    cardType,
    bankCode,
    format: cardType === 'clabe' ? formatClabe : formatCardNumber,
    pending,
    formError: invalid ? t('application.fixErrors') : (failure?.message ?? null),
  };
}

export type BankCardModel = ReturnType<typeof useBankCardModel>;
