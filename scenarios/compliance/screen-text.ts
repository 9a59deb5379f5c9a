import type { JourneyEntry } from '../journey/format';

/**
 * The visible text of a journey's screens. `screen` entries hold rrweb events (`{ type: 'rrweb', step,
 * events }`, scenarios/runner/journey-sink.ts): one stream per page load, a full snapshot (type 2) first and
 * then incremental mutations (type 3, source 0) split over the entries of later steps. A small mirror of the
 * DOM replays the stream and reports, per screen entry, the lines of text shown (block by block), the
 * `data-claim` elements the app marks for review tools, and checkboxes the borrower ticked.
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
  /** rrweb time range of the entry's events (null without events). */
  from: number | null;
  to: number | null;
}

interface MirrorNode {
  id: number;
  type: number;
  tagName: string;
  attributes: Record<string, string>;
  text: string;
  children: number[];
  parent: number | null;
}

interface SerializedNode {
  id?: unknown;
  type?: unknown;
  tagName?: unknown;
  attributes?: unknown;
  textContent?: unknown;
  childNodes?: unknown;
}

const HIDDEN_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'meta',
  'link',
  'title',
  'svg',
]);
const BLOCK_TAGS = new Set([
  'p',
  'li',
  'dd',
  'dt',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'td',
  'th',
  'button',
  'label',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'nav',
  'summary',
  'details',
  'figcaption',
  'blockquote',
  'legend',
  'option',
  'body',
  'dl',
  'ul',
  'ol',
  'table',
  'thead',
  'tbody',
  'tr',
  'form',
  'fieldset',
  'aside',
  'dialog',
]);

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A DOM mirror fed with rrweb events. */
class Mirror {
  nodes = new Map<number, MirrorNode>();
  root: number | null = null;

  reset() {
    this.nodes.clear();
    this.root = null;
  }

  /** Adds a serialized node (and its children) under a parent, before `nextId` when given. */
  add(node: SerializedNode, parent: number | null, nextId: number | null = null): void {
    if (typeof node.id !== 'number') return;
    const id = node.id;
    const old = this.nodes.get(id);
    if (old) this.remove(id);
    const attributes: Record<string, string> = {};
    if (isRecord(node.attributes)) {
      for (const [key, value] of Object.entries(node.attributes)) {
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
          attributes[key] = String(value);
      }
    }
    const mirrorNode: MirrorNode = {
      id,
      type: typeof node.type === 'number' ? node.type : -1,
      tagName: typeof node.tagName === 'string' ? node.tagName.toLowerCase() : '',
      attributes,
      text: typeof node.textContent === 'string' ? node.textContent : '',
      children: [],
      parent,
    };
    this.nodes.set(id, mirrorNode);
    if (parent === null) this.root = id;
    else {
      const p = this.nodes.get(parent);
      if (p) {
        const at = nextId === null ? -1 : p.children.indexOf(nextId);
        if (at >= 0) p.children.splice(at, 0, id);
        else p.children.push(id);
      }
    }
    if (Array.isArray(node.childNodes)) {
      for (const child of node.childNodes) if (isRecord(child)) this.add(child, id);
    }
  }

  remove(id: number): void {
    const node = this.nodes.get(id);
    if (!node) return;
    if (node.parent !== null) {
      const p = this.nodes.get(node.parent);
      if (p) p.children = p.children.filter((c) => c !== id);
    }
    const drop = (n: MirrorNode) => {
      this.nodes.delete(n.id);
      for (const c of n.children) {
        const child = this.nodes.get(c);
        if (child) drop(child);
      }
    };
    drop(node);
    if (this.root === id) this.root = null;
  }

  /** Applies one mutation (rrweb incremental source 0) the way rrweb's replayer orders it. */
  mutate(data: Record<string, unknown>): void {
    const list = (key: string) => (Array.isArray(data[key]) ? (data[key] as unknown[]).filter(isRecord) : []);
    for (const r of list('removes')) if (typeof r.id === 'number') this.remove(r.id);
    // Adds may name a sibling (nextId) or a parent added later in the same batch: retry until none moves.
    let pending = list('adds');
    while (pending.length > 0) {
      const waiting: Record<string, unknown>[] = [];
      for (const a of pending) {
        const parentId = typeof a.parentId === 'number' ? a.parentId : null;
        const nextId = typeof a.nextId === 'number' ? a.nextId : null;
        if (parentId === null || !this.nodes.has(parentId) || (nextId !== null && !this.nodes.has(nextId))) {
          waiting.push(a);
          continue;
        }
        if (isRecord(a.node)) this.add(a.node, parentId, nextId);
      }
      if (waiting.length === pending.length) {
        // What still waits has a sibling that never came: append where the parent exists.
        for (const a of waiting) {
          const parentId = typeof a.parentId === 'number' ? a.parentId : null;
          if (parentId !== null && this.nodes.has(parentId) && isRecord(a.node)) this.add(a.node, parentId);
        }
        break;
      }
      pending = waiting;
    }
    for (const t of list('texts')) {
      const node = typeof t.id === 'number' ? this.nodes.get(t.id) : undefined;
      if (node) node.text = typeof t.value === 'string' ? t.value : '';
    }
    for (const a of list('attributes')) {
      const node = typeof a.id === 'number' ? this.nodes.get(a.id) : undefined;
      if (!node || !isRecord(a.attributes)) continue;
      for (const [key, value] of Object.entries(a.attributes)) {
        if (value === null || value === undefined) delete node.attributes[key];
        else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
          node.attributes[key] = String(value);
      }
    }
  }

  hidden(node: MirrorNode): boolean {
    return (
      (node.type === 2 && HIDDEN_TAGS.has(node.tagName)) ||
      'hidden' in node.attributes ||
      node.attributes['aria-hidden'] === 'true'
    );
  }

  /** The visible text under a node; `own` leaves out nested blocks (they are lines of their own). */
  textOf(id: number, own = false): string {
    const node = this.nodes.get(id);
    if (!node || this.hidden(node)) return '';
    if (node.type === 3) return node.text;
    let out = '';
    for (const c of node.children) {
      const child = this.nodes.get(c);
      if (!child) continue;
      const block = child.type === 2 && (BLOCK_TAGS.has(child.tagName) || this.containsBlock(c));
      if (own && block) {
        out += ' ';
        continue;
      }
      const text = this.textOf(c, own);
      out += block ? ` ${text} ` : text;
    }
    return out;
  }

  /** The visible lines: the text of each block holding text directly, with link and claim marks. */
  lines(): { text: string; link: boolean; claim: string | null }[] {
    const out: { text: string; link: boolean; claim: string | null }[] = [];
    if (this.root === null) return out;
    const visit = (id: number, link: boolean, claim: string | null) => {
      const node = this.nodes.get(id);
      if (!node || this.hidden(node)) return;
      const isLink = link || node.tagName === 'a';
      const nodeClaim = node.attributes['data-claim'] ?? claim;
      const isBlock = node.type === 2 && BLOCK_TAGS.has(node.tagName);
      const hasDirectText =
        isBlock &&
        node.children.some((c) => {
          const child = this.nodes.get(c);
          return (
            !!child &&
            ((child.type === 3 && normalize(child.text) !== '') ||
              (child.type === 2 &&
                !BLOCK_TAGS.has(child.tagName) &&
                !this.containsBlock(c) &&
                normalize(this.textOf(c)) !== ''))
          );
        });
      if (hasDirectText) {
        const text = normalize(this.textOf(id, true));
        if (text) out.push({ text, link: isLink || this.hasLink(id), claim: nodeClaim });
        // Blocks nested inside are lines of their own.
        for (const c of node.children) {
          const child = this.nodes.get(c);
          if (child?.type === 2 && (BLOCK_TAGS.has(child.tagName) || this.containsBlock(c)))
            visit(c, isLink, nodeClaim);
        }
        return;
      }
      for (const c of node.children) visit(c, isLink, nodeClaim);
    };
    visit(this.root, false, null);
    return out;
  }

  containsBlock(id: number): boolean {
    const node = this.nodes.get(id);
    if (!node) return false;
    return node.children.some((c) => {
      const child = this.nodes.get(c);
      return !!child && child.type === 2 && (BLOCK_TAGS.has(child.tagName) || this.containsBlock(c));
    });
  }

  hasLink(id: number): boolean {
    const node = this.nodes.get(id);
    if (!node) return false;
    if (node.tagName === 'a') return true;
    return node.children.some((c) => this.hasLink(c));
  }

  claims(): { claim: string; value: string | null; text: string }[] {
    const out: { claim: string; value: string | null; text: string }[] = [];
    for (const node of this.nodes.values()) {
      const claim = node.attributes['data-claim'];
      if (claim === undefined || this.hiddenUp(node)) continue;
      out.push({
        claim,
        value: node.attributes['data-value'] ?? null,
        text: normalize(this.textOf(node.id)),
      });
    }
    return out;
  }

  hiddenUp(node: MirrorNode): boolean {
    let current: MirrorNode | undefined = node;
    while (current) {
      if (this.hidden(current)) return true;
      current = current.parent === null ? undefined : this.nodes.get(current.parent);
    }
    return false;
  }

  /** The nav bar's title, else the home screen's heading (`h1#home-title`). */
  title(): string | null {
    let home: string | null = null;
    for (const node of this.nodes.values()) {
      if (node.tagName !== 'h1' || this.hiddenUp(node)) continue;
      if ((node.attributes.class ?? '').split(/\s+/).includes('nav-bar__title')) {
        const text = normalize(this.textOf(node.id));
        if (text) return text;
      }
      if (node.attributes.id === 'home-title') home = normalize(this.textOf(node.id)) || null;
    }
    return home;
  }

  labelOf(id: number): string {
    let current = this.nodes.get(id);
    while (current) {
      if (current.tagName === 'label') return normalize(this.textOf(current.id));
      current = current.parent === null ? undefined : this.nodes.get(current.parent);
    }
    return this.nodes.get(id)?.attributes['aria-label'] ?? '';
  }
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
 * Replays the rrweb stream of a journey's `screen` entries (in order; the mirror carries over from one entry
 * to the next, as the recorder splits one stream by step) and returns what each entry showed.
 */
export function extractScreens(
  entries: readonly { seq: number; kind: JourneyEntry['kind']; data: unknown }[],
): ScreenView[] {
  const mirror = new Mirror();
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
    };
    // Lines already on screen when the entry starts were seen in it too.
    if (mirror.root !== null) observe(parsed.events[0]?.timestamp ?? 0);
    for (const event of parsed.events) {
      from = from === null ? event.timestamp : Math.min(from, event.timestamp);
      to = to === null ? event.timestamp : Math.max(to, event.timestamp);
      if (event.type === 4 && typeof event.data.href === 'string') href = event.data.href;
      if (event.type === 2 && isRecord(event.data.node)) {
        mirror.reset();
        mirror.add(event.data.node, null);
        observe(event.timestamp);
      } else if (event.type === 3 && event.data.source === 0) {
        mirror.mutate(event.data);
        observe(event.timestamp);
      } else if (event.type === 3 && event.data.source === 5 && event.data.isChecked === true) {
        const id = typeof event.data.id === 'number' ? event.data.id : -1;
        const node = mirror.nodes.get(id);
        if (node) {
          node.attributes.checked = '';
          checked.push({ label: mirror.labelOf(id), at: event.timestamp });
        }
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
      from,
      to,
    });
  }
  return views;
}
