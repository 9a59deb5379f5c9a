import { useMemo, useRef, useState } from 'react';
import { createInitialState, type AppState } from '../../../src/domain/state';
import { isCheckpointNote, serializeJourney, type JourneyFile } from '../../../scenarios/journey/format';
import { createReplayIndex, diffStates, eventsOf, type StateChange } from '../../../scenarios/journey/replay';
import { readJourney, verifyJourney, type VerifyResult } from '../../../scenarios/journey/verify';
import { startLiveRecording, type LiveRecording } from './record-live';
import type { FrameHandles } from '../frame/frame-link';
import { compareJourneys, type JourneyComparison } from './compare-journeys';

/** A journey opened in the replay viewer, with its check and its replay index. */
export interface OpenedJourney {
  name: string;
  file: JourneyFile;
  verify: VerifyResult;
  /** Events folded after each entry (entry i -> number of event entries with seq <= i). */
  eventCounts: number[];
  stateAt: (events: number) => AppState;
}

/** One step of the replay viewer. */
export interface ReplayStep {
  index: number;
  entry: JourneyFile['entries'][number];
  state: AppState;
  changes: StateChange[];
}

function startState(file: JourneyFile): AppState {
  const first = file.entries.find((entry) => isCheckpointNote(entry));
  const recorded = first && isCheckpointNote(first) ? first.data.state : undefined;
  const state = createInitialState() as unknown as Record<string, unknown>;
  if (typeof recorded === 'object' && recorded !== null && !Array.isArray(recorded)) {
    for (const [key, slice] of Object.entries(recorded)) if (key in state) state[key] = slice;
  }
  return state as unknown as AppState;
}

/** Opens a journey: parse (upgrading old versions), verify the chain, index its events. Throws on a bad file. */
export function openJourney(name: string, text: string): OpenedJourney {
  const file = readJourney(text);
  const verify = verifyJourney(file);
  const { seqs, events } = eventsOf(file);
  const index = createReplayIndex(events, { initial: startState(file), checkpointEvery: 200 });
  const eventCounts: number[] = [];
  let count = 0;
  for (const entry of file.entries) {
    if (seqs[count] === entry.seq) count += 1;
    eventCounts.push(count);
  }
  return { name, file, verify, eventCounts, stateAt: (n) => index.stateAt(n) };
}

/** The step at an entry index: the entry, the state after it, and what it changed. */
export function stepAt(journey: OpenedJourney, index: number): ReplayStep | null {
  const entry = journey.file.entries[index];
  if (!entry) return null;
  const after = journey.eventCounts[index] ?? 0;
  const before = index > 0 ? (journey.eventCounts[index - 1] ?? 0) : 0;
  const beforeState = journey.stateAt(before);
  const state = journey.stateAt(after);
  return {
    index,
    entry,
    state,
    changes: after === before ? [] : diffStates(beforeState, state, { limit: 200 }),
  };
}

/** A one-line summary of an entry, for the step list. */
export function summarizeEntry(entry: JourneyFile['entries'][number]): string {
  const record = entry.data as Record<string, unknown> | null;
  const field = (key: string, fallback = '') => {
    const value = record?.[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
  };
  switch (entry.kind) {
    case 'event':
      return field('type', 'event');
    case 'request':
    case 'response':
      return `${entry.kind} ${field('path')}`;
    case 'bridge-call':
    case 'bridge-reply':
      return `${entry.kind} ${field('method')}`;
    case 'route':
      return `route ${field('path')}`;
    default:
      return `${entry.kind} ${field('type')}`;
  }
}

/** The Journey panel's model: record the live app, save, open, verify and step through a journey. */
export function useJourneyModel(handles: FrameHandles | null) {
  const recorder = useRef<LiveRecording | null>(null);
  const [recording, setRecording] = useState(false);
  const [masked, setMasked] = useState(true);
  const [recordedCount, setRecordedCount] = useState(0);
  const [opened, setOpened] = useState<OpenedJourney | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [comparison, setComparison] = useState<{ name: string; result: JourneyComparison } | null>(null);

  const current = useMemo(() => (opened ? stepAt(opened, step) : null), [opened, step]);

  function start() {
    const live = startLiveRecording(handles, { masked, onEntry: setRecordedCount });
    if (!live) return;
    recorder.current = live;
    setRecording(true);
  }

  function stop(): JourneyFile | null {
    const active = recorder.current;
    if (!active) return null;
    const file = active.stop();
    recorder.current = null;
    setRecording(false);
    setOpened(openJourney('recording', serializeJourney(file)));
    setStep(0);
    return file;
  }

  return {
    canRecord: !!handles?.app && !!handles.mock,
    recording,
    masked,
    setMasked,
    recordedCount,
    start,
    stop,
    opened,
    openError,
    open(name: string, text: string) {
      try {
        setOpened(openJourney(name, text));
        setOpenError(null);
        setComparison(null);
        setStep(0);
      } catch (error) {
        setOpened(null);
        setOpenError(error instanceof Error ? error.message : String(error));
      }
    },
    /** Opens a journey produced in the simulator (a scenario run) in the replay viewer. */
    openFile(name: string, file: JourneyFile) {
      setOpened(openJourney(name, serializeJourney(file)));
      setOpenError(null);
      setComparison(null);
      setStep(0);
    },
    comparison,
    /** Compares the opened journey with another file; its first divergence links to the step. */
    compareWith(name: string, text: string) {
      if (!opened) return;
      try {
        setComparison({ name, result: compareJourneys(opened.file, readJourney(text)) });
      } catch (error) {
        setOpenError(error instanceof Error ? error.message : String(error));
      }
    },
    serialized: () => (opened ? serializeJourney(opened.file) : null),
    step,
    current,
    goTo(index: number) {
      if (!opened) return;
      setStep(Math.max(0, Math.min(opened.file.entries.length - 1, index)));
    },
  };
}
