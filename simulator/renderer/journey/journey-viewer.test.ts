import ts from 'typescript';
import { readJourney, verifyJourney } from '../../../scenarios/journey/verify';
import { TEST_META } from '../../../scenarios/journey/journey-fixtures';
import { createJourneyRecorder } from '../../../scenarios/journey/recorder';
import { serializeJourney, type JourneyFile } from '../../../scenarios/journey/format';
import { checkScenario } from '../../../scenarios/scenario.schemas';
import { journeyEvents } from '#contracts/testing';
import {
  addNote,
  emptyAnnotations,
  readAnnotations,
  removeNote,
  serializeWithAnnotations,
  toggleBookmark,
} from './annotations';
import { buildScreenIndex, screenAt, screenTexts, type RrwebEvent } from './screen-index';
import { createScreenBatcher } from './screen-recorder';
import { createScreenMasker, personalValuesOf } from './screen-mask';
import { buildSearchIndex, nextMatch, searchJourney, summarizeEntry } from './search';
import { stepContext } from './step-context';
import { journeyToScenario, scenarioIdFrom } from './to-scenario';

const text = (id: number, textContent: string) => ({ type: 3, id, textContent });
const el = (id: number, tagName: string, childNodes: unknown[], attributes: Record<string, string> = {}) => ({
  type: 2,
  id,
  tagName,
  attributes,
  childNodes,
});
const meta = (t: number): RrwebEvent => ({
  type: 4,
  timestamp: t,
  data: { href: 'x', width: 360, height: 640 },
});
const full = (t: number, heading: string, body: string): RrwebEvent => ({
  type: 2,
  timestamp: t,
  data: {
    node: {
      type: 0,
      id: 1,
      childNodes: [
        el(2, 'html', [
          el(3, 'head', [el(4, 'style', [{ ...text(5, '.a{color:red}'), isStyle: true }])]),
          el(6, 'body', [el(7, 'h1', [text(8, heading)]), el(9, 'p', [text(10, body)])]),
        ]),
      ],
    },
    initialOffset: { top: 0, left: 0 },
  },
});
const textChange = (t: number, value: string): RrwebEvent => ({
  type: 3,
  timestamp: t,
  data: { source: 0, texts: [{ id: 10, value }], attributes: [], removes: [], adds: [] },
});

/** A hand recording: two routes with their screens, traffic, bridge messages and the fixture's events. */
function recordedJourney(): JourneyFile {
  let now = TEST_META.startedAt.virtual;
  const recorder = createJourneyRecorder({
    meta: { ...TEST_META, scenarioId: null, preset: 'registered-borrower', device: { model: 'Pixel 7' } },
    clock: () => (now += 1000),
  });
  const screen = (events: RrwebEvent[]) => recorder.record('screen', { type: 'rrweb', step: null, events });
  recorder.record('route', { path: '/user/login' });
  screen([meta(1), full(2, 'Inicia sesión', 'Tu celular')]);
  recorder.record('bridge-call', { id: 'b1', method: 'toLogin', params: {} });
  recorder.record('request', { method: 'POST', path: '/user/login', payload: { smsCode: '123456' } });
  recorder.record('response', { path: '/user/login', status: 200, code: 0, data: { ok: true } });
  recorder.record('bridge-reply', { id: 'b1', method: 'toLogin', ok: true });
  screen([textChange(3, 'Código enviado')]);
  for (const event of journeyEvents().slice(0, 3)) recorder.record('event', event);
  now += 2 * 24 * 3600_000;
  recorder.record('route', { path: '/' });
  screen([meta(4), full(5, 'Tu cupo disponible', '$5,000')]);
  return recorder.toFile();
}

describe('screens of a journey', () => {
  const file = recordedJourney();
  const index = buildScreenIndex(file.entries);
  const seqOf = (kind: string, n = 0) => file.entries.filter((e) => e.kind === kind)[n]!.seq;

  it('has nothing to draw before the first full snapshot', () => {
    expect(screenAt(index, file.entries, 0)).toBeNull();
  });

  it('draws the last full snapshot with the incremental events up to the step, and what the step made appear', () => {
    const route = seqOf('route');
    // The route's own screen follows it directly.
    expect(screenAt(index, file.entries, route)?.events.map((e) => e.type)).toEqual([4, 2]);
    const afterText = screenAt(index, file.entries, seqOf('event'))!;
    expect(afterText.events.map((e) => e.type)).toEqual([4, 2, 3]);
    expect(screenTexts(afterText.events).texts).toEqual(['Inicia sesión', 'Tu celular', 'Código enviado']);
    const home = screenAt(index, file.entries, seqOf('route', 1))!;
    expect(home.events.map((e) => e.type)).toEqual([4, 2]);
    expect(screenTexts(home.events).headings).toEqual(['Tu cupo disponible']);
  });

  it("gives the same events to steps that share a screen, and copies (the replayer writes into them, the chain's must not change)", () => {
    const a = screenAt(index, file.entries, seqOf('bridge-call'))!;
    const b = screenAt(index, file.entries, seqOf('request'))!;
    expect(a.events).toBe(b.events);
    (a.events[0] as RrwebEvent & { delay?: number }).delay = -5;
    expect(verifyJourney(file).ok).toBe(true);
  });
});

describe('search across a journey', () => {
  const file = recordedJourney();
  const index = buildSearchIndex(file.entries);

  it('finds event types, paths, bodies, bridge methods, routes and screen text, case-insensitively', () => {
    const kinds = (q: string) => searchJourney(index, q).map((i) => file.entries[i]!.kind);
    expect(kinds('session/loggedIn')).toEqual(['event']);
    expect(kinds('/user/login')).toEqual(['route', 'request', 'response']);
    expect(kinds('TOLOGIN')).toEqual(['bridge-call', 'bridge-reply']);
    expect(kinds('código enviado')).toEqual(['screen']);
    expect(kinds('tu cupo')).toEqual(['screen']);
    // Markup and styles are not searched.
    expect(searchJourney(index, 'color:red')).toEqual([]);
    expect(searchJourney(index, '  ')).toEqual([]);
  });

  it("finds a reviewer's notes, and moves to the next and previous match, wrapping", () => {
    expect(searchJourney(index, 'check this', [{ seq: 4, text: 'Check this amount' }])).toEqual([4]);
    expect(nextMatch([2, 5, 9], 5, 1)).toBe(9);
    expect(nextMatch([2, 5, 9], 9, 1)).toBe(2);
    expect(nextMatch([2, 5, 9], 2, -1)).toBe(9);
    expect(nextMatch([2, 5, 9], 6, -1)).toBe(5);
    expect(nextMatch([], 0, 1)).toBeNull();
  });

  it('summarises screens by their number of rrweb events', () => {
    const screen = file.entries.find((e) => e.kind === 'screen')!;
    expect(summarizeEntry(screen)).toBe('screen (2 rrweb events)');
  });
});

describe('the context of a step', () => {
  const file = recordedJourney();
  const at = (kind: string) => file.entries.findIndex((e) => e.kind === kind);

  it('pairs a request with its response, and shows the last exchange at a later step', () => {
    const request = stepContext(file.entries, at('request'));
    expect(request.request?.kind).toBe('request');
    expect(request.response?.kind).toBe('response');
    const later = stepContext(file.entries, at('event'));
    expect(later.response?.seq).toBe(at('response'));
    expect(later.request?.seq).toBe(at('request'));
    expect(stepContext(file.entries, 0).request).toBeNull();
  });

  it('lists the bridge messages around the step and the events up to it', () => {
    const context = stepContext(file.entries, at('request'), { bridgeWindow: 3 });
    expect(context.bridge.map((e) => e.kind)).toEqual(['bridge-call', 'bridge-reply']);
    const events = stepContext(file.entries, file.entries.length - 1, { events: 2 }).events;
    expect(events.map((e) => (e.data as { type: string }).type)).toEqual([
      'session/verifyCodeSent',
      'session/loggedIn',
    ]);
  });
});

describe('notes and bookmarks', () => {
  const file = recordedJourney();

  it('are saved beside the chain, which still verifies, and read back', () => {
    let a = emptyAnnotations(file.head);
    a = addNote(a, 5, 'The amount looks wrong', 10);
    a = addNote(a, 2, '  ', 11);
    a = toggleBookmark(toggleBookmark(a, 7), 3);
    const text = serializeWithAnnotations(file, a);
    const read = readJourney(text);
    expect(verifyJourney(read).ok).toBe(true);
    expect(read.head).toBe(file.head);
    expect(readAnnotations(text, read)).toEqual({
      annotations: {
        head: file.head,
        notes: [{ seq: 5, text: 'The amount looks wrong', at: 10 }],
        bookmarks: [3, 7],
      },
      warning: null,
    });
    expect(toggleBookmark(a, 3).bookmarks).toEqual([7]);
    expect(removeNote(a, a.notes[0]!).notes).toEqual([]);
  });

  it('writes the plain journey when there are none, and warns when they were written on another journey', () => {
    expect(serializeWithAnnotations(file, emptyAnnotations(file.head))).toBe(serializeJourney(file));
    const text = serializeWithAnnotations(file, addNote(emptyAnnotations('f'.repeat(64)), 1, 'x', 1));
    const read = readAnnotations(text, { ...file, head: 'a'.repeat(64) });
    expect(read.warning).toMatch(/another journey/);
    expect(readAnnotations(serializeJourney(file), file).annotations.notes).toEqual([]);
    const bad = serializeJourney(file).replace(/\]\}\n$/, '],"annotations":{"notes":3}}\n');
    expect(readAnnotations(bad, file).warning).toMatch(/unreadable/);
  });
});

describe('saving a recording as a scenario', () => {
  const file = recordedJourney();
  const draft = journeyToScenario(file, {
    name: 'Login then home',
    notes: [{ seq: 4, text: 'The SMS code was typed here', at: 1 }],
    generatedAt: new Date('2026-01-02T03:04:05Z'),
  });

  it('derives a valid scenario: the world from the meta, a goto per route, texts seen, events, clock jumps, notes', () => {
    expect(checkScenario(draft.scenario).ok).toBe(true);
    expect(draft.fileName).toBe('login-then-home.scenario.ts');
    expect(draft.scenario).toMatchObject({
      id: 'login-then-home',
      preset: 'registered-borrower',
      seed: 7,
      language: 'es',
      start: '/user/login',
      bridge: { device: 'pixel-7' },
      clockStart: TEST_META.startedAt.virtual,
    });
    expect(draft.scenario.steps.slice(1)).toEqual([
      { expectText: 'Inicia sesión' },
      { note: 'The SMS code was typed here' },
      { expectEvent: { type: 'settings/languageChanged' } },
      { expectEvent: { type: 'session/verifyCodeSent' } },
      { expectEvent: { type: 'session/loggedIn' } },
      { advanceClock: { minutes: 2 * 24 * 60 } },
      { goto: '/' },
      { expectText: 'Tu cupo disponible' },
    ]);
  });

  it('writes a TypeScript file that parses, declares the scenario with defineScenario and says what was derived', () => {
    const output = ts.transpileModule(draft.source, {
      reportDiagnostics: true,
      compilerOptions: { module: ts.ModuleKind.ESNext },
    });
    expect(output.diagnostics).toEqual([]);
    expect(draft.source).toMatch(/^import \{ defineScenario \} from '\.\.\/scenario\.schemas';/);
    expect(draft.source).toContain('// Derived:');
    expect(draft.source).toContain('Not derivable: taps');
    const literal = /defineScenario\(([\s\S]*)\);\n$/.exec(draft.source)?.[1];
    expect(JSON.parse(literal!)).toEqual(draft.scenario);
  });

  it('falls back to a default preset it names as such, and skips masked texts', () => {
    let now = 0;
    const rec = createJourneyRecorder({ meta: { ...TEST_META, scenarioId: null }, clock: () => (now += 1) });
    rec.record('route', { hash: '#/user/profile' });
    rec.record('screen', {
      type: 'rrweb',
      step: null,
      events: [meta(1), full(2, 'M**** L****', 'Tu perfil')],
    });
    const fallback = journeyToScenario(rec.toFile(), { name: 'x.journey.json' });
    expect(fallback.scenario.preset).toBe('new-borrower');
    expect(fallback.derived[0]).toMatch(/a default/);
    expect(fallback.scenario.start).toBe('/user/profile');
    expect(fallback.scenario.steps).toContainEqual({ expectText: 'Tu perfil' });
    expect(JSON.stringify(fallback.scenario.steps)).not.toContain('M****');
    expect(scenarioIdFrom('Préstamo #2.journey.json')).toBe('prestamo-2');
    expect(scenarioIdFrom('***')).toBe('recorded-journey');
  });
});

describe('screen recording helpers', () => {
  it('writes rrweb events in batches: when asked, and at the latest every N events', () => {
    const written: unknown[][] = [];
    const batcher = createScreenBatcher({ maxEvents: 3, write: (events) => written.push(events) });
    batcher.flush();
    batcher.push(1);
    batcher.push(2);
    expect(batcher.pending()).toBe(2);
    batcher.flush();
    [3, 4, 5, 6].forEach((e) => batcher.push(e));
    expect(written).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    expect(batcher.pending()).toBe(1);
  });

  it("masks the borrower's own values wherever they show, then by pattern; inputs by their field", () => {
    const state = { user: { fullName: 'María López', curp: 'LOHM900101MDFPRR09', bankName: 'BBVA' } };
    expect(personalValuesOf([state]).map(([v]) => v)).toEqual(['LOHM900101MDFPRR09', 'María López']);
    let current: unknown = state;
    const masker = createScreenMasker(() => [current]);
    expect(masker.text('Hola María López, banco BBVA, tel 5512345678')).toBe(
      'Hola M**** L****, banco BBVA, tel 55******78',
    );
    expect(masker.input('5512345678', { name: 'mobile' })).toBe('55******78');
    expect(masker.input('Rosa Pérez', { type: 'text' })).toBe('R*** P****');
    expect(masker.input('2500', { type: 'text', inputMode: 'numeric' })).toBe('2500');
    current = { user: { fullName: 'Ana Ruiz' } };
    expect(masker.text('Ana Ruiz')).toBe('Ana Ruiz');
    masker.invalidate();
    expect(masker.text('Ana Ruiz')).toBe('A** R***');
  });
});
