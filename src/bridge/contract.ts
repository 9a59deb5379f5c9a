import * as z from 'zod/mini';
import { DATA_FLAGS, type DataFlag, type Permission, type PermissionState } from '../domain/events';

/**
 * The native bridge protocol of ARCHITECTURE 3.2. This file is the single source for the app's bridge
 * client, the bridge emulator and the simulator's bridge panel: every method's params and result are
 * zod schemas here, and both sides validate against them.
 */

/** Protocol version carried by every message. */
export const BRIDGE_PROTOCOL_VERSION = 1;

/** The permissions the native app can grant, as `Permission` in src/domain/events.ts. */
export const PERMISSIONS = [
  'camera',
  'photos',
  'sms',
  'contacts',
  'location',
  'installedApps',
  'calendar',
  'callLog',
  'device',
] as const satisfies readonly Permission[];

/** The three answers of `checkPermission`. */
export const PERMISSION_STATES = [
  'granted',
  'denied',
  'deniedForever',
] as const satisfies readonly PermissionState[];

// Compile-time guard: the lists above must cover the domain unions exactly, not a subset.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const permissionsCoverDomain: Exactly<(typeof PERMISSIONS)[number], Permission> = true;
const statesCoverDomain: Exactly<(typeof PERMISSION_STATES)[number], PermissionState> = true;
void permissionsCoverDomain;
void statesCoverDomain;

/** A permission name. */
export const PermissionSchema = z.enum(PERMISSIONS);
/** A permission's state. */
export const PermissionStateSchema = z.enum(PERMISSION_STATES);

/** The session the native app holds: `token` is the whole Bearer value (`Bearer ...`). */
export const LoginInfoSchema = z.object({ token: z.string().check(z.minLength(1)), mobile: z.string() });
export type LoginInfo = z.infer<typeof LoginInfoSchema>;

/** Where the native app says the borrower came from (the retention popup's confirm action). */
export const BACK_ACTIONS = ['home', 'back', 'reload'] as const;
export type BackAction = (typeof BACK_ACTIONS)[number];

/** What the camera is asked to capture. */
export const CAPTURE_MODES = ['idCardFront', 'idCardBack', 'face', 'album'] as const;
export type CaptureMode = (typeof CAPTURE_MODES)[number];

/** The data-permission flags of `/time/upload/enable` (spec section 3), sent with `timeSDK2`. */
export { DATA_FLAGS, type DataFlag };

// A method with nothing to return answers with no result, null or an empty object.
const Ack = z.nullish(z.object({}));
const NoParams = z.object({});

/** One row of the method table. `timeoutMs` overrides the client's default for slow native UI. */
export interface BridgeMethodSpec<
  P extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  params: P;
  result: R;
  description: string;
  timeoutMs?: number;
}

function method<P extends z.ZodMiniType, R extends z.ZodMiniType>(
  spec: BridgeMethodSpec<P, R>,
): BridgeMethodSpec<P, R> {
  return spec;
}

/** Every bridge method with its params and result schemas: the one table both sides read. */
export const BRIDGE_METHODS = {
  toLogin: method({
    description:
      'Open the native login; the new session arrives as a `loginChanged` event. `reason`: `required` (a ' +
      'screen needs a session), `expired` (session codes 10010303, 10010304, 100103) or `cleared` (10010301: ' +
      'the web view has already cleared its own data).',
    params: z.object({ reason: z.optional(z.enum(['required', 'expired', 'cleared'])) }),
    result: Ack,
  }),
  getLoginInfo: method({
    description: 'The session the native app holds, or null when logged out.',
    params: NoParams,
    result: z.nullable(LoginInfoSchema),
  }),
  logout: method({
    description:
      "End the native session: the borrower's own logout, and `clearAll` after account deletion (also wipe " +
      'local data). The session codes of spec section 8, 10010301 included, ask `toLogin` instead (decision 0003).',
    params: z.object({ clearAll: z.optional(z.boolean()) }),
    result: Ack,
  }),
  getBackUrls: method({
    description: 'Where to go when the borrower leaves a step: home, back or reload.',
    params: NoParams,
    result: z.object({ action: z.enum(BACK_ACTIONS), url: z.optional(z.string()) }),
  }),
  logEventByAF: method({
    description: 'Log an AppsFlyer attribution event.',
    params: z.object({
      eventName: z.string().check(z.minLength(1)),
      eventValues: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
    }),
    result: Ack,
  }),
  timeSDK2: method({
    description: 'Collect and upload the device data the backend enabled for this step.',
    params: z.object({
      step: z.string().check(z.minLength(1)),
      isSubmit: z.boolean(),
      ...(Object.fromEntries(DATA_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
        DataFlag,
        z.ZodMiniBoolean<boolean>
      >),
    }),
    result: Ack,
    // Collecting contacts, SMS and app lists can take a while on old phones.
    timeoutMs: 60_000,
  }),
  checkPermission: method({
    description: 'The state of one permission; `request` asks the borrower when not yet granted.',
    params: z.object({ permission: PermissionSchema, request: z.optional(z.boolean()) }),
    result: z.object({ permission: PermissionSchema, state: PermissionStateSchema }),
    // A request shows a system dialog that waits for the borrower.
    timeoutMs: 120_000,
  }),
  setCaptureMode: method({
    description: 'Open the native camera in a mode; answers with the image as a data URL or base64.',
    params: z.object({ mode: z.enum(CAPTURE_MODES), url: z.string() }),
    result: z.object({
      image: z.string().check(z.minLength(1)),
      mime: z.string().check(z.regex(/^image\/[a-z0-9.+-]+$/)),
    }),
    // The borrower frames and takes the picture while we wait.
    timeoutMs: 300_000,
  }),
  // The methods above are the spec's eight; the ones below are ours (issue 30). A native app that predates one
  // answers UNKNOWN_METHOD or nothing at all: callers treat them as best-effort and ignore the failure.
  setSecureScreen: method({
    description:
      'Ours, not in the spec: keep screenshots, screen recording and the recent-apps preview off the screen ' +
      '(Android FLAG_SECURE) while it shows identity photos, bank data or a payment reference; `secure: false` ' +
      'allows them again. Best-effort: an older native app without it is ignored.',
    params: z.object({ secure: z.boolean() }),
    result: Ack,
    // A window flag: the native side answers at once, and nobody waits for it.
    timeoutMs: 5_000,
  }),
} as const;

/** The methods of the spec (ARCHITECTURE 3.2), in table order. */
export const SPEC_BRIDGE_METHODS = [
  'toLogin',
  'getLoginInfo',
  'logout',
  'getBackUrls',
  'logEventByAF',
  'timeSDK2',
  'checkPermission',
  'setCaptureMode',
] as const;
/** Our methods beside the spec's: best-effort, an older native app may not have them. */
export const OWN_BRIDGE_METHODS = ['setSecureScreen'] as const;

/** A bridge method name. */
export type BridgeMethod = keyof typeof BRIDGE_METHODS;
const methodListsCoverTable: Exactly<
  (typeof SPEC_BRIDGE_METHODS)[number] | (typeof OWN_BRIDGE_METHODS)[number],
  BridgeMethod
> = true;
void methodListsCoverTable;
/** All method names, in table order. */
export const BRIDGE_METHOD_NAMES = Object.keys(BRIDGE_METHODS) as BridgeMethod[];
/** The params a method accepts (before defaults). */
export type BridgeParams<M extends BridgeMethod> = z.input<(typeof BRIDGE_METHODS)[M]['params']>;
/** The result a method resolves with, after validation. */
export type BridgeResult<M extends BridgeMethod> = z.output<(typeof BRIDGE_METHODS)[M]['result']>;

/** True when a string names a bridge method. */
export function isBridgeMethod(name: string): name is BridgeMethod {
  return Object.prototype.hasOwnProperty.call(BRIDGE_METHODS, name);
}

/** Unsolicited events the native app may send, with their data schemas. */
export const BRIDGE_EVENTS = {
  /** The native session changed (after `toLogin`, or a logout on the native side). */
  loginChanged: z.nullable(LoginInfoSchema),
  /** The borrower changed a permission in the system settings. */
  permissionChanged: z.object({ permission: PermissionSchema, state: PermissionStateSchema }),
  /** The app came back to the foreground. */
  resumed: z.nullish(z.object({})),
  /** The hardware back button was pressed. */
  backPressed: z.nullish(z.object({})),
} as const;

/** An unsolicited event name. */
export type BridgeEventName = keyof typeof BRIDGE_EVENTS;
/** An unsolicited event as listeners receive it. */
export type BridgeEvent = {
  [E in BridgeEventName]: { event: E; data: z.output<(typeof BRIDGE_EVENTS)[E]> };
}[BridgeEventName];

/** True when a string names a known unsolicited event. */
export function isBridgeEventName(name: string): name is BridgeEventName {
  return Object.prototype.hasOwnProperty.call(BRIDGE_EVENTS, name);
}

const Version = z.literal(BRIDGE_PROTOCOL_VERSION);
const MessageId = z.string().check(z.minLength(1));

/** Web -> native: `{ v: 1, id, method, params }` (the method's params are checked by its own schema). */
export const BridgeRequestSchema = z.object({
  v: Version,
  id: MessageId,
  method: z.string(),
  params: z.unknown(),
});
export type BridgeRequest = { v: 1; id: string; method: BridgeMethod; params: unknown };

/** Native -> web success reply (`result` may be left out by methods that return nothing). */
export const BridgeSuccessSchema = z.object({
  v: Version,
  id: MessageId,
  ok: z.literal(true),
  result: z.optional(z.unknown()),
});
/** Native -> web failure reply; `code` is the native side's own code (e.g. 'CANCELLED'). */
export const BridgeFailureSchema = z.object({
  v: Version,
  id: MessageId,
  ok: z.literal(false),
  error: z.object({ code: z.union([z.string(), z.number()]), message: z.string() }),
});
/** Native -> web unsolicited event (the event's data is checked by its own schema). */
export const BridgeEventMessageSchema = z.object({
  v: Version,
  event: z.string(),
  data: z.optional(z.unknown()),
});

/** Anything the native side may send. */
export const NativeMessageSchema = z.union([
  BridgeSuccessSchema,
  BridgeFailureSchema,
  BridgeEventMessageSchema,
]);
export type NativeMessage = z.infer<typeof NativeMessageSchema>;
export type BridgeSuccess = z.infer<typeof BridgeSuccessSchema>;
export type BridgeFailure = z.infer<typeof BridgeFailureSchema>;
export type BridgeEventMessage = z.infer<typeof BridgeEventMessageSchema>;

/** A web -> native request after both checks: the envelope and the method's own params. */
export type ParsedBridgeRequest = {
  [M in BridgeMethod]: { v: 1; id: string; method: M; params: BridgeParams<M> };
}[BridgeMethod];

/** What the native side answers to a request it cannot run (for the emulator). */
export type BridgeRequestProblem = {
  id?: string;
  error: { code: 'BAD_REQUEST' | 'UNKNOWN_METHOD' | 'BAD_PARAMS'; message: string };
};

/**
 * The native side's check of an incoming message (a JSON string or an object): the bridge emulator
 * uses it, so both ends validate against the same table.
 */
export function parseBridgeRequest(
  raw: unknown,
): { ok: true; request: ParsedBridgeRequest } | ({ ok: false } & BridgeRequestProblem) {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return { ok: false, error: { code: 'BAD_REQUEST', message: 'message is not JSON' } };
    }
  }
  const envelope = BridgeRequestSchema.safeParse(value);
  if (!envelope.success)
    return {
      ok: false,
      error: { code: 'BAD_REQUEST', message: 'not a { v: 1, id, method, params } request' },
    };
  const { id, method } = envelope.data;
  if (!isBridgeMethod(method))
    return { ok: false, id, error: { code: 'UNKNOWN_METHOD', message: `unknown method ${method}` } };
  const params = BRIDGE_METHODS[method].params.safeParse(envelope.data.params ?? {});
  if (!params.success)
    return { ok: false, id, error: { code: 'BAD_PARAMS', message: z.prettifyError(params.error) } };
  return { ok: true, request: { v: 1, id, method, params: params.data } as ParsedBridgeRequest };
}
