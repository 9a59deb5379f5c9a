import { useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatInstantDate, formatMoney, formatWholeMoney } from '../../components/ui/loan-format';
import { orderStatusKey } from '../../components/ui/order-status.texts';
import { NavBar } from '../../components/ui/nav-bar';
import { OrderStatusChip } from '../../components/ui/order-status-chip';
import { TextField } from '../../components/ui/text-field';
import type { DomainEvent, LoanProduct } from '../../domain/events';
import { netDisbursed, totalRepay } from '../../domain/loan-math';
import { productLoanTerms } from '../../domain/orders/loan-quote';
import { blocksNewLoan, orderScreenPath } from '../../domain/orders/order-progress';
import { selectCurrentOrder } from '../../domain/orders/orders.selectors';
import { PATHS, withQuery } from '../../domain/paths';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useAppState } from '../../store/use-app-state';
import { useIntent } from '../../store/use-intent';
import { useLoad } from '../../store/use-load';
import {
  amountLimits,
  checkAmount,
  clampAmount,
  type AmountLimits,
  type AmountProblem,
} from './amount-rules';
import { LoadFailed, Loading, pickOffer, type Offer } from './borrow-parts';
import { draftLoanOrder, loadBorrowOffer, type LoanChoice } from './borrow.effects';
import '../../components/ui/loan.css';
import './borrow.texts';

/** How drafting the chosen loan ended: its draft, or why not. */
function draftOutcome(events: DomainEvent[]) {
  return events.find((e) => e.type === 'order/drafted' || e.type === 'order/draftFailed') ?? null;
}

/**
 * /borrow/to_borrow: the products, and the amount (slider, stepper or typed, whole amounts in the product's
 * steps, within its limits and the available quota) and the tenure. Only one loan at a time: an open order
 * shows where it stands instead. Continuing creates the draft order and opens its cost disclosure.
 */
export function ToBorrowPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const current = useAppState(selectCurrentOrder);
  const { state: load, reload } = useLoad(loadBorrowOffer, {}, { key: 'offer', pick: pickOffer });
  const openOrder = current !== null && blocksNewLoan(current) ? current : null;

  return (
    <>
      <NavBar title={t('titles.toBorrow')} onBack={() => void navigate(PATHS.home)} />
      <section className="screen">
        {load.status === 'loading' ? <Loading /> : null}
        {load.status === 'failed' ? <LoadFailed message={load.message} onRetry={() => reload()} /> : null}
        {load.status === 'loaded' && openOrder ? (
          <div className="card" role="alert">
            <p>{t('borrow.openOrder', { status: t(orderStatusKey(openOrder.status)) })}</p>
            <p>
              <OrderStatusChip status={openOrder.status} />
            </p>
            <Link
              className="btn btn--block"
              to={orderScreenPath(openOrder.status, openOrder.orderId) ?? PATHS.records}
            >
              {t('borrow.openOrderLink')}
            </Link>
          </div>
        ) : null}
        {load.status === 'loaded' && !openOrder ? <OfferView offer={load.data} /> : null}
      </section>
    </>
  );
}

/** The chooser, once the offer is known and no order is open. */
function OfferView({ offer }: { offer: Offer }) {
  const { t, language } = useT();
  const { products, availableAmount, quotaHistory } = offer;
  const [productId, setProductId] = useState(products[0]?.productId ?? '');
  const product = products.find((p) => p.productId === productId) ?? products[0];

  if (availableAmount === null || availableAmount <= 0) {
    return (
      <div className="card" role="alert">
        <p>{availableAmount === null ? t('borrow.noQuotaYet') : t('borrow.noQuota')}</p>
        <Link className="btn btn--ghost" to={PATHS.home}>
          {t('borrow.backHome')}
        </Link>
      </div>
    );
  }
  if (!product) {
    return (
      <div className="card" role="alert">
        <p className="error-text">{t('borrow.noProducts')}</p>
        <Link className="btn btn--ghost" to={PATHS.home}>
          {t('borrow.backHome')}
        </Link>
      </div>
    );
  }
  const growth = [...quotaHistory].reverse().find((g) => g.reason === 'onTimeRepayment');

  return (
    <>
      <div className="card">
        <h2>{t('borrow.available')}</h2>
        <p className="amount" data-claim="quota.available" data-value={availableAmount}>
          {formatMoney(availableAmount, language)}
        </p>
        {growth ? (
          <p className="notice">
            {t('borrow.quotaGrew', { date: formatInstantDate(growth.grantedAt, language) })}
          </p>
        ) : null}
      </div>
      {products.length > 1 ? (
        <fieldset className="card fieldset">
          <legend className="field__label">{t('borrow.product')}</legend>
          <div className="choice-list">
            {products.map((p) => (
              <label key={p.productId} className="choice">
                <input
                  type="radio"
                  name="product"
                  checked={p.productId === product.productId}
                  onChange={() => setProductId(p.productId)}
                />
                <span>
                  <strong>{p.name}</strong>
                  <br />
                  <span className="notice">{productRange(p, t, language)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="notice">
          <strong>{product.name}</strong>: {productRange(product, t, language)}
        </p>
      )}
      <Chooser key={product.productId} product={product} available={availableAmount} />
    </>
  );
}

function productRange(p: LoanProduct, t: ReturnType<typeof useT>['t'], language: 'es' | 'en'): string {
  return t('borrow.productRange', {
    min: formatWholeMoney(p.minAmount, language),
    max: formatWholeMoney(p.maxAmount, language),
    minDays: Math.min(...p.terms),
    maxDays: Math.max(...p.terms),
  });
}

function problemText(problem: AmountProblem, t: ReturnType<typeof useT>['t'], language: 'es' | 'en'): string {
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
      return t('borrow.amountStep', {
        step: m(problem.step),
        below: m(problem.below),
        above: m(problem.above),
      });
  }
}

/** Amount and tenure of one product. */
function Chooser({ product, available }: { product: LoanProduct; available: number }) {
  const { t, language } = useT();
  const navigate = useNavigate();
  const limits: AmountLimits = useMemo(() => amountLimits(product, available), [product, available]);
  const [amount, setAmount] = useState(limits.max);
  const [typed, setTyped] = useState(String(limits.max));
  const [typedError, setTypedError] = useState<string | null>(null);
  const [days, setDays] = useState(product.terms[0] ?? 0);
  const sliderId = useId();
  // Continuing drafts the order and opens its cost disclosure; a double tap drafts one.
  const draft = useIntent<LoanChoice, ReturnType<typeof draftOutcome>, EffectDeps>(
    draftLoanOrder,
    draftOutcome,
    (outcome) => {
      if (outcome?.type !== 'order/drafted') return;
      const { loanOrderId, productId, amount: drafted, days: term } = outcome;
      void navigate(
        withQuery(PATHS.productDetails, {
          loanOrderId,
          productId,
          amount: String(drafted),
          days: String(term),
        }),
      );
    },
  );
  const submitError = draft.outcome?.type === 'order/draftFailed' ? draft.outcome.message : null;

  if (!limits.reachable) {
    return (
      <div className="card" role="alert">
        <p>
          {t('borrow.quotaBelowMin', {
            available: formatWholeMoney(available, language),
            min: formatWholeMoney(limits.min, language),
          })}
        </p>
        <p>{t('borrow.noQuota')}</p>
      </div>
    );
  }

  const pick = (value: number) => {
    const next = clampAmount(value, limits);
    setAmount(next);
    setTyped(String(next));
    setTypedError(null);
  };
  const onType = (value: string) => {
    setTyped(value);
    const checked = checkAmount(value, limits);
    if (checked.ok) {
      setAmount(checked.amount);
      setTypedError(null);
    } else {
      setTypedError(problemText(checked.problem, t, language));
    }
  };
  const terms = productLoanTerms(product, amount, days);
  const m = (n: number) => formatWholeMoney(n, language);

  const submit = () => {
    const checked = checkAmount(typed, limits);
    if (!checked.ok) {
      setTypedError(problemText(checked.problem, t, language));
      return;
    }
    draft.run({ productId: product.productId, amount: checked.amount, days });
  };

  return (
    <form
      className="card"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2>{t('borrow.amount')}</h2>
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
        value={typed}
        onChange={(e) => onType(e.target.value)}
        hint={t('borrow.amountHint', { min: m(limits.min), max: m(limits.max), step: m(limits.step) })}
        error={typedError ?? undefined}
      />
      <fieldset className="fieldset">
        <legend className="field__label">{t('borrow.tenure')}</legend>
        <div className="term-options">
          {product.terms.map((term) => (
            <label key={term} className="term-option">
              <input type="radio" name="tenure" checked={term === days} onChange={() => setDays(term)} />
              <span data-claim="tenure.option">{t('borrow.days', { count: term })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {typedError === null ? (
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
      ) : null}
      {submitError ? (
        <p className="error-text" role="alert">
          {submitError}
        </p>
      ) : null}
      <button type="submit" className="btn btn--block" disabled={draft.pending}>
        {t('borrow.continue')}
      </button>
    </form>
  );
}
