import type { Faker } from '@faker-js/faker';
import type { Language } from '../../domain/events';
import { DELETED_NUMBER_WAIT_DAYS } from '../../domain/product-terms';
import type { VirtualClock } from './clock';
import type { FeedbackDesk } from './feedback-desk';
import type {
  BorrowerProfile,
  CodePurpose,
  MockUser,
  SmsMessage,
  TokenRecord,
  VerifyCodeRecord,
  WorldChange,
} from './records';
import { DAY } from './time';
import type { WorldConfig } from './world-config';

/**
 * The builders createWorld (world.ts) composes: the borrowers, their sessions, and the codes sent by SMS.
 * Each works on the tables and the notifier the world hands it (WorldParts).
 */

/** Application progress of a borrower who has just registered (spec section 4: loanQuestion). */
export const NEW_USER_PROGRESS = 5;

/** How long a deleted account's number cannot log in or register again, in ms of world time. */
export const DELETED_NUMBER_WAIT_MS = DELETED_NUMBER_WAIT_DAYS * DAY;

/** The result of sending a code: the SMS, or how long to wait before a resend. */
export type SendCodeResult = { ok: true; sms: SmsMessage } | { ok: false; waitSeconds: number };

/** The result of checking a code. */
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'missing';

/** The text of a verification SMS, in the language of the request that asked for it. */
export function smsText(code: string, lang: Language): string {
  return lang === 'en' ? `Cuota SMS: your code is ${code}` : `SMS de Cuota: tu código es ${code}`;
}

/** The world's tables, clock, faker and notifier, shared by the builders below. */
export interface WorldParts {
  clock: VirtualClock;
  faker: Faker;
  users: Map<string, MockUser>;
  tokens: Map<string, TokenRecord>;
  codes: Map<string, VerifyCodeRecord>;
  deletedNumbers: Map<string, number>;
  outbox: SmsMessage[];
  feedback: FeedbackDesk;
  config: () => WorldConfig;
  notify: (change: WorldChange) => void;
}

/** The key of a code in the codes table. */
export const codeKey = (mobile: string, purpose: CodePurpose) => `${purpose}:${mobile}`;

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Made-up personal data and numbers, from the world's seeded faker. */
export function fakes({ clock, faker, users }: WorldParts) {
  return {
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
    fakeMobile(): string {
      for (;;) {
        const mobile = `${faker.number.int({ min: 2, max: 9 })}${faker.string.numeric({ length: 9, allowLeadingZeros: true })}`;
        if (!users.has(mobile)) return mobile;
      }
    },
  };
}

/** Borrowers: add, find, change, delete, and the wait of a deleted account's number. */
export function borrowers(parts: WorldParts) {
  const { clock, faker, users, tokens, codes, deletedNumbers, feedback, notify } = parts;
  function uniqueUserId(): string {
    for (;;) {
      const id = faker.string.numeric({ length: 9, allowLeadingZeros: false });
      if (![...users.values()].some((u) => u.userId === id)) return id;
    }
  }
  return {
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
    findUser(mobile: string): MockUser | undefined {
      return users.get(mobile);
    },
    updateUser(mobile: string, patch: Partial<Omit<MockUser, 'mobile'>>): MockUser {
      const user = users.get(mobile);
      if (!user) throw new Error(`no user ${mobile}`);
      Object.assign(user, patch);
      notify({ type: 'userUpdated', mobile });
      return user;
    },
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
    deletedNumberWaitUntil(mobile: string): number | null {
      const deletedAt = deletedNumbers.get(mobile);
      if (deletedAt === undefined) return null;
      const until = deletedAt + DELETED_NUMBER_WAIT_MS;
      return clock.now() < until ? until : null;
    },
  };
}

/** Session tokens: issue, find, expire, revoke, and one session per borrower. */
export function sessions({ clock, faker, tokens, notify }: WorldParts) {
  return {
    issueToken(mobile: string, token?: string): string {
      const value = token ?? `tk_${faker.string.alphanumeric({ length: 32, casing: 'lower' })}`;
      tokens.set(value, { token: value, mobile, issuedAt: clock.now(), expired: false });
      notify({ type: 'tokenIssued', mobile });
      return value;
    },
    findToken(token: string): TokenRecord | undefined {
      return tokens.get(token);
    },
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
    expireToken(token: string): void {
      const record = tokens.get(token);
      if (record) record.expired = true;
    },
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
  };
}

/** Verification codes sent by "SMS": send (with the resend countdown), check, read, and the outbox. */
export function codeSender({ clock, faker, codes, outbox, config, notify }: WorldParts) {
  return {
    sendCode(mobile: string, purpose: CodePurpose, lang: Language = 'es'): SendCodeResult {
      const now = clock.now();
      const previous = codes.get(codeKey(mobile, purpose));
      if (previous) {
        const waitMs = previous.sentAt + config().resendCountdownS * 1000 - now;
        if (waitMs > 0) return { ok: false, waitSeconds: Math.ceil(waitMs / 1000) };
      }
      const code = faker.string.numeric({ length: 6, allowLeadingZeros: true });
      codes.set(codeKey(mobile, purpose), {
        mobile,
        purpose,
        code,
        sentAt: now,
        expiresAt: now + config().codeTtlMs,
      });
      const sms: SmsMessage = { mobile, text: smsText(code, lang), code, purpose, lang, at: now };
      outbox.push(sms);
      notify({ type: 'smsSent', sms });
      return { ok: true, sms };
    },
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
    currentCode(mobile: string, purpose: CodePurpose = 'login'): VerifyCodeRecord | undefined {
      return codes.get(codeKey(mobile, purpose));
    },
    lastSms(mobile?: string): SmsMessage | undefined {
      for (let i = outbox.length - 1; i >= 0; i -= 1) {
        const sms = outbox[i];
        if (sms && (mobile === undefined || sms.mobile === mobile)) return sms;
      }
      return undefined;
    },
  };
}
