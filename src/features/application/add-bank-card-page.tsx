import { useState, type FormEvent } from 'react';
import { OptionPicker } from '../../components/ui/option-picker';
import { RadioGroupField } from '../../components/ui/radio-group-field';
import { TextField } from '../../components/ui/text-field';
import { BANKS, bankByCode } from '../../domain/options/banks';
import { resetIfNotOption } from '../../domain/options/option';
import type { DomainEvent } from '../../domain/events';
import { CARD_TYPES } from '../../domain/options/profile-options';
import { checkBankCardPair, checkHolderName } from '../../domain/validation/fields';
import { draftsOf } from '../../storage/drafts';
import { checkCurp, formatCardNumber, formatClabe, formatCurp } from '../../domain/validation/mx-identifiers';
import { runtimeKey, useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useStore } from '../../store/use-app-state';
import { useLoad, type LoadState } from '../../store/use-load';
import { useSecureScreen } from '../../store/use-secure-screen';
import './add-bank-card.texts';
import './application.texts';
import { loadFiled, type StepRejection } from './application.effects';
import { StepFrame, StepSubmit } from './step-frame';
import { useStepDraft } from './use-step-draft';
import { useStepSave } from './use-step-save';

const EMPTY = { holderName: '', curp: '', cardType: '', bankCode: '', number: '', confirmation: '' };
type Key = keyof typeof EMPTY;
type Errors = Partial<Record<Key, string>>;

// The disbursement banks: SPEI participants with a 5-digit code (Banxico itself is not one).
const BANK_CHOICES = BANKS.filter((b) => /^\d{5}$/.test(b.code)).map((b) => ({
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
} as const satisfies Record<StepRejection<'addBankCard'>, Key>;

/** The prefill that `loadFiled` came to (its failure prefills nothing: the event then carries empty fields). */
function pickFiled(
  events: DomainEvent[],
): LoadState<Extract<DomainEvent, { type: 'application/filedLoaded' }>> {
  const filed = events.find((e) => e.type === 'application/filedLoaded');
  return filed ? { status: 'loaded', data: filed } : { status: 'failed', errorCode: 'NONE', message: '' };
}

/**
 * /bank_account/add_bankcard: holder name, CURP, account type (CLABE or debit card), bank, the number
 * twice; `/store/bank-card/validate` then `/store/user-bank-card`. The quota review starts after it. The
 * account type is asked here and nowhere else (the employment step no longer asks it).
 */
export function AddBankCardPage() {
  const { t, language } = useT();
  // The card or CLABE number: no screenshot, no recent-apps preview (issue 30).
  useSecureScreen();
  const store = useStore<EffectDeps>();
  const personal = draftsOf(store.deps.storage).read('personalInfomation') ?? {};
  const prefillName = [personal.firstName, personal.middleName, personal.lastName]
    .filter((x) => typeof x === 'string' && x)
    .join(' ');
  const { values, set, update, flush } = useStepDraft(
    'addBankCard',
    {
      ...EMPTY,
      holderName: prefillName,
      curp: typeof personal.nationalId === 'string' ? formatCurp(personal.nationalId) : '',
    },
    // The full card or CLABE number never rests in storage (issue 30): a reload asks for it again.
    { notStored: ['number', 'confirmation'] },
  );
  // The account must be the borrower's own: prefill holder and CURP from what they already filed.
  useLoad(loadFiled, undefined, {
    key: 'filed',
    pick: pickFiled,
    onLoaded: (state) => {
      if (state.status !== 'loaded') return;
      // The card type is asked here only; a borrower who answered it on the employment step of an earlier
      // version of the app (spec section 3 lists `cardType` there) finds that answer chosen.
      const { holderName, nationalId } = state.data;
      const cardType = resetIfNotOption(CARD_TYPES, state.data.cardType);
      // Only fill what is still empty when the answer arrives: never overwrite what the borrower typed.
      update((current) => ({
        ...(current.holderName || !holderName ? {} : { holderName }),
        ...(current.curp || !nationalId ? {} : { curp: formatCurp(nationalId) }),
        ...(current.cardType || !cardType ? {} : { cardType }),
      }));
    },
  });
  // The last attempt's field errors, and the fields edited since (their error is gone).
  const [errors, setErrors] = useState<Errors>({});
  const [edited, setEdited] = useState<ReadonlySet<Key>>(new Set());
  const { save, pending, failure } = useStepSave('addBankCard', flush);
  // A rejection of the bank check (or of the CURP) belongs under its field, in the borrower's language.
  const rejected = failure?.rejection ? { [REJECTION_FIELD[failure.rejection]]: failure.rejection } : {};
  const errorOf = (key: Key) => (edited.has(key) ? undefined : (errors[key] ?? rejected[key]));
  const invalid = Object.keys(errors).length > 0 || failure?.rejection;
  const formError = invalid ? t('application.fixErrors') : (failure?.message ?? null);
  const cardType = resetIfNotOption(CARD_TYPES, values.cardType);
  const bankCode = resetIfNotOption(BANK_VALUES, values.bankCode);
  const isClabe = cardType === 'clabe';
  const format = isClabe ? formatClabe : formatCardNumber;
  const message = (reason: string | undefined) =>
    reason
      ? t(runtimeKey(`bankCard.errors.${reason}`), { defaultValue: t('bankCard.errors.format') })
      : undefined;

  const change = (key: Key, value: string) => {
    set(key, value);
    if (errorOf(key)) setEdited((keys) => new Set(keys).add(key));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    const name = checkHolderName(values.holderName);
    if (!name.ok) next.holderName = name.reason;
    const curp = checkCurp(values.curp, { today: new Date().toISOString().slice(0, 10) });
    if (!curp.ok) next.curp = curp.reason;
    if (!cardType) next.cardType = 'required';
    if (!bankCode) next.bankCode = 'required';
    const pair = cardType
      ? checkBankCardPair(values.number, values.confirmation, cardType, bankCode || undefined)
      : null;
    if (!cardType) next.number = values.number ? 'cardType' : 'required';
    else if (pair && !pair.ok) {
      if (pair.errors.number) next.number = pair.errors.number;
      if (pair.errors.confirmation) next.confirmation = pair.errors.confirmation;
    }
    setErrors(next);
    setEdited(new Set());
    if (Object.keys(next).length > 0 || !name.ok || !curp.ok || !pair?.ok) return;
    save({
      holderName: name.value,
      curp: curp.value,
      cardType: cardType as 'clabe' | 'debit',
      cardNumber: pair.value,
      bankCode,
      bankName: bankByCode(bankCode)?.name ?? '',
    });
  };

  return (
    <StepFrame step="addBankCard" title={t('titles.addBankCard')}>
      <form className="card" onSubmit={submit} noValidate>
        <p className="notice">{t('bankCard.intro')}</p>
        <TextField
          label={t('bankCard.holderName')}
          required
          autoComplete="name"
          maxLength={100}
          value={values.holderName}
          onChange={(ev) => change('holderName', ev.target.value)}
          error={message(errorOf('holderName'))}
        />
        <TextField
          label={t('bankCard.curp')}
          required
          autoCapitalize="characters"
          maxLength={24}
          value={values.curp}
          onChange={(ev) => change('curp', formatCurp(ev.target.value))}
          error={message(errorOf('curp'))}
        />
        <RadioGroupField
          label={t('bankCard.cardType')}
          value={cardType}
          options={CARD_TYPES.map((o) => ({ value: o.value, label: o.label[language] }))}
          onChange={(v) => {
            change('cardType', v);
            // The two kinds of number have different formats: start the number over.
            set('number', '');
            set('confirmation', '');
          }}
          required
          error={message(errorOf('cardType'))}
        />
        <OptionPicker
          label={t('bankCard.bank')}
          value={bankCode}
          options={BANK_CHOICES}
          onChange={(v) => change('bankCode', v)}
          required
          error={message(errorOf('bankCode'))}
        />
        <TextField
          label={
            isClabe
              ? t('bankCard.numberClabe')
              : cardType
                ? t('bankCard.numberDebit')
                : `${t('bankCard.numberClabe')} / ${t('bankCard.numberDebit')}`
          }
          hint={cardType ? undefined : t('bankCard.chooseTypeFirst')}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
          value={values.number}
          onChange={(ev) => change('number', format(ev.target.value))}
          error={message(errorOf('number'))}
        />
        <TextField
          label={isClabe ? t('bankCard.confirmClabe') : t('bankCard.confirmDebit')}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
          value={values.confirmation}
          onChange={(ev) => change('confirmation', format(ev.target.value))}
          onPaste={(ev) => ev.preventDefault()}
          error={message(errorOf('confirmation'))}
        />
        <StepSubmit error={formError} pending={pending} last />
      </form>
    </StepFrame>
  );
}
