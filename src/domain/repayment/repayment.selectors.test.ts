import type { RepaymentDetailData } from '../events';
import { foldEvents, initialState } from '../state';
import { ev, SAMPLE_EVENTS } from '../testing/event-fixtures';
import { selectExtensionStep, selectReferenceStanding, selectLiveReference } from './repayment.selectors';

const detail = SAMPLE_EVENTS['repayment/detailLoaded']!.detail;
const offer = SAMPLE_EVENTS['extension/offerLoaded']!.offer;
const instructions = { clabe: null, payUrl: null, expiresAt: 200 };

const issued = (reference: string, at: number) =>
  ev('extension/paymentIssued', { orderId: 'o1', fee: 52.2, reference, channel: 'OXXO', instructions }, at);
const offerLoaded = (paid: boolean, reference: string | null, at: number) =>
  ev('extension/offerLoaded', { offer: { ...offer, paid, reference } }, at);

describe('where the extension stands for the repayment detail', () => {
  test('nothing issued or paid: no step (the detail’s offer decides)', () => {
    expect(selectExtensionStep(foldEvents(initialState, [offerLoaded(false, null, 1)]), 'o1')).toBeNull();
  });

  test('a fee reference issued and not seen paid: verify it', () => {
    const state = foldEvents(initialState, [issued('e1', 1), offerLoaded(false, 'e1', 2)]);
    expect(selectExtensionStep(state, 'o1')).toBe('verify');
  });

  test('a fee the backend reported paid: confirm it, until it is confirmed', () => {
    const paid = [
      issued('e1', 1),
      offerLoaded(true, 'e1', 2),
      ev('extension/paid', { orderId: 'o1', fee: 52.2, reference: 'e1' }, 3),
    ];
    expect(selectExtensionStep(foldEvents(initialState, paid), 'o1')).toBe('confirm');
    // A paid fee recorded without the offer (a snapshot of an earlier build) is still confirmed.
    const alone = [ev('extension/paid', { orderId: 'o1', fee: 52.2, reference: 'e1' }, 3)];
    expect(selectExtensionStep(foldEvents(initialState, alone), 'o1')).toBe('confirm');
    const confirmed = [...paid, ev('extension/confirmed', { orderId: 'o1', newDueDate: '2025-05-31' }, 4)];
    expect(selectExtensionStep(foldEvents(initialState, confirmed), 'o1')).toBeNull();
  });

  test('an extension re-read without the reference (confirmed elsewhere, or lapsed) ends the step', () => {
    const paid = [
      issued('e1', 1),
      offerLoaded(true, 'e1', 2),
      ev('extension/paid', { orderId: 'o1', fee: 52.2, reference: 'e1' }, 3),
    ];
    expect(
      selectExtensionStep(foldEvents(initialState, [...paid, offerLoaded(false, null, 4)]), 'o1'),
    ).toBeNull();
    const lapsed = [issued('e1', 1), offerLoaded(false, 'e1', 2), offerLoaded(false, null, 3)];
    expect(selectExtensionStep(foldEvents(initialState, lapsed), 'o1')).toBeNull();
  });

  test('a second extension’s fee after a confirmed one is verified again', () => {
    const events = [
      issued('e1', 1),
      ev('extension/paid', { orderId: 'o1', fee: 52.2, reference: 'e1' }, 2),
      ev('extension/confirmed', { orderId: 'o1', newDueDate: '2025-05-31' }, 3),
      issued('e2', 4),
      offerLoaded(false, 'e2', 5),
    ];
    expect(selectExtensionStep(foldEvents(initialState, events), 'o1')).toBe('verify');
  });
});

describe('whether a kept payment reference is still due', () => {
  const reference = (amount: number, ref: string, at: number) =>
    ev('repayment/confirmed', { orderId: 'o1', amount, channel: 'OXXO', reference: ref }, at);
  const loaded = (
    repaidAmount: number,
    unrepayAmount: number,
    status: RepaymentDetailData['status'],
    at: number,
  ) => ev('repayment/detailLoaded', { detail: { ...detail, repaidAmount, unrepayAmount, status } }, at);
  const standing = (events: Parameters<typeof foldEvents>[1]) => {
    const state = foldEvents(initialState, events);
    const record = selectLiveReference(state, 'o1', 10);
    if (!record) throw new Error('no reference kept');
    return selectReferenceStanding(state, record);
  };

  test('the backend repaid every reference issued here: the latest is paid', () => {
    expect(standing([reference(500, 'r1', 1), loaded(500, 2690, 'repaying', 2)])).toBe('paid');
    expect(standing([reference(500, 'r1', 1), loaded(3190, 0, 'finished', 2)])).toBe('paid');
  });

  test('the repaid amount does not reach it: still due', () => {
    expect(standing([reference(500, 'r1', 1), loaded(0, 3190, 'repaying', 2)])).toBe('due');
    expect(
      standing([reference(500, 'r1', 1), reference(400, 'r2', 2), loaded(500, 2690, 'overdue', 3)]),
    ).toBe('due');
    expect(standing([reference(500, 'r1', 1)])).toBe('due');
  });

  test('nothing owed any more, paid some other way: no longer due', () => {
    expect(standing([reference(500, 'r1', 1), reference(400, 'r2', 2), loaded(500, 0, 'finished', 3)])).toBe(
      'noLongerDue',
    );
  });
});
