import { PATHS } from '#contracts/paths';
import { PROGRESS, screenForProgress } from '#contracts/paths';
import type { HelperName } from '../../scenario.schemas';

/**
 * Screens a careful borrower completes in one go, and the drivers' composite step that does it
 * (scenarios/drivers/helpers.ts): every field filled with a value the product accepts, then its send
 * button. A random walk seldom has every field of a form valid at the moment it taps "Siguiente" (one
 * hostile value or one empty picker and the step stays), so without these it never gets past the first
 * application step, and never meets a quota, an order or a repayment. The walk still types and taps field
 * by field; a completion is one more action on these screens, weighed like a tap, so the walk goes deep
 * and then explores what it finds there. The helpers find everything by visible text and role, as the
 * walk does, so a completion that cannot be done on this screen now (a fault, another state) fails as an
 * action and weighs less after. One screen each: the invariants are checked after each action, so a
 * composite step across screens (the whole of borrowing: amount, then the loan's disclosure, then the
 * confirmation) would walk past screens unchecked; borrowing is three completions, one per screen.
 */
export const COMPLETIONS: Readonly<Record<string, HelperName>> = {
  [PATHS.loanQuestion]: 'answerLoanQuestions',
  [PATHS.idCardAuthentication]: 'takeIdPhotos',
  [PATHS.idCardFacial]: 'takeSelfie',
  [PATHS.personalInfomation]: 'fillPersonalInfo',
  [PATHS.additionalInfomation]: 'fillWorkInfo',
  [PATHS.emergencyContact]: 'fillEmergencyContacts',
  [PATHS.addBankCard]: 'fillBankAccount',
  // A loan, a screen at a time: the amount, then its full cost confirmed and sent; a reference at the cashier.
  [PATHS.toBorrow]: 'chooseLoan',
  [PATHS.productDetails]: 'confirmLoan',
  [PATHS.cashier]: 'payAtCashier',
};

/** The completion of a screen (logged in, no dialog open), if it has one. */
export function completionOf(context: {
  route: string;
  loggedIn: boolean;
  dialogs: readonly unknown[];
}): HelperName | null {
  if (!context.loggedIn || context.dialogs.length > 0) return null;
  return COMPLETIONS[context.route] ?? null;
}

/** What the borrower's ID says (the OCR's reading the app recorded): a careful borrower's own CURP, birthday, sex and names. */
export interface DocumentFacts {
  curp: string;
  /** ISO date. */
  birthday?: string;
  /** The CURP's letter: H (hombre) or M (mujer). */
  sex?: 'H' | 'M';
  /** The names as the ID prints them (first, middle, last): the bank account's holder must be this person. */
  fullName?: string;
}

/**
 * The document the app read last (`identity/documentRecognized` among `events`), else `previous`. The
 * backend takes only the borrower's own CURP (CURP_MISMATCH otherwise), so a completion types this one,
 * never an invented CURP; and the app takes a CURP only with the birthday and sex it encodes, so the
 * completion sets those back too (the walk may have changed them).
 */
export function documentOf(events: readonly unknown[], previous: DocumentFacts | null): DocumentFacts | null {
  let found = previous;
  for (const event of events) {
    const e = event as {
      type?: unknown;
      identity?: {
        curp?: unknown;
        birthday?: unknown;
        gender?: unknown;
        firstName?: unknown;
        middleName?: unknown;
        lastName?: unknown;
      };
    };
    if (e.type !== 'identity/documentRecognized' || typeof e.identity?.curp !== 'string') continue;
    const { curp, birthday, gender } = e.identity;
    const names = [e.identity.firstName, e.identity.middleName, e.identity.lastName].filter(
      (name): name is string => typeof name === 'string' && name.trim() !== '',
    );
    found = {
      curp,
      ...(names.length > 0 ? { fullName: names.join(' ') } : {}),
      ...(typeof birthday === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(birthday) ? { birthday } : {}),
      ...(gender === 1 || gender === 2 ? { sex: gender === 1 ? ('H' as const) : ('M' as const) } : {}),
    };
  }
  return found;
}

/** The completions whose forms have lists to choose from: they take the walk's choice round. */
export const CHOOSING_HELPERS: ReadonlySet<HelperName> = new Set([
  'answerLoanQuestions',
  'fillPersonalInfo',
  'fillWorkInfo',
  'fillEmergencyContacts',
]);

/**
 * The options of a completion's helper: personal information's birthday and sex as the ID says (the CURP
 * must agree with both), when the app read one; and for a form with lists, the choice round (`choice`,
 * scenarios/drivers/choices.ts), so that the walk's completions pick every option over time instead of the
 * first (a weekly employee's pay day was never sent while the work step's completion always chose "Mensual").
 */
export function completionOptions(
  helper: HelperName,
  document: DocumentFacts | null,
  choice?: number,
): Record<string, string | number> | undefined {
  const identity =
    helper === 'fillPersonalInfo' && document
      ? {
          ...(document.birthday ? { birthday: document.birthday } : {}),
          ...(document.sex ? { sex: document.sex } : {}),
        }
      : {};
  const options = {
    ...identity,
    ...(choice !== undefined && CHOOSING_HELPERS.has(helper) ? { choice } : {}),
  };
  return Object.keys(options).length > 0 ? options : undefined;
}

/**
 * Progress codes after which the borrower may take a loan (again): the quota granted, a loan drafted and not
 * sent, the last loan finished, cancelled, rejected or not paid out. The app shows these on home (or nowhere);
 * the borrower's next step is its "Solicitar préstamo", the amount screen.
 */
const MAY_BORROW: ReadonlySet<number> = new Set([
  PROGRESS.waitForCreateStoreOrder,
  PROGRESS.WAIT_SUBMIT,
  PROGRESS.FINISHED,
  PROGRESS.CANCELLED,
  PROGRESS.REJECTED,
  PROGRESS.PAY_FAILURED,
]);

/** The logged-in borrower's mobile in the app's state (`session.mobile`), or null. */
export function sessionMobileOf(state: unknown): string | null {
  const session = (state as { session?: { loggedIn?: unknown; mobile?: unknown } } | null)?.session;
  return session?.loggedIn === true && typeof session.mobile === 'string' ? session.mobile : null;
}

/**
 * Where the borrower's progress code points next (spec section 4): the screen it opens (the next application
 * step, the loan under review, being paid out or repaid; home while the quota is reviewed), or the amount
 * screen when they may borrow; null before the code is known. Read from the app's state (`application.progress`).
 */
export function progressRouteOf(state: unknown): string | null {
  const progress = (state as { application?: { progress?: unknown } } | null)?.application?.progress;
  if (typeof progress !== 'number') return null;
  if (MAY_BORROW.has(progress)) return PATHS.toBorrow;
  const screen = screenForProgress(progress);
  return screen === null ? null : PATHS[screen];
}
