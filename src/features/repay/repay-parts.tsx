import { useId, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { showToast } from '../../components/ui/toast';
import type { PaymentChannel, PaymentInstructions } from '../../domain/events';
import { PATHS, withQuery } from '../../domain/paths';
import { useT } from '../../i18n/i18n';
import { copyToClipboard } from '../../components/ui/copy-to-clipboard';
import { repaymentErrorKind } from './repay.effects';
import { formatInstant } from './repay-format';
import './repay.texts';
import { RequiredMark } from '../../components/ui/required-mark';

/** The loading line of a repayment screen. */
export function Loading() {
  const { t } = useT();
  return (
    <p className="app__loading" role="status">
      {t('repay.loading')}
    </p>
  );
}

/** Shown instead of a repayment screen when nobody is logged in: the way to log in and come back. */
export function LoginRequired() {
  const { t } = useT();
  const location = useLocation();
  return (
    <div className="card">
      <p>{t('repay.loginRequired')}</p>
      <Link
        className="btn btn--block"
        to={withQuery(PATHS.login, { redirect: `${location.pathname}${location.search}` })}
      >
        {t('repay.login')}
      </Link>
    </div>
  );
}

/** A failed load: the message and a retry, or the way home when there is no order to show. */
export function LoadFailure({
  errorCode,
  message,
  onRetry,
}: {
  errorCode: string;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const noOrder = repaymentErrorKind(errorCode) === 'orderIdEmpty';
  return (
    <div className="card">
      <p className="error-text" role="alert">
        {message}
      </p>
      {noOrder ? (
        <button type="button" className="btn btn--block" onClick={() => void navigate(PATHS.home)}>
          {t('repay.goHome')}
        </button>
      ) : (
        <button type="button" className="btn btn--block" onClick={onRetry}>
          {t('repay.retry')}
        </button>
      )}
    </div>
  );
}

/** The payment channels as a radio list (the checked one in red, spec section 9); an error is on each radio. */
export function ChannelList({
  channels,
  value,
  onChange,
  error,
  disabled,
}: {
  channels: readonly PaymentChannel[];
  value: string;
  onChange: (channelId: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useT();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={`field fieldset${error ? ' field--error' : ''}`}>
      <legend className="field__label">
        {t('repay.cashier.channels')}
        <RequiredMark required />
      </legend>
      <div className="choice-list">
        {channels.map((channel) => (
          <label key={channel.channelId} className="choice">
            <input
              type="radio"
              name={id}
              value={channel.channelId}
              checked={channel.channelId === value}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={() => onChange(channel.channelId)}
            />
            <span>{channel.name}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A copy button: 'Copiado' when the text reached the clipboard, 'No se pudo copiar' when it did not. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useT();
  const busy = useRef(false);
  const copy = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      const copied = await copyToClipboard(text);
      showToast(
        t(copied ? 'repay.cashier.copied' : 'repay.cashier.copyFailed'),
        copied ? 'success' : 'error',
      );
    } finally {
      busy.current = false;
    }
  };
  return (
    <button type="button" className="btn btn--ghost" onClick={() => void copy()}>
      {label}
    </button>
  );
}

/** A payment reference with its copy button and how to pay it. */
export function ReferenceCard({
  heading,
  instruction,
  reference,
  amount,
  channel,
  instructions,
}: {
  heading: string;
  /** The sentence telling what to pay where (already translated, with amount and channel). */
  instruction: string;
  reference: string;
  amount: number;
  channel: string;
  instructions: PaymentInstructions | null;
}) {
  const { t, language } = useT();
  const headingId = useId();
  return (
    <section
      className="card"
      aria-labelledby={headingId}
      data-payment-reference={reference}
      data-amount={String(amount)}
      data-channel={channel}
    >
      <h2 id={headingId} style={{ fontSize: '1.05rem', margin: '0 0 0.5rem' }}>
        {heading}
      </h2>
      <p>{instruction}</p>
      <div className="repay-copy-row">
        <div>
          <span className="notice">{t('repay.cashier.referenceLabel')}</span>
          <p className="repay-reference" data-claim="paymentReference">
            {reference}
          </p>
        </div>
        <CopyButton text={reference} label={t('repay.cashier.copy')} />
      </div>
      {instructions?.clabe ? (
        <div className="repay-copy-row">
          <div>
            <span className="notice">{t('repay.cashier.clabe')}</span>
            <p className="repay-reference">{instructions.clabe}</p>
          </div>
          <CopyButton text={instructions.clabe} label={t('repay.cashier.copyClabe')} />
        </div>
      ) : null}
      {instructions ? (
        <p className="notice">
          {t('repay.cashier.validUntil', { date: formatInstant(instructions.expiresAt, language) })}
        </p>
      ) : null}
      {instructions?.payUrl && /^https:\/\//.test(instructions.payUrl) ? (
        <a
          className="btn btn--ghost btn--block"
          href={instructions.payUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('repay.cashier.openPayPage')}
        </a>
      ) : null}
    </section>
  );
}
