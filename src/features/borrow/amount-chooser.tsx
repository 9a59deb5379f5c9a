import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatMoney, formatWholeMoney } from '../../components/ui/loan-format';
import { TextField } from '../../components/ui/text-field';
import type { LoanProduct } from '../../domain/events';
import { netDisbursed, totalRepay } from '../../domain/loan-math';
import { productLoanTerms } from '../../domain/orders/loan-quote';
import { PATHS, withQuery } from '../../domain/paths';
import type { AppState } from '../../domain/state';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import type { Outcome } from '../../store/store';
import { useIntent } from '../../store/use-intent';
import {
  amountLimits,
  checkAmount,
  clampAmount,
  type AmountLimits,
  type AmountProblem,
} from './amount-rules';
import { draftLoanOrder, type LoanChoice } from './borrow.effects';
import './borrow.texts';

type Translate = ReturnType<typeof useT>['t'];

function problemText(problem: AmountProblem, t: Translate, language: 'es' | 'en'): string {
  const m = (n: number) => formatWholeMoney(n, language);
  switch (problem.kind) {
    case 'empty':
      return t('borrow.amountEmpty');
    case 'whole':
      return t('borrow.amountWhole');
    case 'belowMin':
      return t('borrow.amountBelowMin', { min: m(problem.min) });
    case 'aboveProduct':
      return t('borrow.amountAboveProduct', { max: m(problem.max) });
    case 'aboveQuota':
      return t('borrow.amountAboveQuota', { available: m(problem.available) });
    case 'step':
      if (problem.below === problem.above) return t('borrow.amountStepOnly', { amount: m(problem.below) });
      return t('borrow.amountStep', {
        step: m(problem.step),
        below: m(problem.below),
        above: m(problem.above),
      });
  }
}

/** The draft's confirmation screen, for the choice the draft folded (`loanDraft.choice`), once drafted. */
export function draftedPath(outcome: Outcome, state: AppState): string | null {
  const choice = state.loanDraft.choice;
  if (outcome.status !== 'done' || choice === undefined) return null;
  return withQuery(PATHS.productDetails, {
    loanOrderId: choice.loanOrderId,
    productId: choice.productId,
    amount: String(choice.amount),
    days: String(choice.days),
  });
}

/**
 * The chooser's model: the amount (picked or typed, and the typed text's problem), the tenure, and the
 * draft: continuing drafts the order (a double tap drafts one) and opens its cost disclosure.
 */
function useChooser(product: LoanProduct, available: number) {
  const { t, language } = useT();
  const navigate = useNavigate();
  const limits: AmountLimits = useMemo(() => amountLimits(product, available), [product, available]);
  const [amount, setAmount] = useState(limits.max);
  const [typed, setTyped] = useState(String(limits.max));
  const [typedError, setTypedError] = useState<string | null>(null);
  const [days, setDays] = useState(product.terms[0] ?? 0);
  const draft = useIntent<LoanChoice, EffectDeps>(draftLoanOrder, {
    onDone: (outcome, state) => {
      const path = draftedPath(outcome, state);
      if (path !== null) void navigate(path);
    },
  });
  const pick = (value: number) => {
    const next = clampAmount(value, limits);
    setAmount(next);
    setTyped(String(next));
    setTypedError(null);
  };
  const onType = (value: string) => {
    setTyped(value);
    const checked = checkAmount(value, limits);
    if (checked.ok) setAmount(checked.amount);
    setTypedError(checked.ok ? null : problemText(checked.problem, t, language));
  };
  const submit = () => {
    const checked = checkAmount(typed, limits);
    if (!checked.ok) setTypedError(problemText(checked.problem, t, language));
    else void draft.run({ productId: product.productId, amount: checked.amount, days });
  };
  return { limits, amount, typed, typedError, days, setDays, pick, onType, submit, draft };
}

type ChooserModel = ReturnType<typeof useChooser>;

/** Amount and tenure of one product. */
export function Chooser({ product, available }: { product: LoanProduct; available: number }) {
  const { t } = useT();
  const model = useChooser(product, available);
  const { limits, draft } = model;
  if (!limits.reachable) return <QuotaBelowMin available={available} min={limits.min} />;
  return (
    <form
      className="card"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        model.submit();
      }}
    >
      <h2>{t('borrow.amount')}</h2>
      <AmountPicker model={model} />
      <TenurePicker terms={product.terms} days={model.days} onPick={model.setDays} />
      {model.typedError === null ? (
        <FiguresPreview product={product} amount={model.amount} days={model.days} />
      ) : null}
      {draft.failure ? (
        <p className="error-text" role="alert">
          {draft.failure.message}
        </p>
      ) : null}
      <button type="submit" className="btn btn--block" disabled={draft.pending}>
        {t('borrow.continue')}
      </button>
    </form>
  );
}

/** The quota is below the product's minimum: nothing can be chosen. */
function QuotaBelowMin({ available, min }: { available: number; min: number }) {
  const { t, language } = useT();
  return (
    <div className="card" role="alert">
      <p>
        {t('borrow.quotaBelowMin', {
          available: formatWholeMoney(available, language),
          min: formatWholeMoney(min, language),
        })}
      </p>
      <p>{t('borrow.noQuota')}</p>
    </div>
  );
}

/** The amount: shown, stepped, slid or typed. */
function AmountPicker({ model }: { model: ChooserModel }) {
  const { t, language } = useT();
  const sliderId = useId();
  const { amount, limits, pick } = model;
  const m = (n: number) => formatWholeMoney(n, language);
  return (
    <>
      <p className="amount-chooser__value" data-claim="amount" data-value={amount} aria-live="polite">
        {formatMoney(amount, language)}
      </p>
      <div className="stepper">
        <button
          type="button"
          className="stepper__btn"
          aria-label={t('borrow.decrease')}
          disabled={amount <= limits.min}
          onClick={() => pick(amount - limits.step)}
        >
          −
        </button>
        <input
          id={sliderId}
          className="range"
          type="range"
          min={limits.min}
          max={limits.max}
          step={limits.step}
          value={amount}
          aria-label={t('borrow.amountSlider')}
          aria-valuetext={formatMoney(amount, language)}
          disabled={limits.min === limits.max}
          onChange={(e) => pick(Number(e.target.value))}
        />
        <button
          type="button"
          className="stepper__btn"
          aria-label={t('borrow.increase')}
          disabled={amount >= limits.max}
          onClick={() => pick(amount + limits.step)}
        >
          +
        </button>
      </div>
      <div className="range-limits" aria-hidden="true">
        <span>{m(limits.min)}</span>
        <span>{m(limits.max)}</span>
      </div>
      <TextField
        label={t('borrow.amountInput')}
        inputMode="numeric"
        autoComplete="off"
        value={model.typed}
        onChange={(e) => model.onType(e.target.value)}
        hint={t('borrow.amountHint', { min: m(limits.min), max: m(limits.max), step: m(limits.step) })}
        error={model.typedError ?? undefined}
      />
    </>
  );
}

/** The product's tenures. */
function TenurePicker({
  terms,
  days,
  onPick,
}: {
  terms: number[];
  days: number;
  onPick: (d: number) => void;
}) {
  const { t } = useT();
  return (
    <fieldset className="fieldset">
      <legend className="field__label">{t('borrow.tenure')}</legend>
      <div className="term-options">
        {terms.map((term) => (
          <label key={term} className="term-option">
            <input type="radio" name="tenure" checked={term === days} onChange={() => onPick(term)} />
            <span data-claim="tenure.option">{t('borrow.days', { count: term })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What the chosen loan would pay out and cost (the app's calculation; the backend's figures follow). */
function FiguresPreview({ product, amount, days }: { product: LoanProduct; amount: number; days: number }) {
  const { t, language } = useT();
  const terms = productLoanTerms(product, amount, days);
  return (
    <div className="figures-preview">
      <p className="field__label">{t('borrow.preview')}</p>
      <dl className="figures">
        <div className="figures__row">
          <dt>{t('borrow.previewNet')}</dt>
          <dd data-claim="netDisbursed" data-value={netDisbursed(terms)}>
            {formatMoney(netDisbursed(terms), language)}
          </dd>
        </div>
        <div className="figures__row">
          <dt>{t('borrow.previewTotal')}</dt>
          <dd data-claim="totalRepay" data-value={totalRepay(terms)}>
            {formatMoney(totalRepay(terms), language)}
          </dd>
        </div>
      </dl>
      <p className="notice">{t('borrow.previewNote')}</p>
    </div>
  );
}
