/**
 * A console call as one line of text, its objects written out as JSON (the no-secret-in-console invariant
 * reads these). Playwright's own console text shows a nested object as `Object`, so a token one level down
 * (`{ result: { token } }`) would never be seen; remote debugging and a console hook see all of it.
 *
 * The same function twice: `formatConsoleArgs` for the simulator's frame (TypeScript), and
 * `CONSOLE_FORMAT_SOURCE` for the headless page observer's init script (plain JavaScript: a serialised
 * TypeScript function would carry the transpiler's helpers). A test keeps the two equal.
 */

/** Longest line kept: a line is checked, not archived. */
export const CONSOLE_LINE_LIMIT = 4000;
/** How deep objects are written. */
const DEPTH = 6;
/** How many items or keys of one object are written. */
const WIDTH = 60;

function describe(value: unknown, depth: number, seen: unknown[]): string {
  if (value === null) return 'null';
  const type = typeof value;
  if (type === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value === undefined) return 'undefined';
  if (type === 'function') return '[function]';
  if (typeof value === 'symbol') return value.toString();
  if (seen.indexOf(value) >= 0) return '[circular]';
  if (depth > DEPTH) return '[deep]';
  const record = value as Record<string, unknown>;
  if (typeof record.nodeType === 'number' && typeof record.nodeName === 'string')
    return `[${record.nodeName}]`;
  seen.push(value);
  let out: string;
  try {
    if (Array.isArray(value)) {
      out = `[${value
        .slice(0, WIDTH)
        .map((item) => describe(item, depth + 1, seen))
        .join(',')}]`;
    } else {
      const parts: string[] = [];
      if (Object.prototype.toString.call(value) === '[object Error]')
        parts.push(`"error":${JSON.stringify(`${String(record.name)}: ${String(record.message)}`)}`);
      for (const key of Object.keys(value).slice(0, WIDTH)) {
        let member: unknown;
        try {
          member = record[key];
        } catch {
          member = '[unreadable]';
        }
        parts.push(`${JSON.stringify(key)}:${describe(member, depth + 1, seen)}`);
      }
      out = `{${parts.join(',')}}`;
    }
  } finally {
    seen.pop();
  }
  return out;
}

/** `warn [bridge] dropped a reply {"id":"w5",...}`: the level, then each argument (strings as they are). */
export function formatConsoleArgs(level: string, args: readonly unknown[]): string {
  const text = args.map((arg) => (typeof arg === 'string' ? arg : describe(arg, 0, []))).join(' ');
  return `${level} ${text}`.slice(0, CONSOLE_LINE_LIMIT);
}

/** `formatConsoleArgs` as a JavaScript function expression, for a page's init script. */
export const CONSOLE_FORMAT_SOURCE = `(function () {
  function describe(value, depth, seen) {
    if (value === null) return 'null';
    var type = typeof value;
    if (type === 'string') return JSON.stringify(value);
    if (type === 'number' || type === 'boolean' || type === 'undefined' || type === 'bigint') return String(value);
    if (type === 'function') return '[function]';
    if (type === 'symbol') return String(value);
    if (seen.indexOf(value) >= 0) return '[circular]';
    if (depth > ${DEPTH}) return '[deep]';
    if (typeof value.nodeType === 'number' && typeof value.nodeName === 'string') return '[' + value.nodeName + ']';
    seen.push(value);
    var out;
    try {
      if (Array.isArray(value)) {
        out = '[' + value.slice(0, ${WIDTH}).map(function (item) { return describe(item, depth + 1, seen); }).join(',') + ']';
      } else {
        var parts = [];
        if (Object.prototype.toString.call(value) === '[object Error]')
          parts.push('"error":' + JSON.stringify(String(value.name) + ': ' + String(value.message)));
        var keys = Object.keys(value).slice(0, ${WIDTH});
        for (var i = 0; i < keys.length; i += 1) {
          var member;
          try {
            member = value[keys[i]];
          } catch (e) {
            member = '[unreadable]';
          }
          parts.push(JSON.stringify(keys[i]) + ':' + describe(member, depth + 1, seen));
        }
        out = '{' + parts.join(',') + '}';
      }
    } finally {
      seen.pop();
    }
    return out;
  }
  return function formatConsoleArgs(level, args) {
    var text = Array.prototype.map.call(args, function (arg) { return typeof arg === 'string' ? arg : describe(arg, 0, []); }).join(' ');
    return (level + ' ' + text).slice(0, ${CONSOLE_LINE_LIMIT});
  };
})()`;

/** The console methods whose lines are kept. */
export const CONSOLE_LEVELS = ['log', 'info', 'warn', 'error', 'debug'] as const;
