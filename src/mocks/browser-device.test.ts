// @vitest-environment jsdom
export {};

const start = vi.fn(() => Promise.resolve(undefined));
vi.mock('msw/browser', () => ({ setupWorker: vi.fn(() => ({ start, stop: vi.fn() })) }));

const { startMockWorld } = await import('./browser');
const { orderStatus } = await import('./world/loan-lifecycle');

// The simulator's additions to the browser control: the phone's network profile and hand edits.

afterEach(() => {
  window.__cuotaMock?.stop();
  delete window.__cuotaMock;
  window.sessionStorage.clear();
});

describe('startMockWorld: network profile and edits', () => {
  it('keeps the network profile across a reload of the page (a new start in the same tab)', async () => {
    const first = await startMockWorld();
    expect(first.faults.profile().name).toBe('online');
    first.faults.setProfile('offline');
    first.stop();
    const second = await startMockWorld();
    expect(second.faults.profile().name).toBe('offline');
    expect(second.faults.take('/app/package-config').fault).toEqual({ kind: 'networkError' });
  });

  it('ignores a saved profile it does not know', async () => {
    window.sessionStorage.setItem('cuota-mock:network', 'carrier-pigeon');
    const control = await startMockWorld();
    expect(control.faults.profile().name).toBe('online');
  });

  it('edits the current world, also after a reset', async () => {
    const control = await startMockWorld({ preset: 'quota-granted' });
    control.edit.setQuota('5512345678', 7_700);
    expect(control.edit.quotaNow('5512345678').amount).toBe(7_700);
    control.reset({ preset: 'repaying' });
    const order = control.world.findUser('5512345678')?.loans?.orders[0];
    control.edit.setOrderStatus('5512345678', order!.orderId, 'overdue');
    expect(orderStatus(order!, control.world.now())).toBe('overdue');
    expect(() => control.edit.setQuota('5512345678', 5)).toThrow('whole hundreds');
  });
});
