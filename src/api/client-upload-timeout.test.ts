// @vitest-environment jsdom
// The client's time-out during a multipart upload (decision 0072): it counts while no bytes leave, so a slow
// upload that keeps moving completes and a stalled one still ends 60 s after its last progress; every other
// call keeps its plain 60 s. The test plays the browser's upload progress: the real exchange (axios, jsdom's
// XMLHttpRequest, the kit's MSW backend) sends the request, and the client's progress listener is handed here.
import { HttpResponse } from 'msw';
import { getLoadingCount } from './client.ts';
import { login } from './endpoints/auth.ts';
import { uploadFeedbackFile } from './endpoints/feedback.ts';
import { TimeoutError } from './errors.ts';
import { wireBody } from './wire.ts';
import { wireHarness } from './client-test-kit.ts';
import type * as Transport from './transport.ts';
import type { Exchange } from './transport.ts';

type Progress = NonNullable<Exchange['onUploadProgress']>;

const sent = vi.hoisted(() => ({ progress: [] as Array<Progress | undefined> }));

vi.mock('./transport.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Transport>();
  return {
    ...actual,
    exchange: (request: Exchange) => {
      sent.progress.push(request.onUploadProgress);
      return actual.exchange({ ...request, onUploadProgress: undefined });
    },
  };
});

const harness = wireHarness();
const SECOND = 1000;
/** The spec's 60 s (section 7), written out here rather than read from the client. */
const MINUTE = 60 * SECOND;

/** The backend answers only when the test says so (the upload is still under way until then). */
function answerLater() {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  harness.reply(async () => {
    await answered;
    return HttpResponse.json(wireBody(0, '', { fileId: 'f9', url: '/img/f9' }));
  });
  return { answer };
}

const screenshot = () => new Blob([new Uint8Array(64)], { type: 'image/png' });

/** The progress listener the client gave the exchange of its latest call. */
function progressOfLastCall(): Progress {
  const progress = sent.progress.at(-1);
  if (!progress) throw new Error('the client gave the exchange no upload-progress listener');
  return progress;
}

const settled = (pending: Promise<unknown>) =>
  pending.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

beforeEach(() => {
  sent.progress = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

describe('the time-out of a multipart upload', () => {
  it('lets a slow upload that keeps moving run past 60 s and complete', async () => {
    const { answer } = answerLater();
    const outcome = settled(uploadFeedbackFile({ file: screenshot() }));
    const progress = progressOfLastCall();
    // A 20 MB screenshot on a slow line: some bytes leave every 50 s, more than 4 minutes in all.
    for (let loaded = 1; loaded <= 4; loaded += 1) {
      await vi.advanceTimersByTimeAsync(50 * SECOND);
      progress(loaded * 4_000_000, 20_000_000);
    }
    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    answer();
    expect(await outcome).toEqual({ value: { fileId: 'f9', url: '/img/f9' } });
    expect(getLoadingCount()).toBe(0);
    expect(harness.only().wire.path).toBe('/feedback/uploadFile');
    // A late progress event (the last bytes, reported after the answer) arms no time-out of a finished call.
    progress(20_000_000, 20_000_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends a stalled upload 60 s after the last event that reported more bytes', async () => {
    answerLater();
    let done = false;
    const outcome = settled(
      uploadFeedbackFile({ file: screenshot() }, { onUploadProgress: () => undefined }),
    );
    void outcome.then(() => (done = true));
    const progress = progressOfLastCall();
    await vi.advanceTimersByTimeAsync(40 * SECOND);
    progress(1_000_000, 20_000_000);
    // Events that report no more bytes (the same count, or fewer) do not hold the time-out off.
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    progress(1_000_000, 20_000_000);
    progress(500_000, 20_000_000);
    await vi.advanceTimersByTimeAsync(MINUTE - 30 * SECOND - 1);
    expect(done).toBe(false);
    expect(getLoadingCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    const { error } = (await outcome) as { error: unknown };
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ code: 'TIMEOUT', timeoutMs: MINUTE });
    expect(getLoadingCount()).toBe(0);
  });

  it('gives the backend 60 s to answer once the last byte has left', async () => {
    answerLater();
    const outcome = settled(uploadFeedbackFile({ file: screenshot() }));
    const progress = progressOfLastCall();
    await vi.advanceTimersByTimeAsync(55 * SECOND);
    progress(20_000_000, 20_000_000);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(await outcome).toMatchObject({ error: { code: 'TIMEOUT' } });
  });

  it('still ends an upload after 60 s when no byte ever moves', async () => {
    answerLater();
    const outcome = settled(uploadFeedbackFile({ file: screenshot() }));
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(await outcome).toMatchObject({ error: { code: 'TIMEOUT' } });
  });
});

describe('the time-out of every other call', () => {
  it('stays 60 s from the start, whatever upload progress is reported', async () => {
    harness.reply(() => new Promise<Response>(() => undefined));
    let done = false;
    const outcome = settled(
      login({ mobile: '5512345678', code: '1234' }, { onUploadProgress: () => undefined }),
    );
    void outcome.then(() => (done = true));
    const progress = progressOfLastCall();
    await vi.advanceTimersByTimeAsync(50 * SECOND);
    progress(100, 200);
    await vi.advanceTimersByTimeAsync(10 * SECOND - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(await outcome).toMatchObject({ error: { code: 'TIMEOUT', timeoutMs: MINUTE } });
  });
});
