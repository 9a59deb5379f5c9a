import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import { showToast } from '../../components/ui/toast';
import { orderStatusKey } from '../../components/ui/order-status.texts';
import { selectDraftQuote } from '../../domain/orders/draft-quote';
import type { DraftQuote } from '../../domain/orders/loan-quote';
import { blocksNewLoan, orderScreenPath } from '../../domain/orders/order-progress';
import { selectCurrentOrder } from '../../domain/orders/orders.selectors';
import { PATHS, withQuery } from '../../domain/paths';
import type { AppState } from '../../domain/state';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import type { Outcome } from '../../store/store';
import { useAppState, useStore } from '../../store/use-app-state';
import { useIntent } from '../../store/use-intent';
import { useLoad, type LoadState } from '../../store/use-load';
import { LoadFailed, Loading, MissingOrder } from './borrow-parts';
import { loadLoanQuote, submitLoanOrder, type LoanChoice } from './borrow.effects';
import { LoanDisclosure } from './loan-disclosure';
import '../../components/ui/loan.css';
import './borrow.texts';

/** What the disclosure shows: the draft's quote (null when the state holds none for it) and its freshness. */
interface QuoteView {
  /** Computed once per draft profile and choice from the loan-draft slice (selectDraftQuote, decision 0057). */
  quote: DraftQuote | null;
  /** From the backend just now; otherwise the quote the borrower last saw, while it is asked again. */
  fresh: boolean;
}
type QuotePayload = { loanOrderId: string; choice?: LoanChoice };

/** The quote the load folded (its offer, then the draft's profile), read from the state. */
function selectQuote(state: AppState, { loanOrderId, choice }: QuotePayload): QuoteView {
  return { quote: selectDraftQuote(state, loanOrderId, choice?.productId ?? ''), fresh: true };
}

/**
 * Where a finished submission leads: the screen of the status of the order it created, as the orders slice holds
 * it (the current order, which the submission's order/created made current); null when the run failed.
 */
export function submittedPath(outcome: Outcome, state: AppState): string | null {
  const order = selectCurrentOrder(state);
  if (outcome.status !== 'done' || order === null) return null;
  // The screen of the order's status (assessing -> review, disbursing -> lending, repaying -> repayDetail); any
  // other status (still `request`, which opens home, or a refusal, which opens none) opens the order's review,
  // which explains it.
  const screen = blocksNewLoan(order) ? orderScreenPath(order.status, order.orderId) : null;
  return screen ?? withQuery(PATHS.review, { orderId: order.orderId });
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
  const [params] = useSearchParams();
  const query = readQuery(params);
  const quote = useQuote(query);
  const [confirming, setConfirming] = useState(false);
  const submit = useIntent<{ loanOrderId: string }, EffectDeps>(submitLoanOrder, {
    onDone: (outcome, state) => {
      const path = submittedPath(outcome, state);
      if (path !== null) {
        showToast(t('borrow.submitted'), 'success');
        void navigate(path, { replace: true });
      } else if (outcome.status === 'failed') {
        setConfirming(false);
      }
    },
    final: (outcome) => outcome.status === 'done',
  });
  // The order just submitted is open: the screen moves on to its review rather than show it as in the way.
  const submitted = submit.pending || submit.outcome?.status === 'done';
  const current = useAppState(selectCurrentOrder);
  const openOrder = !submitted && current !== null && blocksNewLoan(current) ? current : null;
  const load = quote.state;

  let body: ReactNode;
  if (query === null) body = <MissingOrder />;
  else if (openOrder) body = <OpenOrderNotice order={openOrder} />;
  else if (load.status === 'loading') body = <Loading />;
  else if (load.status === 'failed')
    body = <LoadFailed message={load.message} onRetry={() => quote.reload()} />;
  else if (load.data.quote === null) body = <MissingOrder />;
  else {
    body = (
      <LoanDisclosure
        quote={load.data.quote}
        fresh={load.data.fresh}
        confirming={confirming}
        onConfirming={setConfirming}
        pending={submit.pending}
        error={submit.failure?.message ?? null}
        onSubmit={() => void submit.run({ loanOrderId: query.loanOrderId })}
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

/**
 * The quote of the query's draft: loaded on open (the offer and the profile), read from the state; after a
 * reload, the quote the state kept for that draft shows at once (not fresh) until the backend states it again.
 */
function useQuote(query: ReturnType<typeof readQuery>) {
  const store = useStore<EffectDeps>();
  return useLoad(
    loadLoanQuote,
    {
      loanOrderId: query?.loanOrderId ?? '',
      ...(query ? { choice: { productId: query.productId, amount: query.amount, days: query.days } } : {}),
    },
    {
      key: query ? `${query.loanOrderId}|${query.productId}|${query.amount}|${query.days}` : '',
      select: selectQuote,
      enabled: query !== null,
      initial: (): LoadState<QuoteView> => {
        const stored = query && selectDraftQuote(store.getState(), query.loanOrderId, query.productId);
        return stored ? { status: 'loaded', data: { quote: stored, fresh: false } } : { status: 'loading' };
      },
    },
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
