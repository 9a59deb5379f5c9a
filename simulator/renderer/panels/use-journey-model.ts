import { useMemo, useRef, useState } from 'react';
import type { AppState } from '#contracts/state';
import { serializeJourney, type JourneyFile } from '../../../scenarios/journey/format';
import {
  checkJourneyData,
  createReplayIndex,
  diffStates,
  eventsOf,
  startStateOf,
  type StateChange,
} from '../../../scenarios/journey/replay';
import {
  checkJourneySignature,
  describeSignature,
  type SignatureStatus,
} from '../../../scenarios/journey/signature';
import { readJourney, verifyJourney, type VerifyResult } from '../../../scenarios/journey/verify';
import { startLiveRecording, type LiveRecording } from './record-live';
import type { FrameHandles } from '../frame/frame-link';
import { compareJourneys, type JourneyComparison } from './compare-journeys';
import {
  addNote,
  emptyAnnotations,
  readAnnotations,
  removeNote,
  serializeWithAnnotations,
  toggleBookmark,
  type JourneyAnnotations,
  type StepNote,
} from '../journey/annotations';
import { buildScreenIndex, screenAt, type ScreenIndex } from '../journey/screen-index';
import {
  buildSearchIndex,
  nextMatch,
  searchJourney,
  summarizeEntry,
  type SearchIndex,
} from '../journey/search';
import { stepContext } from '../journey/step-context';
import { journeyToScenario, type ScenarioDraft } from '../journey/to-scenario';

export { summarizeEntry };

/** A journey opened in the replay viewer, with its check and its replay index. */
export interface OpenedJourney {
  name: string;
  file: JourneyFile;
  verify: VerifyResult;
  /** Who signed it (checked against the key in the file: the simulator holds no trusted key), or not signed. */
  signature: SignatureStatus;
  /** Events folded after each entry (entry i -> number of event entries with seq <= i). */
  eventCounts: number[];
  stateAt: (events: number) => AppState;
  /** The screens (rrweb) recorded, for the screen at each step. */
  screens: ScreenIndex;
  /** Notes and bookmarks saved with the file (decision 0010). */
  annotations: JourneyAnnotations;
  /** Why the saved notes may not fit (written on another journey), or null. */
  annotationsWarning: string | null;
}

/** One step of the replay viewer. */
export interface ReplayStep {
  index: number;
  entry: JourneyFile['entries'][number];
  state: AppState;
  changes: StateChange[];
}

/**
 * Opens a journey: parse (upgrading old versions), verify the chain, check its data, index its events. Throws
 * on a bad file, and on one whose events or recorded states are not this app's (named by entry): stepping
 * through it would fold them into states the panels cannot show.
 */
export function openJourney(name: string, text: string): OpenedJourney {
  const file = readJourney(text);
  const verify = verifyJourney(file);
  const signature = checkJourneySignature(file);
  const data = checkJourneyData(file);
  if (!data.ok) {
    const altered = verify.ok ? '' : `; the chain is broken too: entry ${verify.firstBadSeq} was altered`;
    throw new Error(`entry ${data.seq} is malformed: ${data.reason}${altered}`);
  }
  const { seqs, events } = eventsOf(file);
  const index = createReplayIndex(events, { initial: startStateOf(file), checkpointEvery: 200 });
  const eventCounts: number[] = [];
  let count = 0;
  for (const entry of file.entries) {
    if (seqs[count] === entry.seq) count += 1;
    eventCounts.push(count);
  }
  const { annotations, warning } = readAnnotations(text, file);
  return {
    name,
    file,
    verify,
    signature,
    eventCounts,
    stateAt: (n) => index.stateAt(n),
    screens: buildScreenIndex(file.entries),
    annotations,
    annotationsWarning: warning,
  };
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

type SetAnnotations = (update: (a: JourneyAnnotations) => JourneyAnnotations) => void;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The comparison with a second journey, which is checked too: a warning when it is altered or not validly signed. */
export interface ComparedJourney {
  /** The second journey's file name. */
  name: string;
  result: JourneyComparison;
  /** Why the second journey cannot be trusted, or null. */
  warning: string | null;
}

/** Compares an opened journey with another file's (throws when the file cannot be read). */
export function compareWithText(opened: OpenedJourney, name: string, text: string): ComparedJourney {
  const other = readJourney(text);
  const chain = verifyJourney(other);
  const signature = checkJourneySignature(other);
  const warning = !chain.ok
    ? `TAMPERED JOURNEY: entry ${chain.firstBadSeq} was altered (${chain.reason}); do not trust this comparison`
    : signature.state === 'invalid'
      ? `${describeSignature(signature)} Do not trust this comparison.`
      : null;
  return {
    name,
    result: compareJourneys(opened.file, other),
    warning,
  };
}

/** Records the live app in the frame; `onStopped` receives the journey when the recording stops. */
function useLiveRecorder(handles: FrameHandles | null, onStopped: (file: JourneyFile) => void) {
  const recorder = useRef<LiveRecording | null>(null);
  const [recording, setRecording] = useState(false);
  const [masked, setMasked] = useState(true);
  const [recordedCount, setRecordedCount] = useState(0);

  function start() {
    // The world's preset is chosen by the frame's URL (`?preset=`), as the World panel switches it.
    const preset = handles
      ? (new URL(handles.win.location.href).searchParams.get('preset') ?? 'new-borrower')
      : null;
    const live = startLiveRecording(handles, { masked, preset, onEntry: setRecordedCount });
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
    onStopped(file);
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
  };
}

/** The search over the opened journey (entries and notes): the query, its matches and moving between them. */
function useJourneySearch(
  opened: OpenedJourney | null,
  step: number,
  notes: StepNote[],
  goTo: (index: number) => void,
) {
  const [query, setQuery] = useState('');
  const searchIndex = useRef<{ file: JourneyFile; index: SearchIndex } | null>(null);
  const matches = useMemo(() => {
    if (!opened || !query.trim()) return [];
    if (searchIndex.current?.file !== opened.file)
      searchIndex.current = { file: opened.file, index: buildSearchIndex(opened.file.entries) };
    return searchJourney(searchIndex.current.index, query, notes);
  }, [opened, query, notes]);
  return {
    query,
    setQuery,
    /** Entry indexes matching the query, in order. */
    matches,
    nextMatch() {
      const to = nextMatch(matches, step, 1);
      if (to !== null) goTo(to);
    },
    previousMatch() {
      const to = nextMatch(matches, step, -1);
      if (to !== null) goTo(to);
    },
  };
}

/** Notes and bookmarks on the current step of the opened journey. */
function annotationActions(opened: OpenedJourney | null, step: number, setAnnotations: SetAnnotations) {
  return {
    addNote(text: string) {
      const entry = opened?.file.entries[step];
      if (entry) setAnnotations((a) => addNote(a, entry.seq, text, Date.now()));
    },
    removeNote(note: StepNote) {
      setAnnotations((a) => removeNote(a, note));
    },
    /** Bookmarks the current step, or removes its bookmark. */
    toggleBookmark() {
      const entry = opened?.file.entries[step];
      if (entry) setAnnotations((a) => toggleBookmark(a, entry.seq));
    },
  };
}

/** The step shown: its replay step, the screen the borrower saw and what surrounds it. */
function useStepView(opened: OpenedJourney | null, step: number) {
  const current = useMemo(() => (opened ? stepAt(opened, step) : null), [opened, step]);
  const screen = useMemo(
    () => (opened ? screenAt(opened.screens, opened.file.entries, step) : null),
    [opened, step],
  );
  const context = useMemo(() => (opened ? stepContext(opened.file.entries, step) : null), [opened, step]);
  return { current, screen, context };
}

/** The opened journey as a scenario file, or why it cannot be made. */
function draftScenario(opened: OpenedJourney, notes: StepNote[]) {
  try {
    const name = opened.name.replace(/\.journey\.json$|\.json$/i, '');
    return { draft: journeyToScenario(opened.file, { name, notes }), error: null };
  } catch (error) {
    return { draft: null, error: errorText(error) };
  }
}

/** The Journey panel's model: record the live app, save, open, verify and step through a journey. */
export function useJourneyModel(handles: FrameHandles | null) {
  const [opened, setOpened] = useState<OpenedJourney | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [comparison, setComparison] = useState<ComparedJourney | null>(null);
  const [annotations, setAnnotations] = useState<JourneyAnnotations>(emptyAnnotations(''));
  const [scenarioError, setScenarioError] = useState<string | null>(null);

  function show(journey: OpenedJourney) {
    setOpened(journey);
    setAnnotations(journey.annotations);
    setOpenError(null);
    setComparison(null);
    setScenarioError(null);
    setStep(0);
  }

  function goTo(index: number) {
    if (!opened) return;
    setStep(Math.max(0, Math.min(opened.file.entries.length - 1, index)));
  }

  /** Opens a journey in the viewer, or shows why it cannot be opened (never a crash of the panel). */
  function tryShow(name: string, text: string) {
    try {
      show(openJourney(name, text));
    } catch (error) {
      setOpened(null);
      setOpenError(errorText(error));
    }
  }

  const recorder = useLiveRecorder(handles, (file) => tryShow('recording', serializeJourney(file)));
  const { current, screen, context } = useStepView(opened, step);
  const search = useJourneySearch(opened, step, annotations.notes, goTo);

  return {
    ...recorder,
    opened,
    openError,
    open: tryShow,
    /** Opens a journey produced in the simulator (a scenario run) in the replay viewer. */
    openFile(name: string, file: JourneyFile) {
      tryShow(name, serializeJourney(file));
    },
    comparison,
    /** Compares the opened journey with another file (checked: a warning when altered); its first divergence links to the step. */
    compareWith(name: string, text: string) {
      if (!opened) return;
      try {
        setComparison(compareWithText(opened, name, text));
      } catch (error) {
        setOpenError(errorText(error));
      }
    },
    /** The journey file to save: the chain as recorded, with the notes and bookmarks beside it. */
    serialized: () => (opened ? serializeWithAnnotations(opened.file, annotations) : null),
    step,
    current,
    goTo,
    /** The screen the borrower saw at the step (null before the first one). */
    screen,
    /** The request and response, bridge messages and recent events around the step. */
    context,
    ...search,
    annotations,
    annotationsWarning: opened?.annotationsWarning ?? null,
    ...annotationActions(opened, step, setAnnotations),
    scenarioError,
    /** The opened journey as a scenario file (null and an error message when it cannot be made). */
    scenarioDraft(): ScenarioDraft | null {
      const made = opened ? draftScenario(opened, annotations.notes) : null;
      if (made) setScenarioError(made.error);
      return made?.draft ?? null;
    },
  };
}
