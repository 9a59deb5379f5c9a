import { useId } from 'react';
import { formatMoney } from '../../components/ui/loan-format';
import type { ExtensionOfferData } from '../../domain/events';
import { useT } from '../../i18n/i18n';
import { formatIsoDate } from './repay-format';
import { ChannelList, ReferenceCard } from './repay-parts';
import type { ExtensionMessage, ExtensionModel } from './use-extension-model';
import './repay.texts';

/** The confirmed extension: its new due date and the way back to the detail. */
export function ExtensionConfirmed({ date, onBack }: { date: string; onBack: () => void }) {
  const { t, language } = useT();
  return (
    <>
      <div className="card repay-done" role="status">
        <p>{t('repay.extension.confirmed', { date: formatIsoDate(date, language) })}</p>
      </div>
      <dl className="card repay-figures">
        <div className="repay-row">
          <dt>{t('repay.extension.newDueDate')}</dt>
          <dd data-claim="dueDate" data-value={date}>
            {formatIsoDate(date, language)}
          </dd>
        </div>
      </dl>
      <button type="button" className="btn btn--block" onClick={onBack}>
        {t('repay.extension.backToDetail')}
      </button>
    </>
  );
}

/** The extension's terms: current due date, days, new due date and fee, each a claim reviewers check. */
export function ExtensionTerms({ offer }: { offer: ExtensionOfferData }) {
  const { t, language } = useT();
  const headingId = useId();
  return (
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
  );
}

/** The fee's payment reference: the one issued (now, or earlier and still unpaid: with how to pay it), else the offer's. */
export function ExtensionReference({ model }: { model: ExtensionModel }) {
  const { t, language } = useT();
  const { issued, reference, offer } = model;
  if (!reference) return null;
  return (
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
  );
}

/** A failure or a notice, with its retry when one helps. */
export function ExtensionMessageCard({ message, pending }: { message: ExtensionMessage; pending: boolean }) {
  const { t } = useT();
  return (
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
  );
}

/** The next step: confirm a paid fee, check a referenced one, or choose a channel and pay. */
export function ExtensionActions({ model }: { model: ExtensionModel }) {
  const { t } = useT();
  const { offer, reference, pending, channels } = model;
  return (
    <div className="repay-actions">
      {offer.paid ? (
        <button type="button" className="btn btn--block" disabled={pending} onClick={model.confirm}>
          {t('repay.extension.confirm')}
        </button>
      ) : reference ? (
        <button type="button" className="btn btn--block" disabled={pending} onClick={model.check}>
          {t('repay.extension.checkPaid')}
        </button>
      ) : (
        <>
          {model.channelsLoaded && channels.length === 0 ? (
            <p className="error-text" role="alert">
              {t('repay.cashier.errors.noChannels')}
            </p>
          ) : null}
          {channels.length > 0 ? (
            <ChannelList
              channels={channels}
              value={model.chosenId}
              error={model.channelError}
              disabled={pending}
              onChange={model.chooseChannel}
            />
          ) : null}
          <button
            type="button"
            className="btn btn--block"
            disabled={pending || channels.length === 0}
            onClick={model.pay}
          >
            {t('repay.extension.payFee')}
          </button>
        </>
      )}
    </div>
  );
}
