import type { DeleteBlocker, Language } from '../../domain/events';
import type { AdRefreshDay } from './ad-refreshes';
import type { MockApplication } from './application-file';
import type { FeedbackDeskSnapshot } from './feedback-desk';
import type { LoanBook } from './loan-ledger';
import type { WorldConfig } from './world-config';

/**
 * What the mock world keeps, as plain data: borrowers, the session tokens and verification codes it
 * issued, the SMS it sent, the numbers of deleted accounts, and the snapshot that copies them all. What
 * the world does with them is in world.ts.
 */

/** Personal data of a borrower, as faker makes it up (later steps fill in more). */
export interface BorrowerProfile {
  firstName: string;
  lastName: string;
  email: string;
  /** ISO date yyyy-mm-dd. */
  birthday: string;
  gender: 1 | 2;
}

/** A borrower in the world. */
export interface MockUser {
  userId: string;
  mobile: string;
  /** Full name, once known. */
  name?: string;
  /** Application progress code (spec section 4). */
  progress: number;
  createdAt: number;
  /** The lender refuses this borrower (fraud, an authority's order): login and every call answer 10010301. */
  blocked?: boolean;
  profile?: BorrowerProfile;
  deleteBlockers: DeleteBlocker[];
  /** The application file (steps 5 to 40) and quota review; see application-file.ts. */
  application?: MockApplication;
  /** Loan orders, payments and extensions; see loan-ledger.ts. */
  loans?: LoanBook;
  /** Today's ad refreshes (two per day, spec section 9); see ad-refreshes.ts. */
  adRefreshes?: AdRefreshDay;
}

/** Why a code was sent. */
export type CodePurpose = 'login' | 'deleteUser';

/** A verification code the world remembers. */
export interface VerifyCodeRecord {
  mobile: string;
  purpose: CodePurpose;
  code: string;
  sentAt: number;
  expiresAt: number;
}

/** One SMS the world "sent": tools, tests and the browser notice read the outbox. */
export interface SmsMessage {
  mobile: string;
  text: string;
  code: string;
  purpose: CodePurpose;
  lang: Language;
  at: number;
}

/**
 * A session token the world issued. `expired` answers 10010303; `replaced` (the borrower logged in again,
 * on another device) answers 10010304; a token the world does not know answers 100103.
 */
export interface TokenRecord {
  token: string;
  mobile: string;
  issuedAt: number;
  expired: boolean;
  replaced?: boolean;
}

/** Something changed in the world (the simulator's state panel and the SMS notice listen). */
export type WorldChange =
  | { type: 'userAdded'; mobile: string }
  | { type: 'userUpdated'; mobile: string }
  | { type: 'userDeleted'; mobile: string }
  | { type: 'smsSent'; sms: SmsMessage }
  | { type: 'tokenIssued'; mobile: string }
  | { type: 'tokenRevoked'; mobile: string }
  | { type: 'configChanged' }
  | { type: 'feedbackChanged'; feedbackId: string }
  | { type: 'clockMoved'; now: number };

/** A plain, serialisable copy of the world (for the simulator and journeys). */
export interface WorldSnapshot {
  seed: number;
  /** How many reloads the world has been through (its faker's stream; absent in older snapshots: 0). */
  restores?: number;
  now: number;
  users: MockUser[];
  tokens: TokenRecord[];
  codes: VerifyCodeRecord[];
  outbox: SmsMessage[];
  config: WorldConfig;
  /** Customer-service threads and uploads (absent in snapshots older than the desk). */
  feedback?: FeedbackDeskSnapshot;
  /** Numbers of deleted accounts and when (absent in older snapshots). */
  deletedNumbers?: DeletedNumber[];
}

/** The mobile number of a deleted account, kept only to hold off a new registration for a while. */
export interface DeletedNumber {
  mobile: string;
  deletedAt: number;
}
