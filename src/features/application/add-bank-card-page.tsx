import { useEffect, useRef, useState, type FormEvent } from 'react';
import { REJECTION_CODES, rejectionOf, type RejectionKind } from '../../api/contracts/rejections';
import { ApiError } from '../../api/errors';
import { OptionPicker } from '../../components/ui/option-picker';
import { RadioGroupField } from '../../components/ui/radio-group-field';
import { TextField } from '../../components/ui/text-field';
import { BANKS, bankByCode } from '../../domain/options/banks';
import { resetIfNotOption } from '../../domain/options/option';
import { CARD_TYPES } from '../../domain/options/profile-options';
import { checkBankCardPair, checkPersonName } from '../../domain/validation/fields';
import { checkCurp, formatCardNumber, formatClabe, formatCurp } from '../../domain/validation/mx-identifiers';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useStore } from '../../store/use-app-state';
import './add-bank-card.texts';
import './application.texts';
import { loadFiled } from './application.effects';
import { StepFrame, StepSubmit } from './step-frame';
import { useStepDraft } from './use-step-draft';
import { useStepSubmit } from './use-step-submit';

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
} as const satisfies Partial<Record<RejectionKind, Key>>;
type FieldRejection = keyof typeof REJECTION_FIELD;

/** The handled rejection a failure's code stands for on this step, or null. */
function fieldRejection(errorCode: string): FieldRejection | null {
  const kind = rejectionOf(errorCode);
  return kind !== null && kind in REJECTION_FIELD ? (kind as FieldRejection) : null;
}

const VALIDATE_ORIGIN = { endpoint: 'validateBankCard', path: '/store/bank-card/validate' };

/**
 * /bank_account/add_bankcard: holder name, CURP, account type (CLABE or debit card), bank, the number
 * twice; `/store/bank-card/validate` then `/store/user-bank-card`. The quota review starts after it. The
 * account type is asked here and nowhere else (the employment step no longer asks it).
 */
export function AddBankCardPage() {
  const { t, language } = useT();
  const store = useStore<EffectDeps>();
  const personal = store.deps.storage.get('drafts').personalInfomation ?? {};
  const prefillName = [personal.firstName, personal.middleName, personal.lastName]
    .filter((x) => typeof x === 'string' && x)
    .join(' ');
  const { values, set, update } = useStepDraft('addBankCard', {
    ...EMPTY,
    holderName: prefillName,
    curp: typeof personal.nationalId === 'string' ? formatCurp(personal.nationalId) : '',
  });
  // The account must be the borrower's own: prefill holder and CURP from what they already filed.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current) return;
    prefilled.current = true;
    void loadFiled(store.deps).then((filed) => {
      const info = filed?.basicInfo;
      // The card type is asked here only; a borrower who answered it on the employment step of an earlier
      // version of the app (spec section 3 lists `cardType` there) finds that answer chosen.
      const filedType = resetIfNotOption(CARD_TYPES, filed?.additionalInfo?.cardType ?? '');
      if (!info && !filedType) return;
      const name = info ? [info.firstName, info.middleName, info.lastName].filter(Boolean).join(' ') : '';
      // Only fill what is still empty when the answer arrives: never overwrite what the borrower typed.
      update((current) => ({
        ...(current.holderName || !name ? {} : { holderName: name }),
        ...(current.curp || !info?.nationalId ? {} : { curp: formatCurp(info.nationalId) }),
        ...(current.cardType || !filedType ? {} : { cardType: filedType }),
      }));
    });
  }, [store, update]);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { submitForFailure: submitOnce, pending } = useStepSubmit('addBankCard');
  const cardType = resetIfNotOption(CARD_TYPES, values.cardType);
  const bankCode = resetIfNotOption(BANK_VALUES, values.bankCode);
  const isClabe = cardType === 'clabe';
  const format = isClabe ? formatClabe : formatCardNumber;
  const message = (reason: string | undefined) =>
    reason ? t(`bankCard.errors.${reason}`, { defaultValue: t('bankCard.errors.format') }) : undefined;

  const change = (key: Key, value: string) => {
    set(key, value);
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const next: Errors = {};
    const name = checkPersonName(values.holderName);
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
    if (Object.keys(next).length > 0 || !name.ok || !curp.ok || !pair?.ok) {
      setFormError(t('application.fixErrors'));
      return;
    }
    const card = {
      holderName: name.value,
      curp: curp.value,
      cardType: cardType as 'clabe' | 'debit',
      cardNumber: pair.value,
      bankCode,
      bankName: bankByCode(bankCode)?.name ?? '',
    };
    const failure = await submitOnce(async (api) => {
      const check = await api.store.validateBankCard({
        cardType: card.cardType,
        cardNumber: card.cardNumber,
        bankCode,
      });
      // A check that says no fails like the backend's rejection of that kind: the same code decides below.
      if (!check.valid) {
        const reason = check.reason ?? 'invalidNumber';
        throw new ApiError(REJECTION_CODES[reason], t(`bankCard.errors.${reason}`), VALIDATE_ORIGIN);
      }
      return api.store.saveBankCard(card);
    });
    if (failure) {
      // A rejection of the bank check (or of the CURP) belongs under its field, in the borrower's language.
      const kind = fieldRejection(failure.errorCode);
      if (kind) {
        setErrors({ [REJECTION_FIELD[kind]]: kind });
        setFormError(t('application.fixErrors'));
      } else {
        setFormError(failure.message);
      }
    }
  };

  return (
    <StepFrame step="addBankCard" title={t('titles.addBankCard')}>
      <form className="card" onSubmit={(e) => void submit(e)} noValidate>
        <p className="notice">{t('bankCard.intro')}</p>
        <TextField
          label={t('bankCard.holderName')}
          required
          autoComplete="name"
          maxLength={100}
          value={values.holderName}
          onChange={(ev) => change('holderName', ev.target.value)}
          error={message(errors.holderName)}
        />
        <TextField
          label={t('bankCard.curp')}
          required
          autoCapitalize="characters"
          maxLength={24}
          value={values.curp}
          onChange={(ev) => change('curp', formatCurp(ev.target.value))}
          error={message(errors.curp)}
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
          error={message(errors.cardType)}
        />
        <OptionPicker
          label={t('bankCard.bank')}
          value={bankCode}
          options={BANK_CHOICES}
          onChange={(v) => change('bankCode', v)}
          required
          error={message(errors.bankCode)}
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
          error={message(errors.number)}
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
          error={message(errors.confirmation)}
        />
        <StepSubmit error={formError} pending={pending} last />
      </form>
    </StepFrame>
  );
}
