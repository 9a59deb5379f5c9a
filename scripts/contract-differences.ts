/**
 * Where an answer differs from its contract (src/api/contracts), field by field, for `npm run contract:probe`.
 * The contracts are the only schemas: nothing here describes a field. What it adds is reading them strictly:
 * the app's client is tolerant of a field it does not know (decision 0029), the probe reports it, whether or not
 * the object schema is `.strict()`, and also beside a field that fails (a renamed field is both a missing field
 * and an unknown one).
 */
import type * as z from 'zod/mini';

/** One difference: the field's path in the body (`data.items.0.status`), what the contract wants, what came. */
export interface Difference {
  path: string;
  kind: 'missing' | 'unknown' | 'wrong';
  expected: string;
  got: string;
}

type Path = ReadonlyArray<PropertyKey>;

// The parts of a zod schema's definition this walk reads (zod 4's `_zod.def`; zod/mini and zod share it).
interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  catchall?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  in?: z.ZodMiniType;
  left?: z.ZodMiniType;
  right?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
  items?: z.ZodMiniType[];
  rest?: z.ZodMiniType | null;
  getter?: () => z.ZodMiniType;
}

const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The paths of the fields in `value` that `schema` does not name, at any depth: an object schema's unknown keys
 * (unless it has a catch-all), inside arrays, optional, nullable and piped values. In a union, the option that
 * knows the most of the value decides.
 */
export function unknownFieldPaths(schema: z.ZodMiniType, value: unknown, path: Path = []): PropertyKey[][] {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return def.innerType ? unknownFieldPaths(def.innerType, value, path) : [];
  switch (def.type) {
    case 'object': {
      if (!isPlainObject(value)) return [];
      const shape = def.shape ?? {};
      const catchall = def.catchall && defOf(def.catchall).type !== 'never' ? def.catchall : undefined;
      return Object.entries(value).flatMap(([key, field]) => {
        if (field === undefined) return [];
        const known = Object.hasOwn(shape, key) ? shape[key] : catchall;
        return known ? unknownFieldPaths(known, field, [...path, key]) : [[...path, key]];
      });
    }
    case 'array':
      return Array.isArray(value) && def.element
        ? value.flatMap((item, i) => unknownFieldPaths(def.element!, item, [...path, i]))
        : [];
    case 'tuple':
      return Array.isArray(value)
        ? value.flatMap((item, i) => {
            const itemSchema = def.items?.[i] ?? def.rest ?? undefined;
            return itemSchema ? unknownFieldPaths(itemSchema, item, [...path, i]) : [];
          })
        : [];
    case 'record':
      return isPlainObject(value) && def.valueType
        ? Object.entries(value).flatMap(([key, field]) =>
            unknownFieldPaths(def.valueType!, field, [...path, key]),
          )
        : [];
    case 'union': {
      const options = def.options ?? [];
      const fitting = options.filter((option) => option.safeParse(value).success);
      const results = (fitting.length > 0 ? fitting : options).map((option) =>
        unknownFieldPaths(option, value, path),
      );
      return (
        results.reduce<PropertyKey[][] | undefined>(
          (best, result) => (best === undefined || result.length < best.length ? result : best),
          undefined,
        ) ?? []
      );
    }
    case 'intersection': {
      // A field is unknown only when neither side names it.
      const right = new Set(
        (def.right ? unknownFieldPaths(def.right, value, path) : []).map((p) => p.join('.')),
      );
      return (def.left ? unknownFieldPaths(def.left, value, path) : []).filter((p) => right.has(p.join('.')));
    }
    case 'pipe':
      return def.in ? unknownFieldPaths(def.in, value, path) : [];
    case 'lazy':
      return def.getter ? unknownFieldPaths(def.getter(), value, path) : [];
    default:
      return [];
  }
}

/** The value at `path` in `root`, or undefined. */
function valueAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** A value as a difference shows it: its JSON type and a short JSON of it. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing (the field is absent)';
  const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  if (type === 'null') return 'null';
  let json = JSON.stringify(value) ?? type;
  if (json.length > 60) json = `${json.slice(0, 57)}...`;
  return `${type} ${json}`;
}

function expectedOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return issue.message;
  }
}

const joinPath = (path: Path) => path.map(String).join('.');

/**
 * The differences between `value` and `schema`, with paths under `prefix` (e.g. `['data']`): each failed check
 * of the schema, and each field the schema does not name. Empty when the value is what the contract says.
 */
export function differencesFrom(schema: z.ZodMiniType, value: unknown, prefix: Path = []): Difference[] {
  const differences: Difference[] = [];
  const seen = new Set<string>();
  const add = (difference: Difference) => {
    const key = `${difference.kind} ${difference.path}`;
    if (seen.has(key)) return;
    seen.add(key);
    differences.push(difference);
  };
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        // A `.strict()` object names its unknown keys itself; they are reported below, with their values.
        continue;
      }
      const got = valueAt(value, issue.path);
      add({
        path: joinPath([...prefix, ...issue.path]) || '(the body)',
        kind: got === undefined ? 'missing' : 'wrong',
        expected: expectedOf(issue),
        got: describeValue(got),
      });
    }
  }
  for (const path of unknownFieldPaths(schema, value)) {
    add({
      path: joinPath([...prefix, ...path]),
      kind: 'unknown',
      expected: 'no such field (the contract does not name it)',
      got: describeValue(valueAt(value, path)),
    });
  }
  return differences;
}
