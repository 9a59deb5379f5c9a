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

/** Derives a scenario from a journey; throws ScenarioDraftError when the result does not fit the schema. */
export function journeyToScenario(
  file: JourneyFile,
  options: { name: string; notes?: readonly StepNote[]; generatedAt?: Date },
): ScenarioDraft {
  const meta = file.meta as JourneyFile['meta'] & { preset?: unknown };
  const id = scenarioIdFrom(options.name);
  const derived: string[] = [];
  const presetKnown = typeof meta.preset === 'string' && isPresetName(meta.preset);
  const preset = presetKnown ? (meta.preset as Scenario['preset']) : 'new-borrower';
  derived.push(
    presetKnown
      ? `preset "${preset}": from the journey's meta (the world it was recorded on)`
      : `preset "${preset}": a default, the journey does not say which world it was recorded on: check it`,
  );
  const head: Omit<Scenario, 'steps'> = {
    id,
    title: `Recorded by hand: ${options.name}`,
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

  const screens = buildScreenIndex(file.entries);
  const notes = [...(options.notes ?? [])];
  const steps: Step[] = [
    {
      note: `Derived from the journey ${options.name} (head ${file.head.slice(0, 12)}), recorded by hand in the simulator.`,
    },
  ];
  const seenEvents = new Set<string>();
  let route: string | null = null;
  let lastAt: number | null = null;
  let gotos = 0;
  let texts = 0;
  let expectedEvents = 0;
  let clockSteps = 0;
  for (let i = 0; i < file.entries.length; i += 1) {
    const entry = file.entries[i]!;
    while (notes.length > 0 && notes[0]!.seq <= entry.seq) steps.push({ note: notes.shift()!.text });
    if (lastAt !== null && entry.at - lastAt >= CLOCK_JUMP_MS) {
      steps.push({ advanceClock: { minutes: Math.round((entry.at - lastAt) / 60_000) } });
      clockSteps += 1;
    }
    lastAt = entry.at;
    if (entry.kind === 'route') {
      const path = routeOf(entry.data);
      if (path === null || path === route) continue;
      if (route === null) head.start = path;
      else {
        steps.push({ goto: path });
        gotos += 1;
      }
      route = path;
      // The headings of the first screen drawn on this route (or its first texts).
      const batch = screens.batches.find((b) => b.seq > entry.seq && b.lastFull >= 0);
      const nextRoute = file.entries.findIndex((e, j) => j > i && e.kind === 'route');
      if (batch && (nextRoute < 0 || batch.seq < nextRoute)) {
        const shown = screenTexts(batch.events.slice(batch.lastFull));
        const pool = shown.headings.filter(expectable);
        const chosen = [...new Set(pool.length > 0 ? pool : shown.texts.filter(expectable))].slice(0, 2);
        for (const text of chosen) steps.push({ expectText: text });
        texts += chosen.length;
      }
    } else if (entry.kind === 'event') {
      const type = (entry.data as { type?: unknown } | null)?.type;
      if (typeof type === 'string' && type && !seenEvents.has(type)) {
        seenEvents.add(type);
        steps.push({ expectEvent: { type } });
        expectedEvents += 1;
      }
    }
  }
  for (const note of notes) steps.push({ note: note.text });
  derived.push(`start and ${gotos} goto steps: the routes, in order`);
  derived.push(
    `${texts} expectText steps: headings (or first texts) of each route's first screen, unmasked only`,
  );
  derived.push(`${expectedEvents} expectEvent steps: the first domain event of each type`);
  if (clockSteps > 0)
    derived.push(`${clockSteps} advanceClock steps: jumps of the world clock of 30 minutes or more`);
  if ((options.notes ?? []).length > 0) derived.push(`note steps: the reviewer's notes on the journey`);

  const checked = checkScenario({ ...head, steps });
  if (!checked.ok) throw new ScenarioDraftError(checked.issues);
  const scenario = { ...head, steps };
  const generated = (options.generatedAt ?? new Date()).toISOString();
  const source = [
    `import { defineScenario } from '../scenario.schemas';`,
    ``,
    `// Generated by the simulator on ${generated} from the journey ${JSON.stringify(options.name)}`,
    `// (head ${file.head}). Put it in scenarios/${head.flow}/ (or change the import) and review it.`,
    `// Derived:`,
    ...derived.map((line) => `//   - ${line}`),
    `// Not derivable: taps, typing, choices and uploads (a journey records routes, events, traffic and`,
    `// screens, not the controls used), and the native login: add them between the goto steps by hand.`,
    `export default defineScenario(${JSON.stringify(scenario, null, 2)});`,
    ``,
  ].join('\n');
  return { scenario, source, fileName: `${id}.scenario.ts`, derived };
}
