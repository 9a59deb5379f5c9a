import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import { showToast } from '../../components/ui/toast';
import { orderStatusKey } from '../../components/ui/order-status.texts';
import type { DomainEvent, LoanOrderProfileData, LoanProduct } from '../../domain/events';
import { selectDraftQuote } from '../../domain/orders/loan-draft.reducer';
import { blocksNewLoan, orderScreenPath } from '../../domain/orders/order-progress';
import { selectCurrentOrder } from '../../domain/orders/orders.selectors';
import { PATHS, withQuery } from '../../domain/paths';
import { t as translate, useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useAppState, useStore } from '../../store/use-app-state';
import { useIntent } from '../../store/use-intent';
import { useLoad, type LoadState } from '../../store/use-load';
import { LoadFailed, Loading, MissingOrder } from './borrow-parts';
import { loadLoanQuote, submitLoanOrder, type LoanChoice } from './borrow.effects';
import { LoanDisclosure } from './loan-disclosure';
import '../../components/ui/loan.css';
import './borrow.texts';

/** What the disclosure shows: the offered product (null when no longer offered) and the draft's profile. */
interface Quote {
  product: LoanProduct | null;
  profile: LoanOrderProfileData;
  /** From the backend just now; otherwise the quote the borrower last saw, while it is asked again. */
  fresh: boolean;
}

/** The quote a load emitted (the offer, then the draft's profile), or the first failure. */
function pickQuote(events: DomainEvent[], { choice }: QuotePayload): LoadState<Quote> {
  let products: LoanProduct[] | null = null;
  for (const e of events) {
    if (e.type === 'borrow/offerLoaded') products = e.products;
    if (e.type === 'borrow/offerFailed' || e.type === 'order/profileFailed')
      return { status: 'failed', errorCode: e.errorCode, message: e.message };
    if (e.type === 'order/profileLoaded') {
      const product = products?.find((p) => p.productId === choice?.productId) ?? null;
      return { status: 'loaded', data: { product, profile: e.profile, fresh: true } };
    }
  }
  return { status: 'failed', errorCode: 'UNKNOWN', message: translate('errors.unknown') };
}
type QuotePayload = { loanOrderId: string; choice?: LoanChoice };

/** How the submission ended: the order, or why not. */
function submitOutcome(events: DomainEvent[]) {
  return events.find((e) => e.type === 'order/created' || e.type === 'order/submitFailed') ?? null;
}

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
  const current = useAppState(selectCurrentOrder);
  const quote = useLoad(
    loadLoanQuote,
    {
      loanOrderId: query?.loanOrderId ?? '',
      ...(query ? { choice: { productId: query.productId, amount: query.amount, days: query.days } } : {}),
    },
    {
      key: query ? `${query.loanOrderId}|${query.productId}|${query.amount}|${query.days}` : '',
      pick: pickQuote,
      enabled: query !== null,
      initial: (): LoadState<Quote> => {
        const stored = query && selectDraftQuote(store.getState(), query.loanOrderId, query.productId);
        return stored ? { status: 'loaded', data: { ...stored, fresh: false } } : { status: 'loading' };
      },
    },
  );
  const [confirming, setConfirming] = useState(false);
  const submit = useIntent<{ loanOrderId: string }, ReturnType<typeof submitOutcome>, EffectDeps>(
    submitLoanOrder,
    submitOutcome,
    (outcome) => {
      if (outcome?.type === 'order/created') {
        showToast(t('borrow.submitted'), 'success');
        void navigate(withQuery(PATHS.review, { orderId: outcome.order.orderId }), { replace: true });
      } else if (outcome?.type === 'order/submitFailed') {
        setConfirming(false);
      }
    },
    (outcome) => outcome?.type === 'order/created',
  );
  // The order just submitted is open: the screen moves on to its review rather than show it as in the way.
  const submitted = submit.pending || submit.outcome?.type === 'order/created';
  const openOrder = !submitted && current !== null && blocksNewLoan(current) ? current : null;
  const load = quote.state;

  let body: ReactNode;
  if (query === null) {
    body = <MissingOrder />;
  } else if (openOrder) {
    body = <OpenOrderNotice order={openOrder} />;
  } else if (load.status === 'loading') {
    body = <Loading />;
  } else if (load.status === 'failed') {
    body = <LoadFailed message={load.message} onRetry={() => quote.reload()} />;
  } else if (load.data.product === null) {
    body = <MissingOrder />;
  } else {
    body = (
      <LoanDisclosure
        product={load.data.product}
        amount={query.amount}
        days={query.days}
        profile={load.data.profile}
        fresh={load.data.fresh}
        confirming={confirming}
        onConfirming={setConfirming}
        pending={submit.pending}
        error={submit.outcome?.type === 'order/submitFailed' ? submit.outcome.message : null}
        onSubmit={() => submit.run({ loanOrderId: query.loanOrderId })}
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

/** An order still open blocks a new loan: its status in words, and the way to its screen. */
function OpenOrderNotice({ order }: { order: NonNullable<ReturnType<typeof selectCurrentOrder>> }) {
  const { t } = useT();
  return (
    <div className="card" role="alert">
      <p>{t('borrow.openOrder', { status: t(orderStatusKey(order.status)) })}</p>
      <Link className="btn btn--block" to={orderScreenPath(order.status, order.orderId) ?? PATHS.records}>
        {t('borrow.openOrderLink')}
      </Link>
    </div>
  );
}
