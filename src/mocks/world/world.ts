import { Faker, base } from '@faker-js/faker';
import { esMxPeople } from './locale-es-mx';
import type { Language } from '../../domain/events';
import { createClock, type ClockOptions, type VirtualClock } from './clock';
import { createFeedbackDesk, type FeedbackDesk } from './feedback-desk';
import type {
  BorrowerProfile,
  CodePurpose,
  MockUser,
  SmsMessage,
  TokenRecord,
  VerifyCodeRecord,
  WorldChange,
  WorldSnapshot,
} from './records';
import { defaultWorldConfig, type WorldConfig } from './world-config';
import {
  borrowers,
  codeSender,
  fakes,
  sessions,
  type CodeCheck,
  type SendCodeResult,
  type WorldParts,
} from './world-parts';

export { DELETED_NUMBER_WAIT_MS, NEW_USER_PROGRESS, smsText } from './world-parts';
export type { CodeCheck, SendCodeResult } from './world-parts';

/**
 * The mock backend's in-memory world: borrowers by mobile, their tokens, the verification codes sent
 * and the SMS outbox, all on a virtual clock (the records' shapes: records.ts; the package configuration:
 * world-config.ts; the builders composed here: world-parts.ts). Everything random comes from one seeded
 * faker, so a seed and the same requests give the same world.
 */

export interface WorldOptions {
  seed?: number;
  clock?: VirtualClock | ClockOptions;
  config?: Partial<WorldConfig>;
  /**
   * How many times this world was rebuilt from a snapshot (a reload of the web view). Its faker draws from
   * a stream of its own, `[seed, restores]`: restarting from the seed drew the ids it had already given.
   */
  restores?: number;
}

/** The mock backend's world: its tables, its clock and faker, and what may be done to them. */
export interface MockWorld {
  readonly seed: number;
  /** The world's virtual clock (every time in the world is read from it). */
  readonly clock: VirtualClock;
  /** The world's seeded faker (es-MX names, base fallback): use it, never Math.random, to keep a seed reproducible. */
  readonly faker: Faker;
  /** Borrowers by mobile. */
  readonly users: Map<string, MockUser>;
  /** Session tokens issued, by token value. */
  readonly tokens: Map<string, TokenRecord>;
  /** The codes a number may use, by `purpose:mobile`. */
  readonly codes: Map<string, VerifyCodeRecord>;
  /** Numbers of deleted accounts → when they were deleted (deletedNumberWaitUntil reads it). */
  readonly deletedNumbers: Map<string, number>;
  /** Every SMS sent, oldest first. */
  readonly outbox: SmsMessage[];
  /** The customer-service desk: feedback threads, agent replies, ratings, uploads. */
  readonly feedback: FeedbackDesk;
  /** The package configuration (setConfig changes it). */
  readonly config: WorldConfig;

  /** Current world time. */
  now(): number;
  /** Listens to every change; returns the unsubscribe function. */
  subscribe(listener: (change: WorldChange) => void): () => void;
  /** Tells every listener about a change (the world's parts kept outside this file call it too). */
  notify(change: WorldChange): void;
  /** Changes the package configuration. */
  setConfig(patch: Partial<WorldConfig>): void;

  /** Made-up personal data for a borrower. */
  fakeProfile(): BorrowerProfile;
  /** A made-up valid Mexican mobile number (10 digits, first 2-9) not yet in the world. */
  fakeMobile(): string;

  /** Adds a borrower; fields left out are made up (progress defaults to a fresh registration). */
  addUser(input: Partial<MockUser> & { mobile: string }): MockUser;
  /** The borrower with this mobile. */
  findUser(mobile: string): MockUser | undefined;
  /** Changes a borrower. */
  updateUser(mobile: string, patch: Partial<Omit<MockUser, 'mobile'>>): MockUser;
  /**
   * Removes a borrower with their tokens and codes. The number is remembered with the time: it cannot log
   * in or register again for DELETED_NUMBER_WAIT_DAYS (what the deletion screen tells the borrower).
   */
  deleteUser(mobile: string): void;
  /**
   * Until when a number whose account was deleted may not log in or register again (epoch ms of world
   * time), or null when it may (never deleted, or the wait is over).
   */
  deletedNumberWaitUntil(mobile: string): number | null;

  /** Issues a session token (the raw value; the client sends `Bearer <token>`). */
  issueToken(mobile: string, token?: string): string;
  /** The token's record, if the world issued it. */
  findToken(token: string): TokenRecord | undefined;
  /**
   * One session per borrower: a new login (on another device) ends the borrower's other sessions, whose
   * tokens answer 10010304 ("registered by another device") from now on.
   */
  endOtherSessions(mobile: string, keep: string): void;
  /** Makes a token answer "expired" (10010303) from now on. */
  expireToken(token: string): void;
  /** Forgets every token of a borrower (their sessions answer 100103). */
  revokeTokens(mobile: string): void;

  /** Sends a fresh 6-digit code by "SMS", unless the last one is younger than the resend countdown. */
  sendCode(mobile: string, purpose: CodePurpose, lang?: Language): SendCodeResult;
  /** Checks a code; a correct one is used up unless `consume` is false. */
  checkCode(mobile: string, code: string, purpose: CodePurpose, options?: { consume?: boolean }): CodeCheck;
  /** The code a number may use now, if any (tools and tests). */
  currentCode(mobile: string, purpose?: CodePurpose): VerifyCodeRecord | undefined;
  /** The last SMS sent to a number (for tests and tools). */
  lastSms(mobile?: string): SmsMessage | undefined;

  /** A plain copy of the whole world. */
  snapshot(): WorldSnapshot;
}

function isClock(value: VirtualClock | ClockOptions | undefined): value is VirtualClock {
  return !!value && typeof (value as VirtualClock).now === 'function';
}

/** The world's tables, empty, with its notifier and feedback desk wired to the clock. */
function emptyParts(seed: number, clock: VirtualClock, faker: Faker, config: () => WorldConfig) {
  const listeners = new Set<(change: WorldChange) => void>();
  function notify(change: WorldChange): void {
    for (const listener of listeners) listener(change);
  }
  clock.subscribe((now) => notify({ type: 'clockMoved', now }));
  // Threads move on the world's clock: a clock step applies what became due.
  const feedback = createFeedbackDesk({
    seed,
    clock,
    onChange: (feedbackId) => notify({ type: 'feedbackChanged', feedbackId }),
  });
  clock.subscribe((now) => feedback.sync(now));
  const parts: WorldParts = {
    clock,
    faker,
    users: new Map(),
    tokens: new Map(),
    codes: new Map(),
    deletedNumbers: new Map(),
    outbox: [],
    feedback,
    config,
    notify,
  };
  return { parts, listeners };
}

/** A plain copy of the world's tables. */
function snapshotOf(parts: WorldParts, seed: number, restores: number): WorldSnapshot {
  return structuredClone({
    seed,
    restores,
    now: parts.clock.now(),
    users: [...parts.users.values()],
    tokens: [...parts.tokens.values()],
    codes: [...parts.codes.values()],
    outbox: parts.outbox,
    config: parts.config(),
    feedback: parts.feedback.snapshot(),
    deletedNumbers: [...parts.deletedNumbers].map(([mobile, deletedAt]) => ({ mobile, deletedAt })),
  });
}

/** Creates a world, empty but for its configuration; presets fill it. */
export function createWorld(options: WorldOptions = {}): MockWorld {
  const seed = options.seed ?? 1;
  const clock = isClock(options.clock) ? options.clock : createClock(options.clock);
  const restores = options.restores ?? 0;
  const faker = new Faker({ locale: [esMxPeople, base] });
  faker.seed(restores === 0 ? seed : [seed, restores]);
  let config: WorldConfig = { ...defaultWorldConfig(), ...options.config };
  const { parts, listeners } = emptyParts(seed, clock, faker, () => config);

  return {
    seed,
    clock,
    faker,
    users: parts.users,
    tokens: parts.tokens,
    codes: parts.codes,
    deletedNumbers: parts.deletedNumbers,
    outbox: parts.outbox,
    feedback: parts.feedback,
    get config(): WorldConfig {
      return config;
    },
    now: () => clock.now(),
    subscribe(listener: (change: WorldChange) => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify: parts.notify,
    setConfig(patch: Partial<WorldConfig>): void {
      config = { ...config, ...patch };
      parts.notify({ type: 'configChanged' });
    },
    ...fakes(parts),
    ...borrowers(parts),
    ...sessions(parts),
    ...codeSender(parts),
    snapshot: () => snapshotOf(parts, seed, restores),
  };
}

/**
 * Rebuilds a world from its snapshot (the browser keeps the world across a page reload, as a real
 * backend would). The clock resumes at the snapshot's time.
 */
export function restoreWorld(snapshot: WorldSnapshot, clock: ClockOptions = {}): MockWorld {
  const world = createWorld({
    seed: snapshot.seed,
    clock: { ...clock, start: snapshot.now },
    config: snapshot.config,
    restores: (snapshot.restores ?? 0) + 1,
  });
  for (const user of snapshot.users) world.users.set(user.mobile, user);
  for (const token of snapshot.tokens) world.tokens.set(token.token, token);
  for (const code of snapshot.codes) world.codes.set(`${code.purpose}:${code.mobile}`, code);
  world.outbox.push(...snapshot.outbox);
  if (snapshot.feedback) world.feedback.restore(snapshot.feedback);
  for (const { mobile, deletedAt } of snapshot.deletedNumbers ?? [])
    world.deletedNumbers.set(mobile, deletedAt);
  return world;
}
