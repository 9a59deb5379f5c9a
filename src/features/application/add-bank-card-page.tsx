import { OptionPicker } from '../../components/ui/option-picker';
import { RadioGroupField } from '../../components/ui/radio-group-field';
import { TextField } from '../../components/ui/text-field';
import { CARD_TYPES } from '../../domain/options/profile-options';
import { formatCurp } from '../../domain/validation/mx-identifiers';
import { useT } from '../../i18n/i18n';
import './add-bank-card.texts';
import './application.texts';
import { StepFrame, StepSubmit } from './step-frame';
import { BANK_CHOICES, useBankCardModel, type BankCardModel } from './use-bank-card-model';
import { useAttempts } from './use-step-form';

/**
 * /bank_account/add_bankcard: holder name, CURP, account type (CLABE or debit card), bank, the number
 * twice; `/store/bank-card/validate` then `/store/user-bank-card`. The quota review starts after it. The
 * account type is asked here and nowhere else (the employment step no longer asks it). The model is
 * use-bank-card-model.ts.
 */
export function AddBankCardPage() {
  const { t } = useT();
  const { failed, formRef } = useAttempts();
  const model = useBankCardModel(failed);
  return (
    <StepFrame step="addBankCard" title={t('titles.addBankCard')}>
      <form className="card" onSubmit={model.submit} noValidate ref={formRef}>
        <p className="notice">{t('bankCard.intro')}</p>
        <HolderFields model={model} />
        <AccountFields model={model} />
        <StepSubmit error={model.formError} pending={model.pending} last />
      </form>
    </StepFrame>
  );
}

/** Whose account it is: the holder's name and CURP. */
function HolderFields({ model }: { model: BankCardModel }) {
  const { t } = useT();
  const { values, change, message } = model;
  return (
    <>
      <TextField
        label={t('bankCard.holderName')}
        required
        autoComplete="name"
        maxLength={100}
        value={values.holderName}
        onChange={(ev) => change('holderName', ev.target.value)}
        error={message('holderName')}
      />
      <TextField
        label={t('bankCard.curp')}
        required
        autoCapitalize="characters"
        maxLength={24}
        value={values.curp}
        onChange={(ev) => change('curp', formatCurp(ev.target.value))}
        error={message('curp')}
      />
    </>
  );
}

/** The account: its type, the bank, and the number twice (the confirmation cannot be pasted). */
function AccountFields({ model }: { model: BankCardModel }) {
  const { t, language } = useT();
  const { values, set, change, message, cardType, bankCode, format } = model;
  const isClabe = cardType === 'clabe';
  return (
    <>
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
        error={message('cardType')}
      />
      <OptionPicker
        label={t('bankCard.bank')}
        value={bankCode}
        options={BANK_CHOICES}
        onChange={(v) => change('bankCode', v)}
        required
        error={message('bankCode')}
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
        error={message('number')}
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
        error={message('confirmation')}
      />
    </>
  );
}
