import type {
  DataFlags,
  DomainEvent,
  DomainEventType,
  EventOf,
  FeedbackItem,
  FeedbackMessage,
  OrderStatus,
  OrderSummary,
  PackageConfigData,
} from '../events';

/**
 * Builds one typed event for tests: `ev('quota/granted', { amount: 5000 }, 1000)`. `T` comes from `type` alone:
 * the `NoInfer` return keeps TypeScript from also inferring it from where the event goes (a `DomainEvent[]`), a
 * match against all 87 event types at every call that was half of the type check's time (69 → 31 s, issue 28).
 */
export function ev<T extends DomainEventType>(
  type: T,
  payload: Omit<EventOf<T>, 'type' | 'at'>,
  at = 0,
): NoInfer<EventOf<T>> {
  return { type, at, ...payload } as unknown as EventOf<T>;
}

/** An order summary with sensible defaults. */
export function order(orderId: string, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return { orderId, status: 'request', principal: 3000, days: 91, dueDate: null, createdAt: 0, ...overrides };
}

/** A feedback request as the list shows it, with sensible defaults. */
export function feedbackItem(feedbackId: string, overrides: Partial<FeedbackItem> = {}): FeedbackItem {
  return {
    feedbackId,
    type: 1,
    status: 1,
    description: 'Pagué ayer',
    createdAt: 0,
    unread: false,
    lastMessage: null,
    ...overrides,
  };
}

/** One message of a feedback conversation. */
export function feedbackMessage(
  messageId: string,
  from: 'user' | 'agent',
  overrides: Partial<FeedbackMessage> = {},
): FeedbackMessage {
  return {
    messageId,
    from,
    senderName: from === 'agent' ? 'Ana' : null,
    content: 'Hola',
    images: [],
    createdAt: 0,
    ...overrides,
  };
}

/** Device-data flags: everything on (as a careless backend would send them). */
export function sampleDataFlags(overrides: Partial<DataFlags> = {}): DataFlags {
  return {
    appList: true,
    sms: true,
    exif: true,
    device: true,
    contact: true,
    calendar: true,
    callLog: true,
    location: true,
    expired: false,
    ...overrides,
  };
}

/** A package configuration with sensible values. */
export function samplePackageConfig(overrides: Partial<PackageConfigData> = {}): PackageConfigData {
  const { expired: _expired, ...switches } = sampleDataFlags();
  return {
    featureMode: { live: 1, frontPermission: 1 },
    uploadSwitches: switches,
    imageCountLimit: 3,
    customerServiceEmail: 'soporte@cuota.mx',
    customerServiceHours: '9:00-18:00',
    ...overrides,
  };
}

/** A whole borrower journey, login to repaid loan with an extension and feedback, as events. */
export function journeyEvents(): DomainEvent[] {
  return [
    ev('settings/languageChanged', { language: 'en' }, 1),
    ev('session/verifyCodeSent', { mobile: '5512345678', purpose: 'login' }, 2),
    ev('session/loggedIn', { mobile: '5512345678', token: 'Bearer abc', via: 'web' }, 3),
    ev('session/userInfoLoaded', { user: { userId: 'u1', mobile: '5512345678', progress: 5 } }, 4),
    ev('bridge/permissionChecked', { permission: 'camera', state: 'granted' }, 5),
    ev('application/stepCompleted', { step: 'loanQuestion', progress: 10 }, 6),
    ev('application/stepCompleted', { step: 'idCardAuthentication', progress: 15 }, 7),
    ev('application/progressLoaded', { progress: 40 }, 8),
    ev('quota/reviewStarted', { until: 3_600_000 }, 9),
    ev('quota/granted', { amount: 5000 }, 10),
    ev('order/created', { order: order('o1', { createdAt: 11 }) }, 11),
    ev('order/statusChanged', { orderId: 'o1', status: 'assessing', previous: 'request' }, 12),
    ev('order/statusChanged', { orderId: 'o1', status: 'disbursing', previous: 'assessing' }, 13),
    ev(
      'order/statusChanged',
      { orderId: 'o1', status: 'repaying', previous: 'disbursing', dueDate: '2025-04-16' },
      14,
    ),
    // An extension fee decided on whose answer is still unknown (its idempotency key, issue 30).
    ev(
      'repayment/paymentStarted',
      { orderId: 'o1', purpose: 'extension', amount: 210, channelId: 'spei', key: 'k-ext' },
      15,
    ),
    ev('extension/paid', { orderId: 'o1', fee: 210, reference: 'ext-1' }, 15),
    ev('extension/confirmed', { orderId: 'o1', newDueDate: '2025-04-23' }, 16),
    ev('repayment/confirmed', { orderId: 'o1', amount: 1000.1, channel: 'spei', reference: 'r1' }, 17),
    ev('repayment/confirmed', { orderId: 'o1', amount: 2272.9, channel: 'oxxo', reference: 'r2' }, 18),
    ev('order/statusChanged', { orderId: 'o1', status: 'finished', previous: 'repaying' }, 19),
    ev('feedback/created', { feedbackId: 'f1', feedbackType: 1 }, 20),
    ev('feedback/read', { feedbackId: 'f1' }, 21),
  ];
}

const STATUSES: readonly OrderStatus[] = ['assessing', 'disbursing', 'repaying', 'overdue', 'finished'];

/**
 * `count` deterministic events of every kind a long-lived log holds (no Math.random: a fixed LCG),
 * for replay-equivalence and throughput checks.
 */
export function syntheticEvents(count: number, seed = 1): DomainEvent[] {
  const events: DomainEvent[] = [];
  let state = seed >>> 0;
  const next = (): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state;
  };
  let orders = 0;
  for (let i = 0; i < count; i += 1) {
    const at = i;
    const roll = next() % 100;
    const orderId = `o${orders === 0 ? 0 : next() % orders}`;
    if (roll < 20 || orders === 0) {
      const id = `o${orders}`;
      orders += 1;
      events.push(ev('order/created', { order: order(id, { createdAt: at }) }, at));
    } else if (roll < 50) {
      events.push(
        ev('order/statusChanged', { orderId, status: STATUSES[next() % STATUSES.length] ?? 'repaying' }, at),
      );
    } else if (roll < 60) {
      events.push(
        ev('repayment/confirmed', { orderId, amount: 100, channel: 'spei', reference: `r${i}` }, at),
      );
    } else if (roll < 65) {
      events.push(ev('extension/paid', { orderId, fee: 50, reference: `e${i}` }, at));
    } else if (roll < 70) {
      events.push(ev('extension/confirmed', { orderId, newDueDate: '2025-05-01' }, at));
    } else if (roll < 78) {
      events.push(ev('feedback/created', { feedbackId: `f${i}`, feedbackType: 3 }, at));
    } else if (roll < 84) {
      events.push(ev('feedback/read', { feedbackId: `f${i - 1}` }, at));
    } else if (roll < 88) {
      events.push(ev('application/progressLoaded', { progress: 40 }, at));
    } else if (roll < 92) {
      events.push(ev('quota/granted', { amount: 1000 + (next() % 50) * 1000 }, at));
    } else if (roll < 96) {
      events.push(ev('bridge/permissionChecked', { permission: 'camera', state: 'granted' }, at));
    } else {
      events.push(ev('settings/languageChanged', { language: next() % 2 === 0 ? 'es' : 'en' }, at));
    }
  }
  return events;
}

/** One sample event per type the domain reducers handle (other types may be added by other layers). */
export const SAMPLE_EVENTS: { readonly [T in DomainEventType]?: EventOf<T> } = {
  'session/loggedIn': ev('session/loggedIn', { mobile: '5512345678', token: 'Bearer s', via: 'web' }, 101),
  'session/userInfoLoaded': ev(
    'session/userInfoLoaded',
    { user: { userId: 'u9', mobile: '5512345678', progress: 25 } },
    102,
  ),
  'session/loggedOut': ev('session/loggedOut', { reason: 'user' }, 103),
  'session/expired': ev(
    'session/expired',
    { code: 10010301, message: 'The user cannot log in', clearAll: true },
    104,
  ),
  'session/verifyCodeSent': ev(
    'session/verifyCodeSent',
    { mobile: '5512345678', purpose: 'deleteUser' },
    105,
  ),
  'session/verifyCodeFailed': ev(
    'session/verifyCodeFailed',
    { mobile: '5512345678', errorCode: 'NETWORK', message: 'Sin conexión' },
    121,
  ),
  'session/loginFailed': ev(
    'session/loginFailed',
    { mobile: '5512345678', errorCode: '1001', message: 'Código incorrecto' },
    122,
  ),
  'settings/languageChanged': ev('settings/languageChanged', { language: 'es' }, 106),
  'application/progressLoaded': ev('application/progressLoaded', { progress: 30 }, 107),
  'application/stepCompleted': ev('application/stepCompleted', { step: 'addBankCard', progress: 40 }, 108),
  'application/filedLoaded': ev(
    'application/filedLoaded',
    { holderName: 'Ana Ruiz', nationalId: 'RUAA900101MDFZNN09', cardType: 'clabe' },
    108,
  ),
  'application/stepLeft': ev('application/stepLeft', { step: 'idCardFacial', action: 'home' }, 108),
  'identity/imageRejected': ev('identity/imageRejected', { image: 'curpFront', reason: 'tooLarge' }, 108),
  'identity/captureFailed': ev(
    'identity/captureFailed',
    { image: 'face', errorCode: 'CANCELLED', message: '' },
    108,
  ),
  'identity/imageUploaded': ev(
    'identity/imageUploaded',
    { image: 'curpBack', fileId: 'f2', url: '/f2' },
    108,
  ),
  'identity/imageUploadFailed': ev(
    'identity/imageUploadFailed',
    { image: 'curpFront', errorCode: 'NETWORK_ERROR', message: 'Sin conexión' },
    108,
  ),
  'identity/documentRecognized': ev(
    'identity/documentRecognized',
    {
      identity: {
        curp: 'RUAA900101MDFZNN09',
        firstName: 'Ana',
        lastName: 'Ruiz',
        birthday: '1990-01-01',
        gender: 2,
      },
    },
    108,
  ),
  'identity/livenessChecked': ev(
    'identity/livenessChecked',
    { livenessId: 'l1', passed: true, score: 0.9 },
    108,
  ),
  'identity/livenessFailed': ev('identity/livenessFailed', { errorCode: '500', message: 'Error' }, 108),
  'identity/uploadsChecked': ev('identity/uploadsChecked', { missing: ['face'] }, 108),
  'quota/reviewStarted': ev('quota/reviewStarted', { until: 99 }, 109),
  'quota/granted': ev('quota/granted', { amount: 7000 }, 110),
  'quota/rejected': ev('quota/rejected', { reapplyAfterDays: 30 }, 111),
  'order/created': ev('order/created', { order: order('sample', { createdAt: 12 }) }, 112),
  'order/statusChanged': ev('order/statusChanged', { orderId: 'o1', status: 'overdue' }, 113),
  'order/reapplyWaitChanged': ev('order/reapplyWaitChanged', { orderId: 'o1', reapplyAfterDays: 0 }, 113),
  'order/listLoaded': ev('order/listLoaded', { orders: [order('listed', { createdAt: 14 })] }, 114),
  'order/drafted': ev(
    'order/drafted',
    { loanOrderId: 'lo-sample', productId: 'p1', amount: 3000, days: 14 },
    115,
  ),
  'order/profileLoaded': ev(
    'order/profileLoaded',
    {
      profile: {
        loanOrderId: 'lo-sample',
        principal: 3000,
        duration: 14,
        fee: 21,
        tax: 3.36,
        interest: 42,
        contractAmount: 3000,
        receivedAmount: 2975.64,
        totalRepayment: 3042,
        dueDate: '2026-12-06',
        bankName: 'BBVA',
        bankAccount: '**** 1234',
      },
    },
    116,
  ),
  'borrow/offerLoaded': ev(
    'borrow/offerLoaded',
    {
      products: [
        {
          productId: 'p1',
          name: 'Cuota 14',
          minAmount: 1000,
          maxAmount: 5000,
          amountStep: 100,
          terms: [7, 14],
          dailyInterestRate: 0.001,
          dailyFeeRate: 0.0005,
          taxRate: 0.16,
          dailyPenaltyRate: 0.001,
        },
      ],
      availableAmount: 5000,
      quotaHistory: [],
    },
    117,
  ),
  'repayment/confirmed': ev(
    'repayment/confirmed',
    { orderId: 'o1', amount: 5, channel: 'spei', reference: 's' },
    115,
  ),
  'repayment/paymentStarted': ev(
    'repayment/paymentStarted',
    { orderId: 'o1', purpose: 'repay', amount: 5, channelId: 'spei', key: 'k1' },
    115,
  ),
  'repayment/confirmFailed': ev(
    'repayment/confirmFailed',
    { orderId: 'o1', purpose: 'extension', errorCode: '10060003', message: 'expired' },
    115,
  ),
  'extension/paymentIssued': ev(
    'extension/paymentIssued',
    {
      orderId: 'o1',
      fee: 9,
      reference: 'se',
      channel: 'spei',
      instructions: { clabe: null, payUrl: null, expiresAt: 200 },
    },
    116,
  ),
  'extension/paid': ev('extension/paid', { orderId: 'o1', fee: 9, reference: 'se' }, 116),
  'repayment/detailLoaded': ev(
    'repayment/detailLoaded',
    {
      detail: {
        orderId: 'o1',
        status: 'repaying',
        totalAmount: 3000,
        principal: 3000,
        interest: 40,
        serviceFee: 150,
        penaltyInterest: 0,
        penaltyDeduction: 0,
        totalRepayment: 3190,
        repaidAmount: 0,
        unrepayAmount: 3190,
        dueDate: '2025-05-01',
        duration: 14,
        overdueDays: 0,
        minRepayAmount: 100,
        extension: { fee: 52.2, days: 30, newDueDate: '2025-05-31' },
        channels: [{ channelId: 'spei', name: 'SPEI' }],
      },
    },
    116,
  ),
  'extension/offerLoaded': ev(
    'extension/offerLoaded',
    {
      offer: {
        orderId: 'o1',
        fee: 52.2,
        days: 30,
        currentDueDate: '2025-05-01',
        newDueDate: '2025-05-31',
        paid: false,
        reference: null,
      },
    },
    116,
  ),
  'extension/confirmed': ev('extension/confirmed', { orderId: 'o1', newDueDate: '2026-01-01' }, 117),
  'feedback/created': ev('feedback/created', { feedbackId: 'fs', feedbackType: 5 }, 118),
  'feedback/read': ev('feedback/read', { feedbackId: 'fx' }, 119),
  'feedback/listLoaded': ev('feedback/listLoaded', { items: [feedbackItem('fl')], total: 1 }, 121),
  'feedback/redDotLoaded': ev('feedback/redDotLoaded', { unread: 2 }, 122),
  'feedback/imageUploaded': ev(
    'feedback/imageUploaded',
    { fileId: 'img1', url: 'https://x/1.png', purpose: 'credential', clientId: 'c1' },
    123,
  ),
  'feedback/threadLoaded': ev(
    'feedback/threadLoaded',
    {
      thread: { ...feedbackItem('ft'), contact: null, appointmentTime: null, images: [], rating: null },
      messages: [feedbackMessage('m1', 'agent')],
    },
    124,
  ),
  'feedback/messageLeft': ev(
    'feedback/messageLeft',
    { feedbackId: 'ft', message: feedbackMessage('m2', 'user') },
    125,
  ),
  'feedback/rated': ev('feedback/rated', { feedbackId: 'ft', rating: 5 }, 126),
  'feedback/faqLoaded': ev(
    'feedback/faqLoaded',
    { items: [{ questionId: 'q1', question: 'Q', answer: 'A' }] },
    127,
  ),
  'feedback/limitsLoaded': ev(
    'feedback/limitsLoaded',
    { imageCountLimit: 5, serviceHours: '9:00-18:00' },
    128,
  ),
  'bridge/permissionChecked': ev('bridge/permissionChecked', { permission: 'sms', state: 'denied' }, 120),
  'config/loaded': ev('config/loaded', { source: 'store', config: samplePackageConfig() }, 131),
  'config/uploadEnableLoaded': ev('config/uploadEnableLoaded', { flags: sampleDataFlags() }, 132),
  'config/downloadAddressLoaded': ev('config/downloadAddressLoaded', { url: 'https://example.com/app' }, 133),
  'ad/infoLoaded': ev(
    'ad/infoLoaded',
    { enabled: true, dailyRefreshLimit: 2, triggers: ['open', 'refresh'], refreshesLeftToday: 2 },
    135,
  ),
  'ad/shown': ev(
    'ad/shown',
    {
      trigger: 'open',
      refresh: false,
      ad: { adId: 'a1', title: 'Oferta', imageUrl: 'https://example.com/a.png', linkUrl: null },
      refreshesLeftToday: 1,
    },
    136,
  ),
  'ad/refreshLimitReached': ev('ad/refreshLimitReached', { todayRefreshTimes: 2, limit: 2, by: 'app' }, 137),
  'account/deleteChecked': ev('account/deleteChecked', { canDelete: false, reasons: ['unpaidLoan'] }, 134),
};

/**
 * `count` events shaped like one borrower's long-lived log (a few orders polled many times, permission
 * checks, progress and quota reloads, some repayments and feedback). Deterministic.
 */
export function borrowerLogEvents(count: number): DomainEvent[] {
  const events: DomainEvent[] = [
    ev('session/loggedIn', { mobile: '5512345678', token: 'Bearer t', via: 'native' }, 0),
  ];
  for (let i = 0; events.length < count; i += 1) {
    const orderId = `o${Math.floor(i / 2000)}`;
    if (i % 2000 === 0) events.push(ev('order/created', { order: order(orderId, { createdAt: i }) }, i));
    events.push(
      ev('order/statusChanged', { orderId, status: STATUSES[i % STATUSES.length] ?? 'repaying' }, i),
    );
    events.push(ev('application/progressLoaded', { progress: 45 }, i));
    events.push(ev('bridge/permissionChecked', { permission: 'camera', state: 'granted' }, i));
    events.push(ev('quota/granted', { amount: 5000 }, i));
    if (i % 50 === 0)
      events.push(ev('repayment/confirmed', { orderId, amount: 10, channel: 'spei', reference: `r${i}` }, i));
    if (i % 100 === 0) events.push(ev('feedback/created', { feedbackId: `f${i}`, feedbackType: 1 }, i));
    if (i % 100 === 1) events.push(ev('feedback/read', { feedbackId: `f${i - 1}` }, i));
  }
  events.length = count;
  return events;
}
