import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { BottomSheet } from '../../components/ui/bottom-sheet';
import { formatIsoDate, formatMoney, formatPercent, formatRate } from '../../components/ui/loan-format';
import { NavBar } from '../../components/ui/nav-bar';
import { showToast } from '../../components/ui/toast';
import type { LoanOrderProfileData, LoanProduct } from '../../domain/events';
import { quoteLoan } from '../../domain/orders/loan-quote';
import { blocksNewLoan, orderScreenPath } from '../../domain/orders/order-progress';
import { selectDraftQuote } from '../../domain/orders/loan-draft.reducer';
import { selectCurrentOrder } from '../../domain/orders/orders.selectors';
import { PATHS, withQuery } from '../../domain/paths';
import { t as translate, useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useAppState, useStore } from '../../store/use-app-state';
import { loadLoanQuote, submitLoanOrder } from './borrow.effects';
import '../../components/ui/loan.css';
import './borrow.texts';

type Load =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  /** `fresh`: from the backend just now; otherwise the quote the borrower last saw, while it is asked again. */
  | { kind: 'ready'; product: LoanProduct | null; profile: LoanOrderProfileData; fresh: boolean };

/** The draft order of the query, when the query names one with a whole amount and tenure. */
function readQuery(params: URLSearchParams) {
  const loanOrderId = params.get('loanOrderId') ?? '';
  const productId = params.get('productId') ?? '';
  const amount = Number(params.get('amount'));
  const days = Number(params.get('days'));
  if (!loanOrderId || !productId || !(amount > 0) || !Number.isInteger(days) || days < 1) return null;
  return { loanOrderId, productId, amount, days };
}

/**
 * /borrow/product_details: the full cost of the draft order before the borrower confirms it (compliance
 * checklist item 1). The figures are the backend's profile of the draft: binding, they are what the
 * borrower confirms (decision 0015), with the CAT of their own cash flows. The app's own calculation
 * (loan-math with the product's rates) checks them: a rounding difference (within QUOTE_TOLERANCE) is only
 * recorded for the review (order/quoteMismatch); beyond it the screen adds a note naming the figures and
 * the borrower may still confirm. Only a loan that pays out nothing, or a draft of another amount or tenure
 * than the one chosen, cannot be confirmed. Each claim carries `data-claim` (and its raw `data-value`) for
 * the review tools. After a reload, the quote the borrower last saw for this draft (kept in the log) shows
 * at once, with the confirmation held back until the backend has stated it again.
 */
export function ProductDetailsPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const store = useStore<EffectDeps>();
  const [params] = useSearchParams();
  const query = readQuery(params);
  const loanOrderId = query?.loanOrderId ?? null;
  const current = useAppState(selectCurrentOrder);
  const [load, setLoad] = useState<Load>(() => {
    const stored = query && selectDraftQuote(store.getState(), query.loanOrderId, query.productId);
    return stored ? { kind: 'ready', ...stored, fresh: false } : { kind: 'loading' };
  });
  const [submitted, setSubmitted] = useState(false);

  const productId = query?.productId ?? null;
  const amount = query?.amount ?? null;
  const days = query?.days ?? null;
  /** Loads the offer and the draft's profile; resolves with what to show. */
  const fetchQuote = useCallback(async (): Promise<Load> => {
    if (loanOrderId === null || productId === null || amount === null || days === null)
      return { kind: 'loading' };
    const events = await store.run(loadLoanQuote, { loanOrderId, choice: { productId, amount, days } });
    let products: LoanProduct[] | null = null;
    for (const e of events) {
      if (e.type === 'borrow/offerLoaded') products = e.products;
      if (e.type === 'borrow/offerFailed' || e.type === 'order/profileFailed')
        return { kind: 'failed', message: e.message };
      if (e.type === 'order/profileLoaded') {
        return {
          kind: 'ready',
          product: products?.find((p) => p.productId === productId) ?? null,
          profile: e.profile,
          fresh: true,
        };
      }
    }
    return { kind: 'failed', message: translate('errors.unknown') };
  }, [store, loanOrderId, productId, amount, days]);
  const refresh = useCallback(() => fetchQuote().then(setLoad), [fetchQuote]);

  useEffect(() => {
    let live = true;
    void fetchQuote().then((next) => {
      if (live) setLoad(next);
    });
    return () => {
      live = false;
    };
  }, [fetchQuote]);

  const openOrder = !submitted && current !== null && blocksNewLoan(current) ? current : null;

  let body: ReactNode;
  if (query === null) {
    body = (
      <div className="card" role="alert">
        <p>{t('borrow.missingOrder')}</p>
        <Link className="btn btn--block" to={PATHS.toBorrow}>
          {t('borrow.chooseAgain')}
        </Link>
      </div>
    );
  } else if (openOrder) {
    body = (
      <div className="card" role="alert">
        <p>{t('borrow.openOrder', { status: t(`orderStatus.${openOrder.status}`) })}</p>
        <Link
          className="btn btn--block"
          to={orderScreenPath(openOrder.status, openOrder.orderId) ?? PATHS.records}
        >
          {t('borrow.openOrderLink')}
        </Link>
      </div>
    );
  } else if (load.kind === 'loading') {
    body = (
      <p className="notice" role="status">
        {t('borrow.loading')}
      </p>
    );
  } else if (load.kind === 'failed') {
    body = (
      <div className="card" role="alert">
        <p className="error-text">{load.message}</p>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            setLoad({ kind: 'loading' });
            void refresh();
          }}
        >
          {t('borrow.retry')}
        </button>
      </div>
    );
  } else if (load.product === null) {
    body = (
      <div className="card" role="alert">
        <p>{t('borrow.missingOrder')}</p>
        <Link className="btn btn--block" to={PATHS.toBorrow}>
          {t('borrow.chooseAgain')}
        </Link>
      </div>
    );
  } else {
    body = (
      <Disclosure
        product={load.product}
        amount={query.amount}
        days={query.days}
        profile={load.profile}
        fresh={load.fresh}
        onSubmit={async () => {
          setSubmitted(true);
          const events = await store.run(submitLoanOrder, { loanOrderId: query.loanOrderId });
          for (const e of events) {
            if (e.type === 'order/created') {
              showToast(t('borrow.submitted'), 'success');
              void navigate(withQuery(PATHS.review, { orderId: e.order.orderId }), { replace: true });
              return null;
            }
            if (e.type === 'order/submitFailed') {
              setSubmitted(false);
              return e.message;
            }
          }
          setSubmitted(false);
          return null;
        }}
      />
    );
  }

  return (
    <>
      <NavBar title={t('titles.productDetails')} onBack={() => void navigate(PATHS.toBorrow)} />
      <section className="screen">{body}</section>
    </>
  );
}

/** One line of the summary: a claim the review tools can find by its name. */
function Figure({
  label,
  claim,
  value,
  children,
  strong,
}: {
  label: string;
  claim: string;
  value?: string | number;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className={`figures__row${strong ? ' figures__row--strong' : ''}`}>
      <dt>{label}</dt>
      <dd data-claim={claim} data-value={value}>
        {children}
      </dd>
    </div>
  );
}

/** The figures, the CAT, the terms agreement and the confirmation. */
function Disclosure({
  product,
  amount,
  days,
  profile,
  fresh,
  onSubmit,
}: {
  product: LoanProduct;
  amount: number;
  days: number;
  profile: LoanOrderProfileData;
  fresh: boolean;
  onSubmit: () => Promise<string | null>;
}) {
  const { t, language } = useT();
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busyRef = useRef(false);
  // The backend's figures are binding (`b`); the app's own calculation (`s`) gives the product's rates and
  // checks the figures.
  const { summary: s, binding: b, beyondTolerance, otherLoan } = quoteLoan(product, amount, days, profile);
  const money = (n: number) => formatMoney(n, language);
  const date = formatIsoDate(b.dueDate, language);
  const noNet = !b.cat.ok || b.net <= 0;
  const blocked = noNet || otherLoan;
  const fieldNames = (fields: readonly { field: string }[]) =>
    fields.map((m) => t(`borrow.fields.${m.field}`)).join(', ');

  const confirm = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setError(null);
    try {
      const failure = await onSubmit();
      if (failure !== null) {
        setError(failure);
        setConfirming(false);
      }
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      <div className="card">
        <h2>{t('borrow.summaryTitle')}</h2>
        <p className="notice">{product.name}</p>
        <dl className="figures">
          <Figure label={t('borrow.principal')} claim="amount" value={b.principal}>
            {money(b.principal)}
          </Figure>
          <Figure label={t('borrow.duration')} claim="tenure" value={b.days}>
            {t('borrow.days', { count: b.days })}
          </Figure>
          <Figure label={t('borrow.annualRate')} claim="rate" value={s.annualInterestRate}>
            {formatRate(s.annualInterestRate, language)}
          </Figure>
          <Figure label={t('borrow.interest')} claim="interest" value={b.interest}>
            {money(b.interest)}
          </Figure>
          <Figure
            label={t('borrow.fee', { rate: formatRate(s.dailyFeeRate, language, 4) })}
            claim="fee"
            value={b.fee}
          >
            {money(b.fee)}
          </Figure>
          <Figure
            label={t('borrow.tax', { rate: formatRate(s.feeTaxRate, language) })}
            claim="tax"
            value={b.tax}
          >
            {money(b.tax)}
          </Figure>
          <Figure label={t('borrow.contractAmount')} claim="contractAmount" value={b.contractAmount}>
            {money(b.contractAmount)}
          </Figure>
          <Figure label={t('borrow.net')} claim="netDisbursed" value={b.net} strong>
            {money(b.net)}
          </Figure>
          <Figure label={t('borrow.totalRepay')} claim="totalRepay" value={b.totalRepay} strong>
            {money(b.totalRepay)}
          </Figure>
          <Figure label={t('borrow.dueDate')} claim="dueDate" value={b.dueDate}>
            {date}
          </Figure>
          <Figure label={t('borrow.bank')} claim="bank">
            {profile.bankName}
          </Figure>
          <Figure label={t('borrow.account')} claim="bankAccount">
            {profile.bankAccount}
          </Figure>
        </dl>
        <p className="notice">{t('borrow.dueDateNote')}</p>
        {b.cat.ok ? (
          <p className="cat" data-claim="cat" data-value={b.cat.percent}>
            {t('borrow.cat', { cat: formatPercent(b.cat.percent, language) })}
          </p>
        ) : null}
        <p className="notice" data-claim="penaltyRate" data-value={product.dailyPenaltyRate}>
          {t('borrow.penalty', { rate: formatRate(product.dailyPenaltyRate, language) })}
        </p>
      </div>
      {noNet ? (
        <div className="card warning" role="alert">
          <h2>{t('borrow.catUnavailableTitle')}</h2>
          <p data-claim="cat" data-value="">
            {t('borrow.catUnavailable', { deducted: money(b.deducted) })}
          </p>
        </div>
      ) : null}
      {otherLoan ? (
        <div
          className="card warning"
          role="alert"
          data-mismatch={beyondTolerance.map((m) => m.field).join(' ')}
        >
          <p>{t('borrow.otherLoan', { fields: fieldNames(beyondTolerance) })}</p>
          <Link className="btn btn--block" to={PATHS.toBorrow}>
            {t('borrow.chooseAgain')}
          </Link>
        </div>
      ) : beyondTolerance.length > 0 ? (
        <div
          className="card warning"
          role="note"
          data-mismatch={beyondTolerance.map((m) => m.field).join(' ')}
        >
          <p>{t('borrow.mismatch', { fields: fieldNames(beyondTolerance) })}</p>
        </div>
      ) : null}
      {!blocked ? (
        <div className="card">
          <label className="terms-check">
            <input
              type="checkbox"
              checked={accepted}
              aria-invalid={termsError || undefined}
              onChange={(e) => {
                setAccepted(e.target.checked);
                if (e.target.checked) setTermsError(false);
              }}
            />
            <span>
              {t('borrow.termsBefore')} <Link to={PATHS.termsOfService}>{t('borrow.termsLink')}</Link>
            </span>
          </label>
          {termsError ? (
            <p className="field__error" role="alert">
              {t('borrow.termsRequired')}
            </p>
          ) : null}
          {error ? (
            <p className="error-text" role="alert">
              {error}
            </p>
          ) : null}
          {fresh ? null : (
            <p className="notice" role="status">
              {t('borrow.refreshing')}
            </p>
          )}
          <button
            type="button"
            className="btn btn--block"
            disabled={!fresh}
            onClick={() => {
              if (!accepted) setTermsError(true);
              else setConfirming(true);
            }}
          >
            {t('borrow.confirm')}
          </button>
        </div>
      ) : null}
      <BottomSheet
        open={confirming}
        title={t('borrow.confirmTitle')}
        closeLabel={t('borrow.close')}
        onClose={() => {
          if (!busyRef.current) setConfirming(false);
        }}
        footer={
          <div className="actions">
            <button type="button" className="btn btn--block" disabled={busy} onClick={() => void confirm()}>
              {t('borrow.confirmSubmit')}
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--block"
              disabled={busy}
              onClick={() => setConfirming(false)}
            >
              {t('borrow.confirmBack')}
            </button>
          </div>
        }
      >
        <p>
          {t('borrow.confirmBody', {
            amount: money(b.principal),
            days: b.days,
            net: money(b.net),
            total: money(b.totalRepay),
            date,
          })}
        </p>
        <p>
          <strong>{t('borrow.confirmNoCancel')}</strong>
        </p>
      </BottomSheet>
    </>
  );
}
