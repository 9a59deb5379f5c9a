/**
 * What a borrower can do on a screen, read from Playwright's accessibility snapshot
 * (`locator.ariaSnapshot()`, a YAML-like tree of roles and accessible names): every control by role and
 * name, whether it is disabled or checked, and the named container it sits in (a dialog, group, form...)
 * so a tap can say `within` when two controls share a name.
 */

/** One node of the snapshot. */
export interface AriaNode {
  role: string;
  /** Accessible name; a `/source/flags` string when the snapshot gave a pattern. */
  name: string;
  /** `[disabled]`, `[checked]`, `[level=1]`... */
  attributes: Record<string, string | true>;
  /** Inline text or value after the colon (`textbox "Mobile": "55"`, `paragraph: Hello`). */
  value?: string;
  children: AriaNode[];
}

/** Roles a borrower can act on. */
export const CONTROL_ROLES = [
  'button',
  'link',
  'textbox',
  'searchbox',
  'combobox',
  'spinbutton',
  'radio',
  'checkbox',
  'switch',
  'tab',
  'menuitem',
  'option',
] as const;
export type ControlRole = (typeof CONTROL_ROLES)[number];

/** Roles whose name a `within` can point at (scenarios/drivers/playwright/locate.ts `container`). */
export const CONTAINER_ROLES = ['dialog', 'alertdialog', 'group', 'radiogroup', 'region', 'article', 'form'];

/** A control as the explorer sees it. */
export interface Control {
  role: ControlRole;
  name: string;
  disabled: boolean;
  checked: boolean;
  /** The textbox's current value, when the snapshot shows one. */
  value?: string;
  /** Name of the nearest named container (dialog, group, form...), for `within`. */
  within?: string;
  /** The top dialog or alert dialog it is in, if any. */
  dialog?: string;
  /** 0-based position among controls of the same role and name (duplicates). */
  duplicate: number;
}

const KEY =
  /^([a-zA-Z]+)(?: ("(?:[^"\\]|\\.)*"|\/(?:[^/\\]|\\.)*\/[a-z]*))?((?: \[[^\]]*\])*)(?::(?: (.*))?)?$/;

function unquoteYamlSingle(text: string): { key: string; rest: string } | null {
  // 'key with '' quote': rest
  let i = 1;
  let key = '';
  while (i < text.length) {
    const c = text[i]!;
    if (c === "'") {
      if (text[i + 1] === "'") {
        key += "'";
        i += 2;
        continue;
      }
      return { key, rest: text.slice(i + 1) };
    }
    key += c;
    i += 1;
  }
  return null;
}

function parseValue(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const text = raw.trim();
  if (text === '') return undefined;
  if (text.startsWith('"')) {
    try {
      return JSON.parse(text) as string;
    } catch {
      return text;
    }
  }
  if (text.startsWith("'") && text.endsWith("'")) return text.slice(1, -1).replace(/''/g, "'");
  return text;
}

function parseLine(content: string): Omit<AriaNode, 'children'> | null {
  let key = content;
  let suffix = '';
  if (content.startsWith("'")) {
    const unquoted = unquoteYamlSingle(content);
    if (!unquoted) return null;
    key = unquoted.key;
    suffix = unquoted.rest;
  }
  const match = KEY.exec(suffix ? `${key}${suffix}` : key);
  if (!match) return null;
  const [, role, rawName, rawAttributes, rawValue] = match;
  let name = '';
  if (rawName?.startsWith('"')) {
    try {
      name = JSON.parse(rawName) as string;
    } catch {
      name = rawName.slice(1, -1);
    }
  } else if (rawName) name = rawName;
  const attributes: Record<string, string | true> = {};
  for (const [, attr] of (rawAttributes ?? '').matchAll(/\[([^\]]*)\]/g)) {
    const eq = attr!.indexOf('=');
    if (eq < 0) attributes[attr!] = true;
    else attributes[attr!.slice(0, eq)] = attr!.slice(eq + 1);
  }
  const value = parseValue(rawValue);
  return { role: role!, name, attributes, ...(value === undefined ? {} : { value }) };
}

/** Parses an aria snapshot into its tree (unknown lines, such as `/url:` properties, are skipped). */
export function parseAriaSnapshot(snapshot: string): AriaNode[] {
  const roots: AriaNode[] = [];
  const stack: Array<{ indent: number; node: AriaNode }> = [];
  for (const line of snapshot.split('\n')) {
    const m = /^(\s*)- (.*)$/.exec(line);
    if (!m) continue;
    const indent = m[1]!.length;
    const parsed = parseLine(m[2]!);
    while (stack.length > 0 && stack[stack.length - 1]!.indent >= indent) stack.pop();
    if (!parsed) continue;
    const node: AriaNode = { ...parsed, children: [] };
    const parent = stack[stack.length - 1];
    if (parent) parent.node.children.push(node);
    else roots.push(node);
    stack.push({ indent, node });
  }
  return roots;
}

/** Every control of a snapshot tree, in document order. */
export function controlsOf(roots: readonly AriaNode[]): Control[] {
  const out: Control[] = [];
  const seen = new Map<string, number>();
  const visit = (node: AriaNode, within: string | undefined, dialog: string | undefined) => {
    const isContainer = CONTAINER_ROLES.includes(node.role) && node.name !== '';
    const nextWithin = isContainer ? node.name : within;
    const nextDialog =
      (node.role === 'dialog' || node.role === 'alertdialog') && dialog === undefined
        ? node.name || node.role
        : dialog;
    if ((CONTROL_ROLES as readonly string[]).includes(node.role) && node.name !== '') {
      const key = `${node.role}\u0000${node.name}`;
      const duplicate = seen.get(key) ?? 0;
      seen.set(key, duplicate + 1);
      const checked = node.attributes.checked;
      out.push({
        role: node.role as ControlRole,
        name: node.name,
        disabled: node.attributes.disabled === true || node.attributes.disabled === 'true',
        checked: checked === true || checked === 'true',
        ...(node.value === undefined ? {} : { value: node.value }),
        ...(within === undefined ? {} : { within }),
        ...(dialog === undefined ? {} : { dialog }),
        duplicate,
      });
    }
    for (const child of node.children) visit(child, nextWithin, nextDialog);
  };
  for (const root of roots) visit(root, undefined, undefined);
  return out;
}

/** The dialogs open now (top-level dialog and alert dialog nodes, by name). */
export function openDialogs(roots: readonly AriaNode[]): string[] {
  const out: string[] = [];
  const visit = (node: AriaNode) => {
    if (node.role === 'dialog' || node.role === 'alertdialog') {
      out.push(node.name || node.role);
      return;
    }
    node.children.forEach(visit);
  };
  roots.forEach(visit);
  return out;
}

/** All text of a node and its descendants (names and inline values). */
export function nodeText(node: AriaNode): string {
  return [node.name, node.value ?? '', ...node.children.map(nodeText)].filter(Boolean).join(' ');
}

/** True when a message shows (a toast: a status line or an alert with text). */
export function messageShown(roots: readonly AriaNode[]): boolean {
  return messagesShown(roots).length > 0;
}

/** The texts of the messages showing (status lines and alerts: toasts, a form's errors), outermost first. */
export function messagesShown(roots: readonly AriaNode[]): string[] {
  const out: string[] = [];
  const visit = (node: AriaNode) => {
    const text = node.role === 'status' || node.role === 'alert' ? nodeText(node).trim() : '';
    if (text !== '') out.push(text);
    else node.children.forEach(visit);
  };
  roots.forEach(visit);
  return out;
}

/** True when a status line shows a 6-digit code (an SMS the helpers can read). */
export function smsShown(roots: readonly AriaNode[]): boolean {
  let found = false;
  const visit = (node: AriaNode) => {
    if (found) return;
    if (node.role === 'status' && /\b\d{6}\b/.test(nodeText(node))) found = true;
    else node.children.forEach(visit);
  };
  roots.forEach(visit);
  return found;
}
