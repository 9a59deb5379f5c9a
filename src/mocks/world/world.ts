import { Faker, base } from '@faker-js/faker';
import { esMxPeople } from './locale-es-mx';
import type { Language } from '../../domain/events';
import { DELETED_NUMBER_WAIT_DAYS } from '../../domain/product-terms';
import { createClock, type ClockOptions, type VirtualClock } from './clock';
import { createFeedbackDesk } from './feedback-desk';
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
import { DAY } from './time';
import { defaultWorldConfig, type WorldConfig } from './world-config';

/**
 * The mock backend's in-memory world: borrowers by mobile, their tokens, the verification codes sent
 * and the SMS outbox, all on a virtual clock (the records' shapes: records.ts; the package configuration:
 * world-config.ts). Everything random comes from one seeded faker, so a seed and the same requests give
 * the same world.
 */

/** Application progress of a borrower who has just registered (spec section 4: loanQuestion). */
export const NEW_USER_PROGRESS = 5;

/** The result of sending a code: the SMS, or how long to wait before a resend. */
export type SendCodeResult = { ok: true; sms: SmsMessage } | { ok: false; waitSeconds: number };

/** The result of checking a code. */
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'missing';

/** How long a deleted account's number cannot log in or register again, in ms of world time. */
export const DELETED_NUMBER_WAIT_MS = DELETED_NUMBER_WAIT_DAYS * DAY;

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

/** The text of a verification SMS, in the language of the request that asked for it. */
export function smsText(code: string, lang: Language): string {
  return lang === 'en' ? `Cuota SMS: your code is ${code}` : `SMS de Cuota: tu código es ${code}`;
}

function isClock(value: VirtualClock | ClockOptions | undefined): value is VirtualClock {
  return !!value && typeof (value as VirtualClock).now === 'function';
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Creates a world, empty but for its configuration; presets fill it. */
export function createWorld(options: WorldOptions = {}) {
  const seed = options.seed ?? 1;
  const clock = isClock(options.clock) ? options.clock : createClock(options.clock);
  const restores = options.restores ?? 0;
  const faker = new Faker({ locale: [esMxPeople, base] });
  faker.seed(restores === 0 ? seed : [seed, restores]);

  const users = new Map<string, MockUser>();
  const tokens = new Map<string, TokenRecord>();
  const codes = new Map<string, VerifyCodeRecord>();
  /** Deleted accounts' numbers → when the account was deleted (the latest deletion). */
  const deletedNumbers = new Map<string, number>();
  const outbox: SmsMessage[] = [];
  let config: WorldConfig = { ...defaultWorldConfig(), ...options.config };
  const listeners = new Set<(change: WorldChange) => void>();

  const codeKey = (mobile: string, purpose: CodePurpose) => `${purpose}:${mobile}`;

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

  function uniqueUserId(): string {
    for (;;) {
      const id = faker.string.numeric({ length: 9, allowLeadingZeros: false });
      if (![...users.values()].some((u) => u.userId === id)) return id;
    }
  }

  const world = {
    seed,
    clock,
    /** The world's seeded faker (es-MX names, base fallback): use it, never Math.random, to keep a seed reproducible. */
    faker,
    users,
    tokens,
    codes,
    /** Numbers of deleted accounts → when they were deleted (deletedNumberWaitUntil reads it). */
    deletedNumbers,
    /** Every SMS sent, oldest first. */
    outbox,
    /** The customer-service desk: feedback threads, agent replies, ratings, uploads. */
    feedback,
    get config(): WorldConfig {
      return config;
    },

    /** Current world time. */
    now: () => clock.now(),

    /** Listens to every change; returns the unsubscribe function. */
    subscribe(listener: (change: WorldChange) => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify,

    /** Changes the package configuration. */
    setConfig(patch: Partial<WorldConfig>): void {
      config = { ...config, ...patch };
      notify({ type: 'configChanged' });
    },

    /** Made-up personal data for a borrower. */
    fakeProfile(): BorrowerProfile {
      const sex = faker.person.sexType();
      const firstName = faker.person.firstName(sex);
      const lastName = faker.person.lastName();
      const birth = faker.date.birthdate({ mode: 'age', min: 21, max: 60, refDate: clock.now() });
      return {
        firstName,
        lastName,
        email: faker.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase(),
        birthday: isoDate(birth.getTime()),
        gender: sex === 'male' ? 1 : 2,
      };
    },

    /** A made-up valid Mexican mobile number (10 digits, first 2-9) not yet in the world. */
    fakeMobile(): string {
      for (;;) {
        const mobile = `${faker.number.int({ min: 2, max: 9 })}${faker.string.numeric({ length: 9, allowLeadingZeros: true })}`;
        if (!users.has(mobile)) return mobile;
      }
    },

    /** Adds a borrower; fields left out are made up (progress defaults to a fresh registration). */
    addUser(input: Partial<MockUser> & { mobile: string }): MockUser {
      if (users.has(input.mobile)) throw new Error(`user ${input.mobile} already exists`);
      const user: MockUser = {
        userId: input.userId ?? uniqueUserId(),
        mobile: input.mobile,
        progress: input.progress ?? NEW_USER_PROGRESS,
        createdAt: input.createdAt ?? clock.now(),
        deleteBlockers: input.deleteBlockers ?? [],
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.profile !== undefined ? { profile: input.profile } : {}),
      };
      users.set(user.mobile, user);
      notify({ type: 'userAdded', mobile: user.mobile });
      return user;
    },

    /** The borrower with this mobile. */
    findUser(mobile: string): MockUser | undefined {
      return users.get(mobile);
    },

    /** Changes a borrower. */
    updateUser(mobile: string, patch: Partial<Omit<MockUser, 'mobile'>>): MockUser {
      const user = users.get(mobile);
      if (!user) throw new Error(`no user ${mobile}`);
      Object.assign(user, patch);
      notify({ type: 'userUpdated', mobile });
      return user;
    },

    /**
     * Removes a borrower with their tokens and codes. The number is remembered with the time: it cannot log
     * in or register again for DELETED_NUMBER_WAIT_DAYS (what the deletion screen tells the borrower).
     */
    deleteUser(mobile: string): void {
      const userId = users.get(mobile)?.userId;
      if (!users.delete(mobile)) return;
      deletedNumbers.set(mobile, clock.now());
      if (userId !== undefined) feedback.forgetUser(userId);
      for (const [token, record] of tokens) if (record.mobile === mobile) tokens.delete(token);
      codes.delete(codeKey(mobile, 'login'));
      codes.delete(codeKey(mobile, 'deleteUser'));
      notify({ type: 'userDeleted', mobile });
    },

    /**
     * Until when a number whose account was deleted may not log in or register again (epoch ms of world
     * time), or null when it may (never deleted, or the wait is over).
     */
    deletedNumberWaitUntil(mobile: string): number | null {
      const deletedAt = deletedNumbers.get(mobile);
      if (deletedAt === undefined) return null;
      const until = deletedAt + DELETED_NUMBER_WAIT_MS;
      return clock.now() < until ? until : null;
    },

    /** Issues a session token (the raw value; the client sends `Bearer <token>`). */
    issueToken(mobile: string, token?: string): string {
      const value = token ?? `tk_${faker.string.alphanumeric({ length: 32, casing: 'lower' })}`;
      tokens.set(value, { token: value, mobile, issuedAt: clock.now(), expired: false });
      notify({ type: 'tokenIssued', mobile });
      return value;
    },

    /** The token's record, if the world issued it. */
    findToken(token: string): TokenRecord | undefined {
      return tokens.get(token);
    },

    /**
     * One session per borrower: a new login (on another device) ends the borrower's other sessions, whose
     * tokens answer 10010304 ("registered by another device") from now on.
     */
    endOtherSessions(mobile: string, keep: string): void {
      let any = false;
      for (const record of tokens.values()) {
        if (record.mobile === mobile && record.token !== keep && !record.replaced) {
          record.replaced = true;
          any = true;
        }
      }
      if (any) notify({ type: 'tokenRevoked', mobile });
    },

    /** Makes a token answer "expired" (10010303) from now on. */
    expireToken(token: string): void {
      const record = tokens.get(token);
      if (record) record.expired = true;
    },

    /** Forgets every token of a borrower (their sessions answer 100103). */
    revokeTokens(mobile: string): void {
      let any = false;
      for (const [token, record] of tokens) {
        if (record.mobile === mobile) {
          tokens.delete(token);
          any = true;
        }
      }
      if (any) notify({ type: 'tokenRevoked', mobile });
    },

    /** Sends a fresh 6-digit code by "SMS", unless the last one is younger than the resend countdown. */
    sendCode(mobile: string, purpose: CodePurpose, lang: Language = 'es'): SendCodeResult {
      const now = clock.now();
      const previous = codes.get(codeKey(mobile, purpose));
      if (previous) {
        const waitMs = previous.sentAt + config.resendCountdownS * 1000 - now;
        if (waitMs > 0) return { ok: false, waitSeconds: Math.ceil(waitMs / 1000) };
      }
      const code = faker.string.numeric({ length: 6, allowLeadingZeros: true });
      codes.set(codeKey(mobile, purpose), {
        mobile,
        purpose,
        code,
        sentAt: now,
        expiresAt: now + config.codeTtlMs,
      });
      const sms: SmsMessage = { mobile, text: smsText(code, lang), code, purpose, lang, at: now };
      outbox.push(sms);
      notify({ type: 'smsSent', sms });
      return { ok: true, sms };
    },

    /** Checks a code; a correct one is used up unless `consume` is false. */
    checkCode(
      mobile: string,
      code: string,
      purpose: CodePurpose,
      options: { consume?: boolean } = {},
    ): CodeCheck {
      const record = codes.get(codeKey(mobile, purpose));
      if (!record) return 'missing';
      if (clock.now() > record.expiresAt) return 'expired';
      if (record.code !== code) return 'wrong';
      if (options.consume ?? true) codes.delete(codeKey(mobile, purpose));
      return 'ok';
    },

    /** The code a number may use now, if any (tools and tests). */
    currentCode(mobile: string, purpose: CodePurpose = 'login'): VerifyCodeRecord | undefined {
      return codes.get(codeKey(mobile, purpose));
    },

    /** The last SMS sent to a number (for tests and tools). */
    lastSms(mobile?: string): SmsMessage | undefined {
      for (let i = outbox.length - 1; i >= 0; i -= 1) {
        const sms = outbox[i];
        if (sms && (mobile === undefined || sms.mobile === mobile)) return sms;
      }
      return undefined;
    },

    /** A plain copy of the whole world. */
    snapshot(): WorldSnapshot {
      return structuredClone({
        seed,
        restores,
        now: clock.now(),
        users: [...users.values()],
        tokens: [...tokens.values()],
        codes: [...codes.values()],
        outbox,
        config,
        feedback: feedback.snapshot(),
        deletedNumbers: [...deletedNumbers].map(([mobile, deletedAt]) => ({ mobile, deletedAt })),
      });
    },
  };
  return world;
}

/** The mock backend's world. */
export type MockWorld = ReturnType<typeof createWorld>;

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
