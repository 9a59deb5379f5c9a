import { buildWorld, worldEditor, NETWORK_PROFILES } from '#contracts/mock-world';
import { REGISTERED_MOBILE } from '#contracts/presets';
import { statusBarNetwork } from '../frame/use-network-profile';
import {
  PROGRESS_CHOICES,
  borrowersOf,
  describeQuota,
  parseWorldEdit,
  presetAppUrl,
  submitWorldEdit,
} from './use-world-model';

const MOBILE = REGISTERED_MOBILE;

describe('world panel model: rows', () => {
  it('lists each order with the status and due date the backend would answer now', () => {
    const world = buildWorld({ preset: 'overdue' });
    const edit = worldEditor(world);
    const [row] = borrowersOf(world.snapshot(), world.now(), (m) => edit.quotaNow(m));
    expect(row?.mobile).toBe(MOBILE);
    expect(row?.orders).toEqual([
      expect.objectContaining({
        status: 'overdue',
        principal: 3000,
        dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    ]);
    expect(row?.quota).toMatch(/^granted \d+ \(available \d+\)$/);
  });

  it('describes a quota in a line', () => {
    expect(describeQuota(undefined)).toBe('—');
    expect(describeQuota({ status: 'none', amount: 0, availableAmount: 0 })).toBe('—');
    expect(describeQuota({ status: 'reviewing', amount: 0, availableAmount: 0 })).toBe('reviewing');
    expect(describeQuota({ status: 'granted', amount: 5000, availableAmount: 5000 })).toBe('granted 5000');
  });

  it('names the progress steps an edit can set', () => {
    expect(PROGRESS_CHOICES[0]).toEqual({ code: 5, name: 'loanQuestion' });
    expect(PROGRESS_CHOICES.at(-1)).toEqual({ code: 40, name: 'userInfoFinish' });
  });
});

describe('world panel model: typed edits', () => {
  it.each([
    [{ kind: 'quota', mobile: MOBILE, amount: '' }, 'Type the quota in pesos.'],
    [
      { kind: 'quota', mobile: MOBILE, amount: '5,000' },
      'The quota is a whole number of pesos, digits only (e.g. 5000).',
    ],
    [
      { kind: 'quota', mobile: MOBILE, amount: '4550' },
      'The quota must be whole hundreds of pesos (e.g. 4500).',
    ],
    [{ kind: 'quota', mobile: MOBILE, amount: '0' }, 'The quota must be at least 100 pesos.'],
    [{ kind: 'quota', mobile: '', amount: '5000' }, 'Choose a borrower (a 10-digit mobile).'],
    [
      { kind: 'progress', mobile: MOBILE, progress: '42' },
      'Progress must be one of 5, 10, 15, 20, 25, 30, 35, 40.',
    ],
    [
      { kind: 'orderStatus', mobile: MOBILE, orderId: 'LO1', status: 'paid' },
      /^Status must be one of request, cancel/,
    ],
    [
      { kind: 'dueDate', mobile: MOBILE, orderId: 'LO1', dueDate: '15/03/2026' },
      'Write the due date as yyyy-mm-dd (e.g. 2026-03-15).',
    ],
    [
      { kind: 'dueDate', mobile: MOBILE, orderId: 'LO1', dueDate: '2026-02-30' },
      'That day does not exist in the calendar.',
    ],
    [{ kind: 'dueDate', mobile: MOBILE, orderId: '', dueDate: '2026-02-03' }, 'Choose an order.'],
  ] as const)('refuses %j with a clear message', (input, message) => {
    const parsed = parseWorldEdit(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });

  it('turns typed text into an edit (trimmed, numbers parsed)', () => {
    expect(parseWorldEdit({ kind: 'quota', mobile: MOBILE, amount: ' 4500 ' })).toEqual({
      ok: true,
      edit: { kind: 'quota', mobile: MOBILE, amount: 4500 },
    });
    expect(parseWorldEdit({ kind: 'progress', mobile: MOBILE, progress: '35' })).toEqual({
      ok: true,
      edit: { kind: 'progress', mobile: MOBILE, progress: 35 },
    });
  });

  it("applies a valid edit to the world, and reports the world's refusal", () => {
    const world = buildWorld({ preset: 'repaying' });
    const edit = worldEditor(world);
    expect(submitWorldEdit(edit, { kind: 'quota', mobile: MOBILE, amount: '9000' })).toEqual({
      ok: true,
      message: `Quota of ${MOBILE} set to 9000.`,
    });
    expect(edit.quotaNow(MOBILE).amount).toBe(9000);
    const orderId = world.findUser(MOBILE)!.loans!.orders[0]!.orderId;
    expect(
      submitWorldEdit(edit, { kind: 'orderStatus', mobile: MOBILE, orderId, status: 'overdue' }),
    ).toEqual({
      ok: true,
      message: `Order ${orderId} is now overdue.`,
    });
    const refused = submitWorldEdit(edit, {
      kind: 'dueDate',
      mobile: MOBILE,
      orderId,
      dueDate: '2999-01-01',
    });
    expect(refused).toEqual({ ok: false, error: expect.stringMatching(/at the latest/) });
    expect(submitWorldEdit(undefined, { kind: 'quota', mobile: MOBILE, amount: '9000' })).toEqual({
      ok: false,
      error: 'The app has not started its mock world yet.',
    });
  });
});

describe('world panel model: presets and network', () => {
  it('reloads the app on a preset at its start page, keeping other parameters', () => {
    expect(presetAppUrl('http://h/index.html?seed=4#/repay', 'overdue')).toBe(
      'http://h/index.html?seed=4&preset=overdue#/',
    );
    expect(presetAppUrl('http://h/index.html?preset=repaying&presetOptions=%7B%7D#/x', 'quota-granted')).toBe(
      'http://h/index.html?preset=quota-granted#/',
    );
  });

  it('shows the network profile in the status bar', () => {
    expect(statusBarNetwork(NETWORK_PROFILES.online)).toEqual({ icons: '▾ ▴ ▮', text: '' });
    expect(statusBarNetwork(NETWORK_PROFILES.offline).text).toBe('Offline');
    expect(statusBarNetwork(NETWORK_PROFILES.slow).text).toBe('3G');
  });
});
