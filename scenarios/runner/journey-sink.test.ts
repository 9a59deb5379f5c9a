import { describe, expect, test } from 'vitest';
import type { DomainEvent } from '#contracts/events';
import { initialState } from '#contracts/state';
import { journeyEvents } from '#contracts/testing';
import { foldChunked } from '#contracts/replay';
import { replayJourney } from '../journey/replay';
import { verifyJourney } from '../journey/verify';
import { createJourneySink, missedEvents, redactTypedValues, type SinkMeta } from './journey-sink';
import type { ProbeItem } from './probe-protocol';

const META: SinkMeta = {
  scenarioId: 'test/sink',
  appVersion: '0.1.0',
  buildHash: 'abc',
  device: { packageName: 'com.cuota.mx' },
  seed: 1,
  wallStart: 1_700_000_000_000,
};

/** A page load's items, numbered as the probe numbers them. */
function stream(loadId: string) {
  let n = 0;
  const items: ProbeItem[] = [];
  const add = (item: Omit<ProbeItem, 'n' | 'at'>, at = 1_768_492_800_000 + n) => {
    n += 1;
    items.push({ ...item, n, at } as ProbeItem);
  };
  return { loadId, items, add };
}

const stateAfter = (events: readonly DomainEvent[]) => foldChunked(initialState, events);

describe('a journey built from the page probe’s stream', () => {
  test('events, traces and step checkpoints make a journey whose chain verifies and whose replay matches', () => {
    const events = journeyEvents();
    const half = Math.floor(events.length / 2);
    const sink = createJourneySink(META);
    const page = stream('load-1');
    page.add({ kind: 'rrweb', data: { type: 4, data: { href: 'http://x/' } } });
    page.add({ kind: 'attach', data: { state: initialState, log: [], route: '#/' } });
    sink.receive({ loadId: page.loadId, items: page.items.splice(0) });
    sink.stepStarted(0, { goto: '/user/login' }, 'goto /user/login');
    page.add({
      kind: 'trace',
      data: {
        kind: 'request',
        id: 1,
        at: 1,
        endpoint: 'login',
        method: 'POST',
        path: '/security/login',
        payload: { mobile: '5512345678' },
      },
    });
    for (const event of events.slice(0, half)) page.add({ kind: 'event', data: event });
    page.add({ kind: 'checkpoint', data: { step: 0, state: stateAfter(events.slice(0, half)) } });
    sink.receive({ loadId: page.loadId, items: page.items.splice(0) });
    sink.stepEnded(0, { ok: true });
    sink.stepStarted(1, { tap: 'Siguiente' }, 'tap Siguiente');
    for (const event of events.slice(half)) page.add({ kind: 'event', data: event });
    page.add({ kind: 'route', data: { hash: '#/auth/loan_question' } });
    page.add({ kind: 'checkpoint', data: { step: null, state: stateAfter(events) } });
    sink.receive({ loadId: page.loadId, items: page.items.splice(0) });
    const file = sink.finish({ ok: true });

    expect(sink.received('load-1')).toBe(events.length + 6);
    expect(sink.events()).toEqual(events);
    expect(verifyJourney(file, { expectedHead: file.head })).toMatchObject({ ok: true });
    const replay = replayJourney(file);
    expect(replay).toMatchObject({
      ok: true,
      events: events.length,
      checkpoints: 3,
      startedFrom: 'recorded',
    });
    // The screen recorded before the app attached belongs to the first step's screen entry.
    const screens = file.entries.filter((e) => e.kind === 'screen');
    expect(screens).toHaveLength(2);
    expect((screens[0]!.data as { events: unknown[] }).events).toHaveLength(1);
    // Masked at record time: the request's mobile is not in the file.
    expect(JSON.stringify(file)).not.toContain('5512345678');
    expect(file.meta).toMatchObject({ scenarioId: 'test/sink', locale: 'es', masked: true });
  });

  test('a checkpoint that does not fit the recorded events makes the replay fail (the check is real)', () => {
    const events = journeyEvents();
    const sink = createJourneySink(META);
    const page = stream('load-1');
    page.add({ kind: 'attach', data: { state: initialState, log: [], route: '#/' } });
    for (const event of events) page.add({ kind: 'event', data: event });
    // The app's state without the last event, as if an event had not been recorded.
    page.add({ kind: 'checkpoint', data: { step: 0, state: stateAfter(events.slice(0, -1)) } });
    sink.receive({ loadId: page.loadId, items: page.items });
    expect(replayJourney(sink.finish({ ok: true })).ok).toBe(false);
  });

  test('after a reload, the events the app emitted while starting again are recorded once', () => {
    const events = journeyEvents();
    const sink = createJourneySink(META);
    const first = stream('load-1');
    first.add({ kind: 'attach', data: { state: initialState, log: [], route: '#/' } });
    for (const event of events.slice(0, 3)) first.add({ kind: 'event', data: event });
    sink.receive({ loadId: first.loadId, items: first.items });
    const second = stream('load-2');
    // The restored log holds what was recorded plus one event dispatched before the probe attached.
    second.add({
      kind: 'attach',
      data: { state: stateAfter(events.slice(0, 4)), log: events.slice(0, 4), route: '#/' },
    });
    second.add({ kind: 'checkpoint', data: { step: 0, state: stateAfter(events.slice(0, 4)) } });
    sink.receive({ loadId: second.loadId, items: second.items });
    expect(sink.events()).toEqual(events.slice(0, 4));
    const file = sink.finish({ ok: true });
    expect(
      file.entries.some(
        (e) => e.kind === 'note' && (e.data as { type?: string }).type === 'scenario/reloaded',
      ),
    ).toBe(true);
    expect(replayJourney(file).ok).toBe(true);
  });

  test('a state reset without an event is noted and ends the checkpoints, so replay stays truthful', () => {
    const events = journeyEvents();
    const sink = createJourneySink(META);
    const page = stream('load-1');
    page.add({ kind: 'attach', data: { state: initialState, log: [], route: '#/' } });
    for (const event of events) page.add({ kind: 'event', data: event });
    page.add({ kind: 'checkpoint', data: { step: 0, state: stateAfter(events) } });
    page.add({ kind: 'reset', data: { state: initialState } });
    page.add({ kind: 'checkpoint', data: { step: 1, state: initialState } });
    sink.receive({ loadId: page.loadId, items: page.items });
    const file = sink.finish({ ok: true });
    expect(
      file.entries.filter(
        (e) => e.kind === 'note' && (e.data as { type?: string }).type === 'journey/checkpoint',
      ),
    ).toHaveLength(2);
    expect(file.entries.some((e) => (e.data as { type?: string }).type === 'scenario/stateReset')).toBe(true);
    expect(replayJourney(file).ok).toBe(true);
  });

  test('finishing before the app ever started is an error, not an empty journey', () => {
    expect(() => createJourneySink(META).finish({ ok: false })).toThrow(/never started/);
  });
});

describe('missed events', () => {
  const events = journeyEvents();
  test('are those after the last recorded one in the restored log', () => {
    expect(missedEvents(events.slice(0, 5), events.slice(0, 3))).toEqual(events.slice(3, 5));
    expect(missedEvents(events.slice(0, 3), events.slice(0, 3))).toEqual([]);
    expect(missedEvents(events.slice(0, 2), [])).toEqual(events.slice(0, 2));
  });
  test('are those newer than the last recorded one when the log was compacted since', () => {
    const late = { ...events[0]!, at: 10_000 };
    expect(missedEvents([late], events.slice(0, 3))).toEqual([late]);
  });
});

describe('step notes', () => {
  test('what the scenario types is masked: names by shape, numbers by pattern', () => {
    expect(redactTypedValues({ fill: { label: 'Nombre', value: 'María López Pérez' } })).toEqual({
      fill: { label: 'Nombre', value: 'M**** L**** P****' },
    });
    expect(redactTypedValues({ expectField: { label: 'Teléfono', value: '5511112222' } })).toEqual({
      expectField: { label: 'Teléfono', value: '55******22' },
    });
    expect(redactTypedValues({ tap: 'Siguiente' })).toEqual({ tap: 'Siguiente' });
  });
});

describe('the leak scan of a masked journey', () => {
  test('finds a CURP, a phone, a card and a CLABE, and not timestamps, order ids or masked values', async () => {
    const { findPersonalData } = await import('./leak-scan');
    const text = JSON.stringify({
      curp: 'BOXW310820HNERXN09',
      mobile: '5512345678',
      card: '4152313412345678',
      clabe: '002010077777777771',
    });
    expect(findPersonalData(text)).toEqual([
      'CURP: BOXW310820HNERXN09',
      'phone: 5512345678',
      'card: 4152313412345678',
      'CLABE: 002010077777777771',
    ]);
    const clean = JSON.stringify({
      at: 1768492800062,
      orderId: 'LO100028558125',
      mobile: '55******78',
      clabe: '**************7771',
      seconds: 1768492800,
    });
    expect(findPersonalData(clean)).toEqual([]);
  });
});
