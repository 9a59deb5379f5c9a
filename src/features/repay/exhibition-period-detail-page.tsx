import { useNavigate, useSearchParams } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import type { ExtensionOfferData, RepaymentDetailData } from '../../domain/events';
import { PATHS, withQuery } from '../../domain/paths';
import { selectExtensionOffer, selectRepaymentDetail } from '../../domain/repayment/repayment.selectors';
import { selectIsLoggedIn } from '../../domain/session/session.selectors';
import { useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import { useLoad, type LoadState } from '../../store/use-load';
import { useSecureScreen } from '../../store/use-secure-screen';
import {
  ExtensionActions,
  ExtensionConfirmed,
  ExtensionMessageCard,
  ExtensionReference,
  ExtensionTerms,
} from './extension-views';
import { loadExtensionOffer, loadRepaymentDetail } from './repay.effects';
import { LoadFailure, Loading, LoginRequired } from './repay-parts';
import { useExtensionModel } from './use-extension-model';
import './repay.css';
import './repay.texts';

/**
 * /repay/exhibition_period_detail?orderId=...: the extension (prórroga). Shows the terms from
 * `/repay/getExtensionData` (fee, days, current and new due date), pays the fee through
 * `/portal/repayment/confirm` (`kind: 'extension'`), then confirms it with `/repay/confirmExtensionOrder`
 * and shows the new due date. Events: `extension/paymentIssued`, `extension/paid`, `extension/confirmed`.
 * The screen reads what they came to from the repayment slice (use-extension-model.ts).
 */
export function ExhibitionPeriodDetailPage() {
  const { t } = useT();
  // The extension's payment reference: no screenshot, no recent-apps preview (issue 30).
  useSecureScreen();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderIdParam = params.get('orderId');
  const loggedIn = useAppState(selectIsLoggedIn);
  const load = { key: orderIdParam ?? '', enabled: loggedIn };
  // What each load came to is read from the repayment slice (the URL's order, else the order loaded).
  const offer = useLoad(
    loadExtensionOffer,
    { orderId: orderIdParam },
    { ...load, select: (s, p) => selectExtensionOffer(s, p.orderId) },
  );
  const detail = useLoad(
    loadRepaymentDetail,
    { orderId: orderIdParam },
    { ...load, select: (s, p) => selectRepaymentDetail(s, p.orderId) },
  );
  const orderId = offer.state.status === 'loaded' ? offer.state.data.orderId : orderIdParam;
  const detailPath = withQuery(PATHS.repayDetail, orderId ? { orderId } : {});

  return (
    <>
      <NavBar title={t('titles.exhibitionPeriodDetail')} onBack={() => void navigate(detailPath)} />
      <section className="screen" aria-busy={loggedIn && offer.state.status === 'loading'}>
        {!loggedIn ? <LoginRequired /> : null}
        {loggedIn && offer.state.status === 'loading' ? <Loading /> : null}
        {loggedIn && offer.state.status === 'failed' ? (
          <>
            <LoadFailure
              errorCode={offer.state.errorCode}
              message={offer.state.message}
              onRetry={() => offer.reload()}
            />
            <button
              type="button"
              className="btn btn--ghost btn--block"
              onClick={() => void navigate(detailPath)}
            >
              {t('repay.extension.backToDetail')}
            </button>
          </>
        ) : null}
        {loggedIn && offer.state.status === 'loaded' ? (
          <ExtensionFlow
            // A new offer (another order, or after a confirmed extension) starts the flow afresh.
            key={`${offer.state.data.orderId}:${offer.state.data.currentDueDate}`}
            offer={offer.state.data}
            detail={detail.state}
            onStale={() => {
              offer.reload({ quiet: true });
              detail.reload({ quiet: true });
            }}
            detailPath={detailPath}
          />
        ) : null}
      </section>
    </>
  );
}

function ExtensionFlow({
  offer,
  detail,
  onStale,
  detailPath,
}: {
  offer: ExtensionOfferData;
  detail: LoadState<RepaymentDetailData>;
  onStale: () => void;
  detailPath: string;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const model = useExtensionModel({ offer, detail, onStale });
  // Where the screen goes follows the state: the extension this visit confirmed (the repayment slice).
  if (model.confirmedDate !== null)
    return <ExtensionConfirmed date={model.confirmedDate} onBack={() => void navigate(detailPath)} />;
  return (
    <>
      <ExtensionTerms offer={model.offer} />
      <ExtensionReference model={model} />
      {model.offer.paid ? (
        <p className="card repay-done" role="status">
          {t('repay.extension.paid')}
        </p>
      ) : null}
      {model.message ? <ExtensionMessageCard message={model.message} pending={model.pending} /> : null}
      <ExtensionActions model={model} />
    </>
  );
}
