import { isRecord, type JourneyEntry } from '../journey/format';
import { Mirror } from './dom-mirror';

/**
 * The visible text of a journey's screens. `screen` entries hold rrweb events (`{ type: 'rrweb', step,
 * events }`, scenarios/runner/journey-sink.ts): one stream per page load, a full snapshot (type 2) first and
 * then incremental mutations (type 3, source 0) split over the entries of later steps. A small mirror of the
 * DOM replays the stream and reports, per screen entry, the lines of text shown (block by block), the
 * `data-claim` elements the app marks for review tools, and the checkboxes: what the borrower ticked, and
 * every state a checkbox was shown in.
 */

/** One line of text as the borrower saw it, with the rrweb time it first appeared. */
export interface SeenLine {
  text: string;
  /** rrweb timestamp (the page's clock, the same as the app's event times). */
  at: number;
  /** True when the line is (inside) a link. */
  link: boolean;
  /** The `data-claim` of the element the line belongs to, if any. */
  claim: string | null;
}

/** An element marked `data-claim` (product details, retention popup): its name, raw value and text. */
export interface ScreenClaim {
  claim: string;
  /** The raw `data-value` (a number or date as text; '' when the figure could not be computed). */
  value: string | null;
  text: string;
  at: number;
}

/** What one `screen` entry showed. */
export interface ScreenView {
  seq: number;
  /** The scenario step the screen belongs to (null: outside a step or recorded by hand). */
  step: number | null;
  /** The page title in the nav bar at the end of the entry (`h1.nav-bar__title`), if any. */
  title: string | null;
  /** Every title shown during the entry, in order. */
  titles: { title: string; at: number }[];
  /** The page address of the last meta event (rrweb type 4), if any. */
  href: string | null;
  /** Every distinct line seen during the entry, in the order it appeared. */
  lines: SeenLine[];
  /** Lines visible at the end of the entry. */
  finalLines: string[];
  claims: ScreenClaim[];
  /** Checkboxes that were ticked, with the text of their label. */
  checked: { label: string; at: number }[];
  /**
   * Every state a checkbox was seen in during the entry, in order: `input` when the borrower changed it (an
   * rrweb input event), `screen` when a snapshot or a mutation showed it (a new box, or one changed), `gone`
   * when it left the page (removed, or a new page). `node` is the element's rrweb id in its page load.
   */
  checkboxes: CheckboxState[];
  /** rrweb time range of the entry's events (null without events). */
  from: number | null;
  to: number | null;
}

/** A checkbox as the borrower saw it or changed it. */
export interface CheckboxState {
  node: number;
  label: string;
  /** False for a box that is gone. */
  checked: boolean;
  at: number;
  by: 'input' | 'screen' | 'gone';
}

interface RrwebEvent {
  type: number;
  data: Record<string, unknown>;
  timestamp: number;
}

function rrwebEventsOf(data: unknown): { step: number | null; events: RrwebEvent[] } | null {
  if (!isRecord(data)) return null;
  const raw =
    data.type === 'rrweb' && Array.isArray(data.events)
      ? data.events
      : typeof data.type === 'number'
        ? [data]
        : null;
  if (!raw) return null;
  const events: RrwebEvent[] = [];
  for (const e of raw) {
    if (!isRecord(e) || typeof e.type !== 'number') continue;
    events.push({
      type: e.type,
      data: isRecord(e.data) ? e.data : e.type === 2 && isRecord(e.node) ? { node: e.node } : {},
      timestamp: typeof e.timestamp === 'number' ? e.timestamp : 0,
    });
  }
  return { step: typeof data.step === 'number' ? data.step : null, events };
}

/**
 * Follows the checkboxes of the mirrored page: the state each was last seen in (across entries, as the
 * mirror is), and what changed since, a box that left the page included.
 */
function checkboxTracker(mirror: Mirror) {
  const last = new Map<number, { checked: boolean; label: string }>();
  const gone = (at: number, keep: ReadonlySet<number>): CheckboxState[] => {
    const out: CheckboxState[] = [];
    for (const [node, { label }] of last) {
      if (keep.has(node)) continue;
      last.delete(node);
      out.push({ node, label, checked: false, at, by: 'gone' });
    }
    return out;
  };
  return {
    /** A new page (full snapshot) replaces the old one: its boxes are gone. */
    reset: (at: number) => gone(at, new Set()),
    /** The boxes whose state the page shows now differently from before (new and removed boxes included). */
    observe(at: number): CheckboxState[] {
      const out: CheckboxState[] = [];
      const present = new Set<number>();
      for (const { id, checked } of mirror.checkboxes()) {
        present.add(id);
        if (last.get(id)?.checked === checked) continue;
        const label = mirror.labelOf(id);
        last.set(id, { checked, label });
        out.push({ node: id, label, checked, at, by: 'screen' });
      }
      return [...out, ...gone(at, present)];
    },
    /** The borrower ticked or cleared a box (rrweb input event); null when the box is not on the page. */
    input(id: number, checked: boolean, at: number): CheckboxState | null {
      if (!mirror.nodes.has(id)) return null;
      mirror.setChecked(id, checked);
      const label = mirror.labelOf(id);
      last.set(id, { checked, label });
      return { node: id, label, checked, at, by: 'input' };
    },
  };
}

/**
 * Replays the rrweb stream of a journey's `screen` entries (in order; the mirror carries over from one entry
 * to the next, as the recorder splits one stream by step) and returns what each entry showed.
 */
export function extractScreens(
  entries: readonly { seq: number; kind: JourneyEntry['kind']; data: unknown }[],
): ScreenView[] {
  const mirror = new Mirror();
  const boxes = checkboxTracker(mirror);
  const views: ScreenView[] = [];
  let href: string | null = null;
  for (const entry of entries) {
    if (entry.kind !== 'screen') continue;
    const parsed = rrwebEventsOf(entry.data);
    if (!parsed) continue;
    const seen = new Map<string, SeenLine>();
    const claims = new Map<string, ScreenClaim>();
    const titles: { title: string; at: number }[] = [];
    const checked: { label: string; at: number }[] = [];
    const checkboxes: CheckboxState[] = [];
    let from: number | null = null;
    let to: number | null = null;
    const observe = (at: number) => {
      for (const line of mirror.lines()) {
        const key = `${line.claim ?? ''}|${line.text}`;
        if (!seen.has(key)) seen.set(key, { ...line, at });
      }
      for (const c of mirror.claims()) {
        const key = `${c.claim}|${c.value ?? ''}|${c.text}`;
        if (!claims.has(key)) claims.set(key, { ...c, at });
      }
      const title = mirror.title();
      if (title && titles.at(-1)?.title !== title) titles.push({ title, at });
      checkboxes.push(...boxes.observe(at));
    };
    // Lines already on screen when the entry starts were seen in it too.
    if (mirror.root !== null) observe(parsed.events[0]?.timestamp ?? 0);
    for (const event of parsed.events) {
      from = from === null ? event.timestamp : Math.min(from, event.timestamp);
      to = to === null ? event.timestamp : Math.max(to, event.timestamp);
      if (event.type === 4 && typeof event.data.href === 'string') href = event.data.href;
      if (event.type === 2 && isRecord(event.data.node)) {
        mirror.reset();
        checkboxes.push(...boxes.reset(event.timestamp));
        mirror.add(event.data.node, null);
        observe(event.timestamp);
      } else if (event.type === 3 && event.data.source === 0) {
        mirror.mutate(event.data);
        observe(event.timestamp);
      } else if (event.type === 3 && event.data.source === 5 && typeof event.data.isChecked === 'boolean') {
        const id = typeof event.data.id === 'number' ? event.data.id : -1;
        const state = boxes.input(id, event.data.isChecked, event.timestamp);
        if (state) checkboxes.push(state);
        if (state?.checked) checked.push({ label: state.label, at: state.at });
      }
    }
    views.push({
      seq: entry.seq,
      step: parsed.step,
      title: mirror.title(),
      titles,
      href,
      lines: [...seen.values()],
      finalLines: mirror.lines().map((l) => l.text),
      claims: [...claims.values()],
      checked,
      checkboxes,
      from,
      to,
    });
  }
  return views;
}
