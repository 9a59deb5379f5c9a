import { EMPTY, concat, defer, from, of, type Observable } from 'rxjs';
import { catchError, concatMap } from 'rxjs/operators';
import {
  REPAYMENT_ERROR_CODES,
  type ConfirmRepaymentResponse,
  type ExtensionData,
  type RepaymentDetail,
} from '../../api/contracts/repayment';
import { isApiFailure } from '../../api/errors';
import type {
  ExtensionOfferData,
  PaymentChannel,
  PaymentInstructions,
  RepaymentDetailData,
  UnstampedEvent,
} from '../../domain/events';
import { orderSyncEvents } from '../../domain/orders/order-sync';
import { selectCurrentOrder } from '../../domain/orders/orders.selectors';
import {
  selectExtension,
  selectExtensionOffer,
  selectRepaymentDetail,
  selectRetryablePayment,
} from '../../domain/repayment/repayment.selectors';
import { newIdempotencyKey } from '../../domain/repayment/payment-key';
import type { AppState } from '../../domain/state';
import { t } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { failureMessage, type Failure } from '../../store/failure';
import { logged } from '../../store/logged';
import type { Effect } from '../../store/store';
import './repay.texts';

/** A repayment condition the screens explain in their own words (spec section 8, "other messages"). */
export type RepaymentErrorKind = keyof typeof REPAYMENT_ERROR_CODES;

const KIND_BY_CODE: Readonly<Record<string, RepaymentErrorKind>> = Object.fromEntries(
  Object.entries(REPAYMENT_ERROR_CODES).map(([kind, code]) => [String(code), kind as RepaymentErrorKind]),
);

/** Which spec message an error code stands for, or null for any other failure. */
export function repaymentErrorKind(errorCode: string): RepaymentErrorKind | null {
  return KIND_BY_CODE[errorCode] ?? null;
}

/** A failure the client detects itself (no request, or an unusable answer), with the backend's code for it. */
function clientFailure(kind: RepaymentErrorKind): Failure {
  return { errorCode: String(REPAYMENT_ERROR_CODES[kind]), message: t(`repay.errors.${kind}`) };
}

/** The borrower-facing failure: the spec's own words for the four repayment conditions, else the usual message. */
export function repaymentFailure(error: unknown): Failure {
  const failure = failureMessage(error);
  const kind = repaymentErrorKind(failure.errorCode);
  return kind ? clientFailure(kind) : failure;
}

const toDetailData = (d: RepaymentDetail): RepaymentDetailData => logged<RepaymentDetailData>()(d);
const toOffer = (e: ExtensionData): ExtensionOfferData => logged<ExtensionOfferData>()(e);

/** How to pay, field by field: the confirmation also carries the reference, amount and channel. */
function toInstructions(r: ConfirmRepaymentResponse): PaymentInstructions {
  return { clabe: r.clabe, payUrl: r.payUrl, expiresAt: r.expiresAt };
}

/**
 * The order a repayment screen is about: the one in the URL, else the current order in the store, else the
 * backend's last order (`/store/order/last`, announced to the store like any order read). Null when none.
 */
function resolveOrder(
  orderId: string | null | undefined,
  deps: EffectDeps,
  getState: () => AppState,
): Observable<{ orderId: string | null; events: UnstampedEvent[] }> {
  return defer(async () => {
    const given = orderId?.trim();
    if (given) return { orderId: given, events: [] };
    const current = selectCurrentOrder(getState());
    if (current) return { orderId: current.orderId, events: [] };
    const { order } = await deps.api.store.getLastOrder();
    if (order === null) return { orderId: null, events: [] };
    return { orderId: order.orderId, events: orderSyncEvents(getState().orders, order) };
  });
}

/** A status transition the detail reveals for an order the store knows (every transition is an event). */
function statusSync(state: AppState, detail: RepaymentDetailData): UnstampedEvent[] {
  const known = state.orders.byId[detail.orderId];
  if (known === undefined || known.status === detail.status) return [];
  return [
    {
      type: 'order/statusChanged',
      orderId: detail.orderId,
      status: detail.status,
      previous: known.status,
      dueDate: detail.dueDate,
    },
  ];
}

/**
 * GET /store/repayment/detail for the order in the URL, the current order or the last one. Ends in
 * `repayment/detailLoaded` (after any `order/statusChanged` it reveals) or `repayment/detailFailed`
 * (`orderIdEmpty` when there is no order at all).
 */
export const loadRepaymentDetail: Effect<{ orderId?: string | null }, EffectDeps> = (
  { orderId },
  { deps, getState },
) => {
  let resolvedId: string | null = orderId?.trim() || null;
  return resolveOrder(orderId, deps, getState).pipe(
    concatMap(({ orderId: id, events }) => {
      resolvedId = id;
      if (id === null) {
        return concat(
          from(events),
          of<UnstampedEvent>({
            type: 'repayment/detailFailed',
            orderId: null,
            ...clientFailure('orderIdEmpty'),
          }),
        );
      }
      return concat(
        from(events),
        defer(() => deps.api.store.getRepaymentDetail({ orderId: id })).pipe(
          concatMap((raw) => {
            const detail = toDetailData(raw);
            return from<UnstampedEvent[]>([
              ...statusSync(getState(), detail),
              { type: 'repayment/detailLoaded', detail },
            ]);
          }),
        ),
      );
    }),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'repayment/detailFailed', orderId: resolvedId, ...repaymentFailure(error) }),
    ),
  );
};

/** What the borrower chose at the cashier. */
export interface RepaymentIntent {
  orderId: string | null;
  /** Whole pesos, already checked with checkRepaymentAmount. */
  amount: number;
  channel: PaymentChannel;
}

/**
 * The idempotency key of a payment (issue 30): the pending one when the borrower retries the same payment
 * (same order, purpose, amount and channel: after a time-out, a lost answer, a reload) within a day of deciding
 * on it (`selectRetryablePayment`, decision 0071), else a new one, announced with `repayment/paymentStarted` so
 * it outlives the screen and a reload. The time is the phone's clock, `Date.now()`: the store's clock in the app,
 * which stamped the pending key's `at` (effects are not handed the store's clock).
 */
function paymentKey(
  getState: () => AppState,
  payment: { orderId: string; purpose: 'repay' | 'extension'; amount: number; channelId: string },
): { key: string; started: UnstampedEvent[] } {
  const pending = selectRetryablePayment(getState(), payment.purpose, payment.orderId, Date.now());
  if (pending && pending.amount === payment.amount && pending.channelId === payment.channelId) {
    return { key: pending.key, started: [] };
  }
  const key = newIdempotencyKey();
  return { key, started: [{ type: 'repayment/paymentStarted', ...payment, key }] };
}

/**
 * POST /portal/repayment/confirm for a repayment: ends in `repayment/confirmed` with the payment reference
 * and how to pay it, or `repayment/confirmFailed` (no order number, an empty payment order id, an expired
 * order, an unavailable channel, or any other failure).
 */
export const startRepayment: Effect<RepaymentIntent, EffectDeps> = (
  { orderId, amount, channel },
  { deps, getState },
) => {
  if (!orderId) {
    return of<UnstampedEvent>({
      type: 'repayment/confirmFailed',
      orderId: null,
      purpose: 'repay',
      ...clientFailure('orderIdEmpty'),
    });
  }
  const { key, started } = paymentKey(getState, {
    orderId,
    purpose: 'repay',
    amount,
    channelId: channel.channelId,
  });
  return concat(
    from(started),
    defer(() =>
      deps.api.repayment.confirmRepayment(
        { orderId, amount, channelId: channel.channelId, kind: 'repay' },
        { idempotencyKey: key },
      ),
    ),
  ).pipe(
    concatMap((result): Observable<UnstampedEvent> => {
      if ('type' in result) return of(result);
      const reference = result.reference.trim();
      if (reference === '') {
        return of({
          type: 'repayment/confirmFailed',
          orderId,
          purpose: 'repay',
          ...clientFailure('paymentOrderIdEmpty'),
        });
      }
      return of({
        type: 'repayment/confirmed',
        orderId,
        amount: result.amount,
        channel: result.channel || channel.name,
        reference,
        instructions: toInstructions(result),
      });
    }),
    catchError((error: unknown) =>
      of<UnstampedEvent>({
        type: 'repayment/confirmFailed',
        orderId,
        purpose: 'repay',
        ...repaymentFailure(error),
      }),
    ),
  );
};

/** `extension/paid` when the backend reports a paid fee the store has not recorded yet. */
function paidSync(state: AppState, offer: ExtensionOfferData): UnstampedEvent[] {
  if (!offer.paid || offer.reference === null) return [];
  const known = selectExtension(state, offer.orderId);
  if (known !== null && known.reference === offer.reference) return [];
  return [{ type: 'extension/paid', orderId: offer.orderId, fee: offer.fee, reference: offer.reference }];
}

/** GET /repay/getExtensionData and the announcement of a fee the backend saw paid. */
function fetchOffer(orderId: string, deps: EffectDeps, getState: () => AppState): Observable<UnstampedEvent> {
  return defer(() => deps.api.repayment.getExtensionData({ orderId })).pipe(
    concatMap((raw) => {
      const offer = toOffer(raw);
      return from<UnstampedEvent[]>([
        { type: 'extension/offerLoaded', offer },
        ...paidSync(getState(), offer),
      ]);
    }),
  );
}

/**
 * GET /repay/getExtensionData for the order in the URL, the current or the last order: ends in
 * `extension/offerLoaded` (plus `extension/paid` once the fee is paid) or `extension/offerFailed`.
 */
export const loadExtensionOffer: Effect<{ orderId?: string | null }, EffectDeps> = (
  { orderId },
  { deps, getState },
) => {
  let resolvedId: string | null = orderId?.trim() || null;
  return resolveOrder(orderId, deps, getState).pipe(
    concatMap(({ orderId: id, events }) => {
      resolvedId = id;
      if (id === null) {
        return concat(
          from(events),
          of<UnstampedEvent>({
            type: 'extension/offerFailed',
            orderId: null,
            ...clientFailure('orderIdEmpty'),
          }),
        );
      }
      return concat(from(events), fetchOffer(id, deps, getState));
    }),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'extension/offerFailed', orderId: resolvedId, ...repaymentFailure(error) }),
    ),
  );
};

/** Re-reads the extension (the borrower says they paid): `extension/offerLoaded` (+ `extension/paid`) or a failure. */
export const checkExtensionPaid: Effect<{ orderId: string }, EffectDeps> = (
  { orderId },
  { deps, getState },
) =>
  fetchOffer(orderId, deps, getState).pipe(
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'extension/offerFailed', orderId, ...repaymentFailure(error) }),
    ),
  );

/**
 * Pays the extension fee through POST /portal/repayment/confirm (`kind: 'extension'`, the offered fee):
 * `extension/paymentIssued` with the reference, then the extension re-read (`extension/offerLoaded`, and
 * `extension/paid` once the backend has the fee); or `repayment/confirmFailed` with purpose 'extension'.
 */
export const payExtensionFee: Effect<
  { orderId: string; fee: number; channel: PaymentChannel },
  EffectDeps
> = ({ orderId, fee, channel }, { deps, getState }) => {
  const { key, started } = paymentKey(getState, {
    orderId,
    purpose: 'extension',
    amount: fee,
    channelId: channel.channelId,
  });
  return concat(
    from(started),
    defer(() =>
      deps.api.repayment.confirmRepayment(
        { orderId, amount: fee, channelId: channel.channelId, kind: 'extension' },
        { idempotencyKey: key },
      ),
    ),
  ).pipe(
    concatMap((result): Observable<UnstampedEvent> => {
      if ('type' in result) return of(result);
      const reference = result.reference.trim();
      if (reference === '') {
        return of({
          type: 'repayment/confirmFailed',
          orderId,
          purpose: 'extension',
          ...clientFailure('paymentOrderIdEmpty'),
        });
      }
      return concat(
        of<UnstampedEvent>({
          type: 'extension/paymentIssued',
          orderId,
          fee: result.amount,
          reference,
          channel: result.channel || channel.name,
          instructions: toInstructions(result),
        }),
        // The fee may be credited at once (or later: the screen then offers "I have paid: check").
        fetchOffer(orderId, deps, getState).pipe(catchError(() => EMPTY)),
      );
    }),
    catchError((error: unknown) =>
      of<UnstampedEvent>({
        type: 'repayment/confirmFailed',
        orderId,
        purpose: 'extension',
        ...repaymentFailure(error),
      }),
    ),
  );
};

/**
 * The due date an extension's confirmation moves: the one the extension screen's offer read (the offer of a
 * paid fee carries it), else the latest repayment detail's; null when this device read neither.
 */
function dueDateBeforeConfirming(state: AppState, orderId: string): string | null {
  return (
    selectExtensionOffer(state, orderId)?.currentDueDate ??
    selectRepaymentDetail(state, orderId)?.dueDate ??
    null
  );
}

/**
 * A failed confirmation may still have gone through (its answer lost to a time-out, a dropped connection, an
 * HTTP 5xx after the backend acted; or this is a repeat, which the backend refuses, of one that did): before
 * telling the borrower, the repayment detail is read again (silent). A due date later than the one the
 * confirmation was to move means the extension took effect: the effect ends as after a success, with that
 * date, and the fee is not spent again on a fresh offer (decision 0071). Otherwise, or when that read fails
 * too, the confirmation's own failure stands. An ended session calls nothing more.
 */
function confirmedAfterAll(
  deps: EffectDeps,
  getState: () => AppState,
  orderId: string,
  dueBefore: string | null,
  error: unknown,
): Observable<UnstampedEvent> {
  const failed: UnstampedEvent = { type: 'extension/confirmFailed', orderId, ...repaymentFailure(error) };
  if (dueBefore === null || (isApiFailure(error) && error.code === 'SESSION_ENDED')) return of(failed);
  return defer(() => deps.api.store.getRepaymentDetail({ orderId }, { silent: true })).pipe(
    concatMap((raw) => {
      const detail = toDetailData(raw);
      // ISO dates (YYYY-MM-DD) order as strings do.
      if (detail.orderId !== orderId || !(detail.dueDate > dueBefore)) return of(failed);
      return from<UnstampedEvent[]>([
        ...statusSync(getState(), detail),
        { type: 'repayment/detailLoaded', detail },
        { type: 'extension/confirmed', orderId, newDueDate: detail.dueDate },
      ]);
    }),
    catchError(() => of(failed)),
  );
}

/**
 * GET /repay/confirmExtensionOrder: `extension/confirmed` with the new due date, or, when the answer is a
 * failure, whatever `confirmedAfterAll` finds the backend holds.
 */
export const confirmExtension: Effect<{ orderId: string }, EffectDeps> = (
  { orderId },
  { deps, getState },
) => {
  const dueBefore = dueDateBeforeConfirming(getState(), orderId);
  return defer(() => deps.api.repayment.confirmExtensionOrder({ orderId })).pipe(
    concatMap((result) =>
      of<UnstampedEvent>({
        type: 'extension/confirmed',
        orderId: result.orderId,
        newDueDate: result.newDueDate,
      }),
    ),
    catchError((error: unknown) => confirmedAfterAll(deps, getState, orderId, dueBefore, error)),
  );
};
