import { isRecord } from '../journey/format';

/**
 * A small mirror of a page's DOM, fed with rrweb's full snapshots and mutations as rrweb's replayer
 * applies them, that reads what the borrower saw: lines of text block by block, links, the `data-claim`
 * marks, the nav bar's title and the labels of checkboxes.
 */

interface MirrorNode {
  id: number;
  type: number;
  tagName: string;
  attributes: Record<string, string>;
  text: string;
  children: number[];
  parent: number | null;
}

/** A node as rrweb serializes it. */
export interface SerializedNode {
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

function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A DOM mirror fed with rrweb events. */
export class Mirror {
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

  /** The checkboxes on the page (hidden ones left out), with whether each is ticked. */
  checkboxes(): { id: number; checked: boolean }[] {
    const out: { id: number; checked: boolean }[] = [];
    for (const node of this.nodes.values()) {
      if (node.tagName !== 'input' || (node.attributes.type ?? '').toLowerCase() !== 'checkbox') continue;
      if (this.hiddenUp(node)) continue;
      const checked = node.attributes.checked;
      out.push({ id: node.id, checked: checked !== undefined && checked !== 'false' });
    }
    return out;
  }

  /** Ticks or clears a checkbox as the borrower did (rrweb input events change the property, not the markup). */
  setChecked(id: number, checked: boolean): void {
    const node = this.nodes.get(id);
    if (!node) return;
    if (checked) node.attributes.checked = '';
    else delete node.attributes.checked;
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
