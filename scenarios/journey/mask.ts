/**
 * Masking of personal data in journey entries, at record time. Two passes: by key name (any depth; once
 * under a personal key, every leaf below it is masked the same way), then a pattern pass over every other
 * string (and object key) for values that look like a CURP, RFC, phone, NSS, card/CLABE number, e-mail or
 * image. Masked values keep a shape hint (`55******78`, `BOXW**************`) so a reviewer can tell
 * fields apart. Masking is idempotent: masking a masked value changes nothing (replay relies on it).
 */

/** A value as JSON can hold it. */
import {
  categoryOfKey,
  isIdentifierKey,
  keepEdges,
  maskAs,
  maskText,
  type JsonValue,
  type PersonalCategory,
} from '#contracts/personal-data';

export { categoryOfKey, keepEdges, maskAs, maskText, type JsonValue, type PersonalCategory };

interface WalkContext {
  masking: boolean;
  category: PersonalCategory | null;
  /** Under an identifier key: no pattern pass on strings. */
  identifier: boolean;
  /** The object's keys are identifiers (a `byId` map): no pattern pass on them. */
  keysAreIds: boolean;
  /**
   * The object is the attribute map of an rrweb node (a recorded screen): its keys are HTML attributes,
   * not field names. Holds the personal category of the element's value (from its name, autocomplete or
   * id attribute), or null.
   */
  attributes?: { valueCategory: PersonalCategory | null };
}

const CLEAN: WalkContext = { masking: false, category: null, identifier: false, keysAreIds: false };
const MASK: WalkContext = { masking: true, category: null, identifier: false, keysAreIds: false };

/**
 * HTML attributes that name or shape an element, never hold personal data by their name: `name="bank"`
 * must stay as it is (a masked name breaks the screen's replay and hides what the field was). Their values
 * still get the pattern pass.
 */
const STRUCTURAL_ATTRIBUTES = new Set([
  'name',
  'id',
  'class',
  'type',
  'autocomplete',
  'for',
  'role',
  'inputmode',
  'rel',
  'lang',
  'dir',
  'tabindex',
  'href',
  'src',
  'style',
]);
/** Attributes holding what was typed or chosen: masked by the element's own category when it has one. */
const VALUE_ATTRIBUTES = new Set(['value', 'checked', 'selected']);

/** True for an rrweb serialized element (`tagName`) or attribute mutation (numeric `id`): its `attributes` are HTML. */
function isRrwebNode(source: Record<string, unknown>): boolean {
  return typeof source.tagName === 'string' || typeof source.id === 'number';
}

/** True for an rrweb serialized doctype (`<!DOCTYPE html>`): its `name` is the document type, not a person's. */
function isRrwebDoctype(value: object): boolean {
  const node = value as { type?: unknown; publicId?: unknown; systemId?: unknown };
  return node.type === 1 && typeof node.publicId === 'string' && typeof node.systemId === 'string';
}

/** The context of an object's own members: an rrweb doctype's are read like HTML attributes. */
function memberContext(ctx: WalkContext, value: object): WalkContext {
  return ctx.masking && ctx.category === null && isRrwebDoctype(value)
    ? { ...ctx, attributes: { valueCategory: null } }
    : ctx;
}

/** The context of an rrweb node's attribute map (masking only). */
function attributesContext(ctx: WalkContext, attributes: unknown): WalkContext {
  if (!ctx.masking || typeof attributes !== 'object' || attributes === null || Array.isArray(attributes))
    return ctx;
  const attrs = attributes as Record<string, unknown>;
  let valueCategory: PersonalCategory | null = null;
  for (const key of ['name', 'autocomplete', 'id']) {
    const named = attrs[key];
    if (typeof named === 'string' && named) valueCategory ??= categoryOfKey(named);
  }
  return { ...ctx, attributes: { valueCategory } };
}

/** A primitive as JSON holds it (masked when the context says); `undefined` for objects and arrays. */
function primitive(value: unknown, ctx: WalkContext): JsonValue | undefined {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
      if (!ctx.masking) return value;
      if (ctx.category !== null) return maskAs(ctx.category, value);
      return ctx.identifier ? value : maskText(value);
    case 'number':
      if (!Number.isFinite(value)) return null;
      // Sizes and counts of images are not personal; other numbers under personal keys (a mobile sent as a number) are.
      if (ctx.masking && ctx.category !== null && ctx.category !== 'image') {
        const masked = maskAs(ctx.category, String(value));
        return masked === String(value) ? value : masked;
      }
      return value;
    case 'boolean':
      return value;
    case 'bigint':
      throw new TypeError('A journey entry cannot hold a BigInt');
    case 'object':
      return undefined;
    default:
      // undefined, functions and symbols: JSON.stringify drops them in objects and writes null in arrays.
      return null;
  }
}

function isDropped(member: unknown): boolean {
  return member === undefined || typeof member === 'function' || typeof member === 'symbol';
}

/** The output key of a member and the context of its value. */
function plan(ctx: WalkContext, key: string, taken: (k: string) => boolean): [string, WalkContext] {
  let category = ctx.category;
  let identifier = ctx.identifier;
  let keysAreIds = false;
  if (ctx.masking && ctx.category === null && ctx.attributes) {
    // An HTML attribute: structural ones keep their value but for the pattern pass, values take the element's category.
    const attribute = key.toLowerCase();
    category = VALUE_ATTRIBUTES.has(attribute)
      ? ctx.attributes.valueCategory
      : STRUCTURAL_ATTRIBUTES.has(attribute)
        ? null
        : categoryOfKey(key);
    identifier = false;
  } else if (ctx.masking && ctx.category === null) {
    category = categoryOfKey(key);
    identifier = category === null && isIdentifierKey(key);
    keysAreIds = identifier;
  }
  let outKey = key;
  // A phone number or e-mail used as a map key (`byMobile`) is as personal as one used as a value.
  if (ctx.masking && !ctx.keysAreIds && !ctx.identifier) {
    const masked = maskText(key);
    outKey = masked;
    // Two keys masked alike must not overwrite each other.
    for (let n = 2; outKey !== key && taken(outKey); n += 1) outKey = `${masked}~${n}`;
  }
  return [outKey, { masking: ctx.masking, category, identifier, keysAreIds }];
}

/** The context for an object's members: a `verifyCode: { mobile, purpose, sentAt }` record is not itself a secret. */
function objectContext(ctx: WalkContext): WalkContext {
  return ctx.category === 'secret' ? { ...ctx, category: null } : ctx;
}

function walk(value: unknown, outer: WalkContext): JsonValue {
  const leaf = primitive(value, outer);
  if (leaf !== undefined) return leaf;
  const ctx = objectContext(outer);
  const withJson = value as { toJSON?: () => unknown };
  if (typeof withJson.toJSON === 'function') return walk(withJson.toJSON(), ctx);
  if (Array.isArray(value)) {
    const out: JsonValue[] = new Array<JsonValue>(value.length);
    for (let i = 0; i < value.length; i += 1) out[i] = walk(value[i], ctx);
    return out;
  }
  const out: { [key: string]: JsonValue } = {};
  const source = value as Record<string, unknown>;
  const taken = (k: string) => Object.prototype.hasOwnProperty.call(out, k);
  const members = memberContext(ctx, source);
  for (const key of Object.keys(source)) {
    const child = source[key];
    if (isDropped(child)) continue;
    const [outKey, planned] = plan(members, key, taken);
    const childCtx =
      key === 'attributes' && isRrwebNode(source) ? attributesContext(planned, child) : planned;
    const member = walk(child, childCtx);
    // Plain assignment of "__proto__" would set the prototype instead of a member.
    if (outKey === '__proto__')
      Object.defineProperty(out, outKey, {
        value: member,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else out[outKey] = member;
  }
  return out;
}

/** A JSON-clean copy of `value`, as JSON.stringify would see it (undefined dropped, NaN as null, toJSON applied). */
export function toJsonValue(value: unknown): JsonValue {
  return walk(value, CLEAN);
}

/** A JSON-clean copy of `value` with every personal field masked (by key name, then by pattern). */
export function maskValue(value: unknown): JsonValue {
  return walk(value, MASK);
}

// Canonical text of frozen subtrees, by walk context: immer states share unchanged subtrees between
// steps, so hashing the state at each checkpoint only walks what changed.
const canonCache = new Map<string, WeakMap<object, string>>();

function cacheFor(ctx: WalkContext): WeakMap<object, string> {
  const attributes = ctx.attributes ? `a${ctx.attributes.valueCategory ?? '-'}` : '';
  const key = `${ctx.masking ? 1 : 0}${ctx.category ?? '-'}${ctx.identifier ? 1 : 0}${ctx.keysAreIds ? 1 : 0}${attributes}`;
  let cache = canonCache.get(key);
  if (!cache) {
    cache = new WeakMap();
    canonCache.set(key, cache);
  }
  return cache;
}

const byKey = (a: [string, string], b: [string, string]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

// Set while walking when some object in the current subtree is not frozen (so its text may not be cached:
// Object.freeze is shallow, and only a wholly frozen subtree cannot change).
let sawMutable = false;

function canonWalk(value: unknown, outer: WalkContext): string {
  const leaf = primitive(value, outer);
  if (leaf !== undefined) return JSON.stringify(leaf);
  const ctx = objectContext(outer);
  const object = value as object;
  const frozen = Object.isFrozen(object);
  const cache = frozen ? cacheFor(ctx) : undefined;
  const cached = cache?.get(object);
  if (cached !== undefined) return cached;
  const outerSawMutable = sawMutable;
  sawMutable = !frozen;
  let out: string;
  const withJson = value as { toJSON?: () => unknown };
  if (typeof withJson.toJSON === 'function') {
    // toJSON may answer differently later (a Date is not frozen anyway): never cached.
    sawMutable = true;
    out = canonWalk(withJson.toJSON(), ctx);
  } else if (Array.isArray(value)) {
    out = '[';
    for (let i = 0; i < value.length; i += 1) out += (i > 0 ? ',' : '') + canonWalk(value[i], ctx);
    out += ']';
  } else {
    const source = value as Record<string, unknown>;
    const members: Array<[string, string]> = [];
    const seen = new Set<string>();
    const memberCtx = memberContext(ctx, source);
    for (const key of Object.keys(source)) {
      const child = source[key];
      if (isDropped(child)) continue;
      const [outKey, planned] = plan(memberCtx, key, (k) => seen.has(k));
      const childCtx =
        key === 'attributes' && isRrwebNode(source) ? attributesContext(planned, child) : planned;
      seen.add(outKey);
      members.push([outKey, canonWalk(child, childCtx)]);
    }
    members.sort(byKey);
    out = '{';
    for (let i = 0; i < members.length; i += 1)
      out += `${i > 0 ? ',' : ''}${JSON.stringify(members[i]![0])}:${members[i]![1]}`;
    out += '}';
  }
  if (cache && !sawMutable) cache.set(object, out);
  sawMutable = outerSawMutable || sawMutable;
  return out;
}

/**
 * Canonical JSON (keys sorted by UTF-16 code units at every level, no whitespace, JSON.stringify's
 * numbers and strings) of `value`, masked first when asked: the same text as canon(maskValue(value)),
 * without building the masked copy.
 */
export function canonJson(value: unknown, masked: boolean): string {
  return canonWalk(value, masked ? MASK : CLEAN);
}

/** The categories of personal value that can appear on a screen (masked wherever they show). */
export const SCREEN_CATEGORIES = new Set<PersonalCategory>([
  'name',
  'phone',
  'nationalId',
  'rfc',
  'nss',
  'card',
  'account',
  'address',
  'email',
  'birthday',
]);

/**
 * Collects the personal values of a state-like object (by key category, recursively) into `out`, each with
 * its masked form: what a screen masker replaces wherever it appears (rrweb text and inputs).
 */
export function collectScreenPersonal(
  value: unknown,
  out: Map<string, string>,
  category: PersonalCategory | null = null,
  depth = 0,
): void {
  if (depth > 12 || value === null || value === undefined) return;
  if (typeof value === 'string') {
    const text = value.trim();
    if (category && text.length >= 4) out.set(text, maskAs(category, text));
    return;
  }
  if (typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collectScreenPersonal(item, out, category, depth + 1);
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    const own = category ?? categoryOfKey(key);
    collectScreenPersonal(child, out, own && SCREEN_CATEGORIES.has(own) ? own : null, depth + 1);
  }
}
