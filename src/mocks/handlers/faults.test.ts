import { fault } from '../world/faults';
import { installMockServer } from '../server';
import { wireCall } from '../wire-client';

const mock = installMockServer();
const CONFIG = '/app/package-config';

describe('fault injection through the mock server', () => {
  it('drops the connection with a network error', async () => {
    mock.faults.add(CONFIG, fault.networkError());
    await expect(wireCall(CONFIG)).rejects.toThrow(TypeError);
  });

  it('answers any error code with its message', async () => {
    mock.faults.add('getAppPackageConfig', fault.error(10010301, 'The user cannot log in'));
    expect((await wireCall(CONFIG)).body).toEqual({
      code: 10010301,
      msg: 'The user cannot log in',
      data: null,
    });
  });

  it('answers HTTP 500', async () => {
    mock.faults.add(CONFIG, fault.http500());
    const answer = await wireCall(CONFIG);
    expect(answer.status).toBe(500);
    expect(answer.body).toBeUndefined();
  });

  it('answers a body that is not JSON', async () => {
    mock.faults.add(CONFIG, fault.notJson());
    const answer = await wireCall(CONFIG);
    expect(answer.status).toBe(200);
    expect(answer.body).toBeUndefined();
    expect(answer.text).toContain('<html>');
  });

  it('answers success with data of the wrong shape', async () => {
    mock.faults.add(CONFIG, fault.wrongShape());
    expect((await wireCall(CONFIG)).body).toEqual({ code: 0, msg: 'success', data: 'wrong-shape' });
  });

  it('hits a one-shot fault once, then answers normally', async () => {
    mock.faults.once(CONFIG, fault.http500());
    expect((await wireCall(CONFIG)).status).toBe(500);
    expect((await wireCall(CONFIG)).body).toMatchObject({ code: 0 });
  });

  it('keeps a persistent fault until it is removed', async () => {
    const id = mock.faults.add(CONFIG, fault.http500());
    expect((await wireCall(CONFIG)).status).toBe(500);
    expect((await wireCall(CONFIG)).status).toBe(500);
    mock.faults.remove(id);
    expect((await wireCall(CONFIG)).status).toBe(200);
  });

  it('leaves other endpoints alone', async () => {
    mock.faults.add(CONFIG, fault.networkError());
    expect((await wireCall('/store/package-config')).body).toMatchObject({ code: 0 });
  });

  it('never answers a timed-out request until the client aborts', async () => {
    mock.faults.add(CONFIG, fault.timeout());
    const controller = new AbortController();
    const pending = wireCall(CONFIG, undefined, { signal: controller.signal });
    let settled = false;
    void pending.then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.waitFor(() => expect(mock.faults.heldCount()).toBe(1));
    expect(settled).toBe(false);
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(mock.faults.heldCount()).toBe(0);
  });

  it('releases held requests as network errors when the faults are cleared', async () => {
    mock.faults.add(CONFIG, fault.timeout());
    const pending = wireCall(CONFIG);
    await vi.waitFor(() => expect(mock.faults.heldCount()).toBe(1));
    mock.faults.clear();
    await expect(pending).rejects.toThrow(TypeError);
  });

  it('delays the answer by the fault delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      mock.faults.add(CONFIG, fault.delay(5_000));
      let settled = false;
      const pending = wireCall(CONFIG).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(4_900);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(100);
      expect((await pending).body).toMatchObject({ code: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('records every answer in the traffic feed, faults included', async () => {
    const seen: unknown[] = [];
    const stop = mock.onTraffic((t) => seen.push({ path: t.path, status: t.status, fault: t.fault }));
    mock.faults.once(CONFIG, fault.http500());
    await wireCall(CONFIG);
    await wireCall(CONFIG);
    stop();
    expect(seen).toEqual([
      { path: CONFIG, status: 500, fault: 'http' },
      { path: CONFIG, status: 200, fault: undefined },
    ]);
  });
});
