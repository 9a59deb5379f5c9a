import { canon, type JourneyFile, type JourneyMeta } from '../journey/format';
import { maskAs, maskText } from '../journey/mask';
import type { Step } from '../scenario.schemas';
import { createJourneyRecorder, type JourneyRecorder } from '../journey/recorder';
import type { DomainEvent } from '#contracts/events';
import type { ProbeBatch, ProbeItem } from './probe-protocol';

/**
 * Turns what the page probe sends into a journey (ARCHITECTURE 3.4), in arrival order: the recorder
 * masks and chains every entry. Screens (rrweb events) are gathered per step and written as one `screen`
 * entry when the step ends, followed by a checkpoint of the app's state the probe took at that moment (in
 * the same ordered stream as the events), so replay checks the fold of the recorded events against what
 * the app really held after every step.
 */

/** The meta of the journey, less what the sink learns from the page (locale, virtual start). */
export type SinkMeta = Omit<JourneyMeta, 'masked' | 'locale' | 'startedAt'> & {
  wallStart: number;
  [key: string]: unknown;
};

/** Collects one scenario's journey. */
export interface JourneySink {
  /** The binding's handler (`page.exposeFunction('__cuotaScenarioSink', sink.receive)`). */
  receive(batch: ProbeBatch): void;
  /** The last item number received for a page load. */
  received(loadId: string): number;
  /** Domain events recorded so far (as the app emitted them, unmasked; for expectations). */
  events(): readonly DomainEvent[];
  /** True once the app has attached (the recording has begun). */
  started(): boolean;
  /** A step begins: a note with the step. */
  stepStarted(index: number, step: unknown, description: string): void;
  /** A step ended (after its checkpoint item arrived): notes a failure. */
  stepEnded(index: number, outcome: { ok: boolean; error?: string }): void;
  /** A note for the reviewer. */
  note(data: Record<string, unknown>): void;
  /** Closes the journey (after the final checkpoint item arrived) and returns the file. */
  finish(outcome: { ok: boolean; failedAt?: number; error?: string }): JourneyFile;
}

type Language = 'es' | 'en';

function languageOf(state: unknown): Language {
  const language = (state as { settings?: { language?: unknown } } | null)?.settings?.language;
  return language === 'en' ? 'en' : 'es';
}

/**
 * A step as the journey's note shows it: what the scenario types (fill, expectField) may be a person's
 * name or number, so it is masked like a free-text field on screen.
 */
export function redactTypedValues(step: Step): Step {
  const masked = (value: string) => (/^[\d\s+()-]*$/.test(value) ? maskText(value) : maskAs('name', value));
  if ('fill' in step) return { fill: { ...step.fill, value: masked(step.fill.value) } };
  if ('expectField' in step)
    return { expectField: { ...step.expectField, value: masked(step.expectField.value) } };
  return step;
}

/** Events in `log` after the last one already recorded (what the app emitted while it started again). */
export function missedEvents(log: readonly DomainEvent[], recorded: readonly DomainEvent[]): DomainEvent[] {
  const last = recorded.at(-1);
  if (!last) return [...log];
  const lastText = canon(last);
  for (let i = log.length - 1; i >= 0; i -= 1) if (canon(log[i]) === lastText) return log.slice(i + 1);
  // The log was compacted since (a session ended): whatever is newer than the last recorded event.
  return log.filter((event) => event.at > last.at);
}

/** Creates the sink for one scenario. */
export function createJourneySink(meta: SinkMeta, options: { mask?: boolean } = {}): JourneySink {
  let recorder: JourneyRecorder | undefined;
  let at = 0;
  const recorded: DomainEvent[] = [];
  const lastByLoad = new Map<string, number>();
  let screen: unknown[] = [];
  // After a reset without an event, the fold of the recorded events no longer describes the app's state.
  let resetAt: number | null = null;
  // Items that arrive before the app attaches (the screen recorder starts first).
  let early: ProbeItem[] = [];

  const record = (kind: Parameters<JourneyRecorder['record']>[0], data: unknown, when = at) => {
    at = when;
    recorder!.record(kind, data);
  };

  function start(item: Extract<ProbeItem, { kind: 'attach' }>) {
    const { wallStart, ...rest } = meta;
    at = item.at;
    recorder = createJourneyRecorder({
      meta: {
        ...rest,
        locale: languageOf(item.data.state),
        startedAt: { virtual: item.at, wall: wallStart },
      },
      clock: () => at,
      ...(options.mask === false ? { mask: false } : {}),
    });
    recorder.checkpoint(item.data.state, { includeState: true });
  }

  function handle(item: ProbeItem) {
    switch (item.kind) {
      case 'attach': {
        if (!recorder) start(item);
        else {
          record('note', { type: 'scenario/reloaded' }, item.at);
          for (const event of missedEvents(item.data.log, recorded)) {
            recorded.push(event);
            record('event', event, item.at);
          }
        }
        record('route', { hash: item.data.route, reason: 'load' }, item.at);
        return;
      }
      case 'event':
        recorded.push(item.data);
        record('event', item.data, item.at);
        return;
      case 'trace':
        at = item.at;
        recorder!.recordTrace(item.data);
        return;
      case 'route':
        record('route', item.data, item.at);
        return;
      case 'bridge': {
        const { kind, at: _nativeAt, ...detail } = item.data;
        record('note', { type: `bridge/${kind}`, ...detail }, item.at);
        return;
      }
      case 'rrweb':
        // Screen events keep their own timestamps; the page may record before the world's clock exists.
        screen.push(item.data);
        return;
      case 'reset':
        resetAt = item.at;
        record(
          'note',
          {
            type: 'scenario/stateReset',
            reason: 'the app reset its state without an event; later checkpoints are not comparable',
          },
          item.at,
        );
        return;
      case 'checkpoint': {
        // What the borrower saw during the step, then what the app held at its end.
        record('screen', { type: 'rrweb', step: item.data.step, events: screen }, item.at);
        screen = [];
        if (resetAt === null)
          recorder!.checkpoint(item.data.state, item.data.step === null ? { includeState: true } : {});
        return;
      }
    }
  }

  return {
    receive(batch) {
      for (const item of batch.items) {
        lastByLoad.set(batch.loadId, Math.max(lastByLoad.get(batch.loadId) ?? 0, item.n));
        if (!recorder && item.kind !== 'attach') {
          early.push(item);
          continue;
        }
        handle(item);
        if (item.kind === 'attach' && early.length > 0) {
          const waiting = early;
          early = [];
          waiting.forEach(handle);
        }
      }
    },
    received: (loadId) => lastByLoad.get(loadId) ?? 0,
    events: () => recorded,
    started: () => recorder !== undefined,
    stepStarted(index, step, description) {
      if (!recorder) return;
      record('note', { type: 'scenario/step', index, description, step });
    },
    stepEnded(index, outcome) {
      if (recorder && !outcome.ok)
        record('note', { type: 'scenario/stepFailed', index, error: outcome.error ?? '' });
    },
    note(data) {
      if (recorder) record('note', data);
    },
    finish(outcome) {
      if (!recorder) throw new Error('the app never started: nothing was recorded');
      if (screen.length > 0) {
        record('screen', { type: 'rrweb', step: null, events: screen });
        screen = [];
      }
      record('note', {
        type: 'scenario/finished',
        ok: outcome.ok,
        ...(outcome.failedAt === undefined ? {} : { failedAt: outcome.failedAt }),
        ...(outcome.error ? { error: outcome.error } : {}),
      });
      return recorder.toFile();
    },
  };
}
