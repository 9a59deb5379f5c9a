import { DEVICE_PRESETS, isDevicePresetName } from '../../../bridge-emulator/config';
import type { JourneyFile } from '../../../scenarios/journey/format';
import {
  checkScenario,
  patternOf,
  type Scenario,
  type ScenarioIssue,
  type Step,
} from '../../../scenarios/scenario.schemas';
import { isPresetName } from '#contracts/presets';
import type { StepNote } from './annotations';
import { buildScreenIndex, screenTexts } from './screen-index';

/**
 * Saves a journey recorded by hand as a scenario file. A journey holds routes, domain events, traffic,
 * bridge messages and screens, not the controls the borrower used, so only part of a scenario can be
 * derived: the world (preset, seed, clock start, language, device) from the meta, a `goto` per route,
 * `expectText` on the headings each screen showed, `expectEvent` on the first event of each type,
 * `advanceClock` where the world's clock jumped, and the reviewer's notes. Taps and typing must be added
 * by hand; the file says so.
 */

/** A generated scenario: the object, its file text and what was derived from where. */
export interface ScenarioDraft {
  scenario: Scenario;
  /** The `<id>.scenario.ts` file. */
  source: string;
  fileName: string;
  /** One line per derived part, also written at the top of the file. */
  derived: string[];
}

/** A generated scenario that does not fit the schema (a bug here: the issues say where). */
export class ScenarioDraftError extends Error {
  constructor(readonly issues: readonly ScenarioIssue[]) {
    super(`the generated scenario is invalid: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
    this.name = 'ScenarioDraftError';
  }
}

/** A kebab-case id from a journey's file name. */
export function scenarioIdFrom(name: string): string {
  const id = name
    .replace(/\.json$/i, '')
    .replace(/\.journey$/i, '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return id || 'recorded-journey';
}

/** The route path of a route entry (`{ path }` in the simulator, `{ hash }` from the headless runner). */
function routeOf(data: unknown): string | null {
  const record = data as { path?: unknown; hash?: unknown } | null;
  const raw =
    typeof record?.path === 'string' ? record.path : typeof record?.hash === 'string' ? record.hash : null;
  if (raw === null) return null;
  const path = raw.replace(/^#/, '') || '/';
  return path.startsWith('/') ? path : null;
}

/** A text worth expecting: shown as is (nothing masked), not too short or long, not read as a pattern. */
function expectable(text: string): boolean {
  return (
    text.length >= 3 &&
    text.length <= 80 &&
    !text.includes('*') &&
    /\p{L}/u.test(text) &&
    patternOf(text) === null
  );
}

const CLOCK_JUMP_MS = 30 * 60_000;

type ScenarioHead = Omit<Scenario, 'steps'>;
type ScreenIndex = ReturnType<typeof buildScreenIndex>;

/** The world of the scenario (preset, seed, clock start, language, device) from the journey's meta. */
function scenarioHead(file: JourneyFile, id: string, name: string, derived: string[]): ScenarioHead {
  const meta = file.meta as JourneyFile['meta'] & { preset?: unknown };
  const presetKnown = typeof meta.preset === 'string' && isPresetName(meta.preset);
  const preset = presetKnown ? (meta.preset as Scenario['preset']) : 'new-borrower';
  derived.push(
    presetKnown
      ? `preset "${preset}": from the journey's meta (the world it was recorded on)`
      : `preset "${preset}": a default, the journey does not say which world it was recorded on: check it`,
  );
  const head: ScenarioHead = {
    id,
    title: `Recorded by hand: ${name}`,
    flow: 'recorded',
    preset,
  };
  if (typeof meta.seed === 'number' && Number.isInteger(meta.seed)) {
    head.seed = meta.seed;
    derived.push(`seed ${meta.seed}: from the meta`);
  }
  head.clockStart = meta.startedAt.virtual;
  head.language = meta.locale;
  derived.push(`clockStart and language: the world clock and app language when recording began`);
  const model = (meta.device as { model?: unknown }).model;
  const devicePreset = Object.entries(DEVICE_PRESETS).find(([, device]) => device.model === model)?.[0];
  if (devicePreset && isDevicePresetName(devicePreset)) {
    head.bridge = { device: devicePreset };
    derived.push(`bridge.device "${devicePreset}": the emulated phone of the meta (${String(model)})`);
  }
  return head;
}

/** The headings (or first texts) of the first screen drawn after the route entry at `i`, before the next route. */
function textsToExpect(file: JourneyFile, screens: ScreenIndex, i: number): string[] {
  const entry = file.entries[i]!;
  const batch = screens.batches.find((b) => b.seq > entry.seq && b.lastFull >= 0);
  const nextRoute = file.entries.findIndex((e, j) => j > i && e.kind === 'route');
  if (!batch || (nextRoute >= 0 && batch.seq >= nextRoute)) return [];
  const shown = screenTexts(batch.events.slice(batch.lastFull));
  const pool = shown.headings.filter(expectable);
  return [...new Set(pool.length > 0 ? pool : shown.texts.filter(expectable))].slice(0, 2);
}

/** The steps derived from the entries, the start route, and how many of each kind were made. */
interface DerivedSteps {
  steps: Step[];
  start: string | null;
  gotos: number;
  texts: number;
  expectedEvents: number;
  clockSteps: number;
}

/** Walks the entries: notes in place, clock jumps, a goto and expected texts per route, the first event of each type. */
function deriveSteps(file: JourneyFile, name: string, reviewerNotes: readonly StepNote[]): DerivedSteps {
  const screens = buildScreenIndex(file.entries);
  const notes = [...reviewerNotes];
  const out: DerivedSteps = { steps: [], start: null, gotos: 0, texts: 0, expectedEvents: 0, clockSteps: 0 };
  const steps = out.steps;
  steps.push({
    note: `Derived from the journey ${name} (head ${file.head.slice(0, 12)}), recorded by hand in the simulator.`,
  });
  const seenEvents = new Set<string>();
  let route: string | null = null;
  let lastAt: number | null = null;
  for (let i = 0; i < file.entries.length; i += 1) {
    const entry = file.entries[i]!;
    while (notes.length > 0 && notes[0]!.seq <= entry.seq) steps.push({ note: notes.shift()!.text });
    if (lastAt !== null && entry.at - lastAt >= CLOCK_JUMP_MS) {
      steps.push({ advanceClock: { minutes: Math.round((entry.at - lastAt) / 60_000) } });
      out.clockSteps += 1;
    }
    lastAt = entry.at;
    if (entry.kind === 'route') {
      const path = routeOf(entry.data);
      if (path === null || path === route) continue;
      if (route === null) out.start = path;
      else {
        steps.push({ goto: path });
        out.gotos += 1;
      }
      route = path;
      const chosen = textsToExpect(file, screens, i);
      for (const text of chosen) steps.push({ expectText: text });
      out.texts += chosen.length;
    } else if (entry.kind === 'event') {
      const type = (entry.data as { type?: unknown } | null)?.type;
      if (typeof type === 'string' && type && !seenEvents.has(type)) {
        seenEvents.add(type);
        steps.push({ expectEvent: { type } });
        out.expectedEvents += 1;
      }
    }
  }
  for (const note of notes) steps.push({ note: note.text });
  return out;
}

/** The `<id>.scenario.ts` text: a header saying what was derived and what was not, then the scenario. */
function scenarioSource(
  file: JourneyFile,
  name: string,
  scenario: Scenario,
  derived: string[],
  at: Date,
): string {
  return [
    `import { defineScenario } from '../scenario.schemas';`,
    ``,
    `// Generated by the simulator on ${at.toISOString()} from the journey ${JSON.stringify(name)}`,
    `// (head ${file.head}). Put it in scenarios/${scenario.flow}/ (or change the import) and review it.`,
    `// Derived:`,
    ...derived.map((line) => `//   - ${line}`),
    `// Not derivable: taps, typing, choices and uploads (a journey records routes, events, traffic and`,
    `// screens, not the controls used), and the native login: add them between the goto steps by hand.`,
    `export default defineScenario(${JSON.stringify(scenario, null, 2)});`,
    ``,
  ].join('\n');
}

/** Derives a scenario from a journey; throws ScenarioDraftError when the result does not fit the schema. */
export function journeyToScenario(
  file: JourneyFile,
  options: { name: string; notes?: readonly StepNote[]; generatedAt?: Date },
): ScenarioDraft {
  const id = scenarioIdFrom(options.name);
  const derived: string[] = [];
  const head = scenarioHead(file, id, options.name, derived);
  const made = deriveSteps(file, options.name, options.notes ?? []);
  if (made.start !== null) head.start = made.start;
  const steps = made.steps;
  derived.push(`start and ${made.gotos} goto steps: the routes, in order`);
  derived.push(
    `${made.texts} expectText steps: headings (or first texts) of each route's first screen, unmasked only`,
  );
  derived.push(`${made.expectedEvents} expectEvent steps: the first domain event of each type`);
  if (made.clockSteps > 0)
    derived.push(`${made.clockSteps} advanceClock steps: jumps of the world clock of 30 minutes or more`);
  if ((options.notes ?? []).length > 0) derived.push(`note steps: the reviewer's notes on the journey`);

  const checked = checkScenario({ ...head, steps });
  if (!checked.ok) throw new ScenarioDraftError(checked.issues);
  const scenario = { ...head, steps };
  const source = scenarioSource(file, options.name, scenario, derived, options.generatedAt ?? new Date());
  return { scenario, source, fileName: `${id}.scenario.ts`, derived };
}
