import { useState } from 'react';
import type { ExtensionOfferData, PaymentChannel, RepaymentDetailData } from '../../domain/events';
import type { IssuedExtensionFee } from '../../domain/repayment/repayment.reducer';
import {
  selectExtension,
  selectExtensionOffer,
  selectIssuedExtensionFee,
} from '../../domain/repayment/repayment.selectors';
import { useT } from '../../i18n/i18n';
import type { Outcome } from '../../store/store';
import { useAppState } from '../../store/use-app-state';
import { failureOf, useIntent } from '../../store/use-intent';
import type { LoadState } from '../../store/use-load';
import { checkExtensionPaid, confirmExtension, payExtensionFee, repaymentErrorKind } from './repay.effects';

/** A message under the extension's terms: a failure (with a retry when one helps) or a notice. */
export interface ExtensionMessage {
  text: string;
  kind: 'error' | 'info';
  retry?: () => void;
}

/** What the extension screen shows and does, read from the state and its intents' outcomes (issue 32). */
export interface ExtensionModel {
  /** The offer as last loaded (the page's load, the re-read after a payment or a check). */
  offer: ExtensionOfferData;
  /**
   * The fee reference this visit's payment issued, or one issued earlier that the offer still carries unpaid
   * (with how to pay it), or null.
   */
  issued: IssuedExtensionFee | null;
  /** The reference to pay: the one issued now, else the one the offer carries. */
  reference: string | null;
  /** The new due date once this visit's confirmation went through, else null. */
  confirmedDate: string | null;
  channels: PaymentChannel[];
  /** True once the repayment detail (and its channels) loaded. */
  channelsLoaded: boolean;
  chosenId: string;
  channelError: string | undefined;
  message: ExtensionMessage | null;
  /** One step at a time: while one goes, the buttons of all three wait (a double tap sends one request). */
  pending: boolean;
  pay: () => void;
  check: () => void;
  confirm: () => void;
  chooseChannel: (channelId: string) => void;
}

/** The outcome's failure with the repayment condition it stands for (null when the run went through). */
function failedWith(outcome: Outcome) {
  const failure = failureOf(outcome);
  return failure ? { ...failure, kind: repaymentErrorKind(failure.errorCode) } : null;
}

/** What the screen does with a run's end: its messages, a stale offer, the retries it offers. */
interface IntentReactions {
  setMessage: (message: ExtensionMessage | null) => void;
  setChannelError: (error: string | undefined) => void;
  onStale: () => void;
  pay: () => void;
  check: () => void;
}

/** The three steps' intents; a failure is read from the outcome, whether the fee is paid from the state. */
function useExtensionIntents(
  orderId: string,
  { setMessage, setChannelError, onStale, pay, check }: IntentReactions,
) {
  const { t } = useT();
  const payFee = useIntent(payExtensionFee, {
    onDone: (outcome) => {
      const failed = failedWith(outcome);
      if (!failed) return;
      if (failed.kind === 'channelUnavailable') setChannelError(failed.message);
      else
        setMessage({
          text: failed.message,
          kind: 'error',
          ...(failed.kind === 'paymentOrderIdEmpty' ? { retry: pay } : {}),
        });
      if (failed.kind === 'orderExpired') onStale();
    },
  });
  const checkPaid = useIntent(checkExtensionPaid, {
    onDone: (outcome, state) => {
      const failed = failedWith(outcome);
      if (failed) setMessage({ text: failed.message, kind: 'error', retry: check });
      else if (!selectExtensionOffer(state, orderId)?.paid)
        setMessage({ text: t('repay.extension.notPaidYet'), kind: 'info' });
    },
  });
  const confirmIt = useIntent(confirmExtension, {
    onDone: (outcome) => {
      const failed = failedWith(outcome);
      if (!failed) return;
      setMessage({ text: failed.message, kind: 'error' });
      if (failed.kind === 'orderExpired') onStale();
    },
  });
  return { payFee, checkPaid, confirmIt };
}

/**
 * The extension flow (spec section 4): pay the fee, check that it is paid, confirm. What each run came to is
 * read from the state (the repayment slice: the offer, the issued reference, the confirmed extension) and the
 * run's outcome, never from the run's events.
 */
export function useExtensionModel({
  offer: loaded,
  detail,
  onStale,
}: {
  offer: ExtensionOfferData;
  detail: LoadState<RepaymentDetailData>;
  onStale: () => void;
}): ExtensionModel {
  const { t } = useT();
  const orderId = loaded.orderId;
  const offer = useAppState((s) => selectExtensionOffer(s, orderId)) ?? loaded;
  const issuedFee = useAppState((s) => selectIssuedExtensionFee(s, orderId));
  const newDueDate = useAppState((s) => selectExtension(s, orderId)?.newDueDate ?? null);
  const [channelId, setChannelId] = useState<string | null>(null);
  const [channelError, setChannelError] = useState<string | undefined>();
  const [message, setMessage] = useState<ExtensionMessage | null>(null);
  const channels = detail.status === 'loaded' ? detail.data.channels : [];
  const chosenId = channelId ?? channels[0]?.channelId ?? '';

  const { payFee, checkPaid, confirmIt } = useExtensionIntents(orderId, {
    setMessage,
    setChannelError,
    onStale,
    pay: () => pay(),
    check: () => check(),
  });

  function pay() {
    const channel = channels.find((c) => c.channelId === chosenId);
    if (!channel) {
      setChannelError(t('repay.cashier.errors.channel'));
      return;
    }
    setMessage(null);
    void payFee.run({ orderId: offer.orderId, fee: offer.fee, channel });
  }
  function check() {
    setMessage(null);
    void checkPaid.run({ orderId: offer.orderId });
  }
  function confirm() {
    setMessage(null);
    void confirmIt.run({ orderId: offer.orderId });
  }

  // This visit's payment, or an earlier visit's whose reference the offer still carries unpaid: how to pay it
  // (amount, channel, CLABE, validity) is shown again. An earlier visit's confirmation is not shown as new.
  const returning = issuedFee !== null && !offer.paid && issuedFee.reference === offer.reference;
  const issued = payFee.outcome?.status === 'done' || returning ? issuedFee : null;
  return {
    offer,
    issued,
    reference: issued?.reference ?? offer.reference,
    confirmedDate: confirmIt.outcome?.status === 'done' ? newDueDate : null,
    channels,
    channelsLoaded: detail.status === 'loaded',
    chosenId,
    channelError,
    message,
    pending: payFee.pending || checkPaid.pending || confirmIt.pending,
    pay,
    check,
    confirm,
    chooseChannel: (id) => {
      setChannelId(id);
      setChannelError(undefined);
    },
  };
}
