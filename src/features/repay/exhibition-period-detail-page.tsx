import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatMoney } from '../../components/ui/loan-format';
import { NavBar } from '../../components/ui/nav-bar';
import type { ExtensionOfferData, PaymentInstructions, RepaymentDetailData } from '../../domain/events';
import { PATHS, withQuery } from '../../domain/paths';
import { selectIsLoggedIn } from '../../domain/session/session.selectors';
import { useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import { allEvents, useIntent } from '../../store/use-intent';
import { useLoad, type LoadState } from '../../store/use-load';
import { useSecureScreen } from '../../store/use-secure-screen';
import {
  checkExtensionPaid,
  confirmExtension,
  loadExtensionOffer,
  loadRepaymentDetail,
  payExtensionFee,
  pickDetail,
  pickOffer,
  repaymentErrorKind,
} from './repay.effects';
import { formatIsoDate } from './repay-format';
import { ChannelList, LoadFailure, Loading, LoginRequired, ReferenceCard } from './repay-parts';
import './repay.css';
import './repay.texts';

interface IssuedFee {
  reference: string;
  fee: number;
  channel: string;
  instructions: PaymentInstructions | null;
}

/**
 * /repay/exhibition_period_detail?orderId=...: the extension (prórroga). Shows the terms from
 * `/repay/getExtensionData` (fee, days, current and new due date), pays the fee through
 * `/portal/repayment/confirm` (`kind: 'extension'`), then confirms it with `/repay/confirmExtensionOrder`
 * and shows the new due date. Events: `extension/paymentIssued`, `extension/paid`, `extension/confirmed`.
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
  const offer = useLoad(loadExtensionOffer, { orderId: orderIdParam }, { ...load, pick: pickOffer });
  const detail = useLoad(loadRepaymentDetail, { orderId: orderIdParam }, { ...load, pick: pickDetail });
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
  offer: loaded,
  detail,
  onStale,
  detailPath,
}: {
  offer: ExtensionOfferData;
  detail: LoadState<RepaymentDetailData>;
  onStale: () => void;
  detailPath: string;
}) {
  const { t, language } = useT();
  const navigate = useNavigate();
  const headingId = useId();
  const [offer, setOffer] = useState(loaded);
  const [issued, setIssued] = useState<IssuedFee | null>(null);
  const [confirmedDate, setConfirmedDate] = useState<string | null>(null);
  const [channelId, setChannelId] = useState<string | null>(null);
  const [channelError, setChannelError] = useState<string | undefined>();
  const [message, setMessage] = useState<{ text: string; kind: 'error' | 'info'; retry?: () => void } | null>(
    null,
  );
  const channels = detail.status === 'loaded' ? detail.data.channels : [];
  const chosenId = channelId ?? channels[0]?.channelId ?? '';

  const payFee = useIntent(payExtensionFee, allEvents, (events) => {
    for (const event of events) {
      if (event.type === 'extension/paymentIssued') {
        setIssued({
          reference: event.reference,
          fee: event.fee,
          channel: event.channel,
          instructions: event.instructions,
        });
      } else if (event.type === 'extension/offerLoaded') {
        setOffer(event.offer);
      } else if (event.type === 'repayment/confirmFailed') {
        const kind = repaymentErrorKind(event.errorCode);
        if (kind === 'channelUnavailable') setChannelError(event.message);
        else
          setMessage({
            text: event.message,
            kind: 'error',
            ...(kind === 'paymentOrderIdEmpty' ? { retry: pay } : {}),
          });
        if (kind === 'orderExpired') onStale();
      }
    }
  });
  const checkPaid = useIntent(checkExtensionPaid, allEvents, (events) => {
    for (const event of events) {
      if (event.type === 'extension/offerLoaded') {
        setOffer(event.offer);
        if (!event.offer.paid) setMessage({ text: t('repay.extension.notPaidYet'), kind: 'info' });
      } else if (event.type === 'extension/offerFailed') {
        setMessage({ text: event.message, kind: 'error', retry: check });
      }
    }
  });
  const confirmIt = useIntent(confirmExtension, allEvents, (events) => {
    for (const event of events) {
      if (event.type === 'extension/confirmed') setConfirmedDate(event.newDueDate);
      else if (event.type === 'extension/confirmFailed') {
        setMessage({ text: event.message, kind: 'error' });
        if (repaymentErrorKind(event.errorCode) === 'orderExpired') onStale();
      }
    }
  });
  // One step at a time: while one goes, the buttons of all three wait (a double tap sends one request).
  const pending = payFee.pending || checkPaid.pending || confirmIt.pending;

  function pay() {
    const channel = channels.find((c) => c.channelId === chosenId);
    if (!channel) {
      setChannelError(t('repay.cashier.errors.channel'));
      return;
    }
    setMessage(null);
    payFee.run({ orderId: offer.orderId, fee: offer.fee, channel });
  }
  function check() {
    setMessage(null);
    checkPaid.run({ orderId: offer.orderId });
  }
  function confirm() {
    setMessage(null);
    confirmIt.run({ orderId: offer.orderId });
  }

  if (confirmedDate !== null) {
    return (
      <>
        <div className="card repay-done" role="status">
          <p>{t('repay.extension.confirmed', { date: formatIsoDate(confirmedDate, language) })}</p>
        </div>
        <dl className="card repay-figures">
          <div className="repay-row">
            <dt>{t('repay.extension.newDueDate')}</dt>
            <dd data-claim="dueDate" data-value={confirmedDate}>
              {formatIsoDate(confirmedDate, language)}
            </dd>
          </div>
        </dl>
        <button type="button" className="btn btn--block" onClick={() => void navigate(detailPath)}>
          {t('repay.extension.backToDetail')}
        </button>
      </>
    );
  }

  const reference = issued?.reference ?? offer.reference;
  return (
    <>
      <section className="card" aria-labelledby={headingId}>
        <h2 id={headingId} style={{ fontSize: '1.05rem', margin: '0 0 0.5rem' }}>
          {t('repay.extension.heading')}
        </h2>
        <p className="notice">{t('repay.extension.intro')}</p>
        <dl className="repay-figures">
          <div className="repay-row">
            <dt>{t('repay.extension.currentDueDate')}</dt>
            <dd data-claim="currentDueDate" data-value={offer.currentDueDate}>
              {formatIsoDate(offer.currentDueDate, language)}
            </dd>
          </div>
          <div className="repay-row">
            <dt>{t('repay.extension.days')}</dt>
            <dd data-claim="extensionDays" data-value={String(offer.days)}>
              {t('repay.days', { count: offer.days })}
            </dd>
          </div>
          <div className="repay-row">
            <dt>{t('repay.extension.newDueDate')}</dt>
            <dd data-claim="newDueDate" data-value={offer.newDueDate}>
              {formatIsoDate(offer.newDueDate, language)}
            </dd>
          </div>
          <div className="repay-row">
            <dt>{t('repay.extension.fee')}</dt>
            <dd data-claim="extensionFee" data-value={String(offer.fee)}>
              {formatMoney(offer.fee, language)}
            </dd>
          </div>
        </dl>
      </section>

      {reference ? (
        <ReferenceCard
          heading={t('repay.cashier.referenceHeading')}
          instruction={
            issued
              ? t('repay.extension.payWith', {
                  amount: formatMoney(issued.fee, language),
                  channel: issued.channel,
                })
              : t('repay.extension.intro')
          }
          reference={reference}
          amount={issued?.fee ?? offer.fee}
          channel={issued?.channel ?? ''}
          instructions={issued?.instructions ?? null}
        />
      ) : null}

      {offer.paid ? (
        <p className="card repay-done" role="status">
          {t('repay.extension.paid')}
        </p>
      ) : null}

      {message ? (
        <div className="card">
          <p
            className={message.kind === 'error' ? 'error-text' : 'notice'}
            role={message.kind === 'error' ? 'alert' : 'status'}
          >
            {message.text}
          </p>
          {message.retry ? (
            <button
              type="button"
              className="btn btn--ghost btn--block"
              disabled={pending}
              onClick={message.retry}
            >
              {t('repay.retry')}
            </button>
          ) : null}
        </div>
      ) : null}

      <div className="repay-actions">
        {offer.paid ? (
          <button type="button" className="btn btn--block" disabled={pending} onClick={confirm}>
            {t('repay.extension.confirm')}
          </button>
        ) : reference ? (
          <button type="button" className="btn btn--block" disabled={pending} onClick={check}>
            {t('repay.extension.checkPaid')}
          </button>
        ) : (
          <>
            {detail.status === 'loaded' && channels.length === 0 ? (
              <p className="error-text" role="alert">
                {t('repay.cashier.errors.noChannels')}
              </p>
            ) : null}
            {channels.length > 0 ? (
              <ChannelList
                channels={channels}
                value={chosenId}
                error={channelError}
                disabled={pending}
                onChange={(id) => {
                  setChannelId(id);
                  setChannelError(undefined);
                }}
              />
            ) : null}
            <button
              type="button"
              className="btn btn--block"
              disabled={pending || channels.length === 0}
              onClick={pay}
            >
              {t('repay.extension.payFee')}
            </button>
          </>
        )}
      </div>
    </>
  );
}
