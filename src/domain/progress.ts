import type { ApplicationStep } from './events';

/**
 * Application progress codes of spec section 4, ascending. A step code means "this step is next":
 * every step with a lower code is complete (see docs/decisions/0002-progress-code-to-screen.md).
 */
export const PROGRESS = {
  loanQuestion: 5,
  idCardAuthentication: 10,
  idCardFacial: 15,
  personalInfomation: 20,
  additionalInfomation: 25,
  emergencyContact: 30,
  addBankCard: 35,
  userInfoFinish: 40,
  waitForCreateStoreOrder: 42,
  WAIT_SUBMIT: 43,
  APPLYING: 45,
  REPAYING: 50,
  OVERDUE: 55,
  FINISHED: 60,
  DISBURSING: 65,
  CANCELLED: 70,
  REJECTED: 75,
  PAY_FAILURED: 80,
} as const;

/** The name of a progress code (a key of PROGRESS). */
export type ProgressName = keyof typeof PROGRESS;
/** One of the eighteen known progress codes. */
export type ProgressCode = (typeof PROGRESS)[ProgressName];

/** The eleven screens the status-to-screen helper can open (spec section 2). */
export const SCREENS = [
  'loanQuestion',
  'idCardAuthentication',
  'idCardFacial',
  'personalInfomation',
  'additionalInfomation',
  'emergencyContact',
  'addBankCard',
  'home',
  'review',
  'repayDetail',
  'lending',
] as const;

/** A screen the status-to-screen helper can open. */
export type Screen = (typeof SCREENS)[number];

/** The application steps in the order the borrower completes them, with their progress codes. */
export const APPLICATION_STEPS: readonly ApplicationStep[] = [
  'loanQuestion',
  'idCardAuthentication',
  'idCardFacial',
  'personalInfomation',
  'additionalInfomation',
  'emergencyContact',
  'addBankCard',
];

/** The progress code that means "this step is next". */
export function progressOfStep(step: ApplicationStep): ProgressCode {
  return PROGRESS[step];
}

/** The steps complete at a progress code: every step whose code is lower. */
export function stepsCompletedAt(progress: number): ApplicationStep[] {
  if (!Number.isFinite(progress)) return [];
  return APPLICATION_STEPS.filter((step) => PROGRESS[step] < progress);
}

/** The step to do next at a progress code, or null when the profile is complete or the code unknown. */
export function nextStepAt(progress: number): ApplicationStep | null {
  if (!isProgressCode(progress)) return null;
  return APPLICATION_STEPS.find((step) => PROGRESS[step] >= progress) ?? null;
}

/**
 * Every code and the screen it opens (null: the code is known but opens no screen; home shows the state).
 * The table is the decision of docs/decisions/0002-progress-code-to-screen.md.
 */
export const PROGRESS_SCREEN: ReadonlyMap<number, Screen | null> = new Map<ProgressCode, Screen | null>([
  [PROGRESS.loanQuestion, 'loanQuestion'],
  [PROGRESS.idCardAuthentication, 'idCardAuthentication'],
  [PROGRESS.idCardFacial, 'idCardFacial'],
  [PROGRESS.personalInfomation, 'personalInfomation'],
  [PROGRESS.additionalInfomation, 'additionalInfomation'],
  [PROGRESS.emergencyContact, 'emergencyContact'],
  [PROGRESS.addBankCard, 'addBankCard'],
  // Profile complete: quota and the borrow button live on home.
  [PROGRESS.userInfoFinish, 'home'],
  [PROGRESS.waitForCreateStoreOrder, 'home'],
  [PROGRESS.WAIT_SUBMIT, 'home'],
  [PROGRESS.APPLYING, 'review'],
  [PROGRESS.REPAYING, 'repayDetail'],
  [PROGRESS.OVERDUE, 'repayDetail'],
  [PROGRESS.FINISHED, 'home'],
  [PROGRESS.DISBURSING, 'lending'],
  // Terminal outcomes open nothing: home renders cancelled, rejected and failed states itself.
  [PROGRESS.CANCELLED, null],
  [PROGRESS.REJECTED, null],
  [PROGRESS.PAY_FAILURED, null],
]);

/** True for one of the eighteen known progress codes. */
export function isProgressCode(code: number): code is ProgressCode {
  return PROGRESS_SCREEN.has(code);
}

/** The screen a progress code opens, or null for an unknown code or a code that opens no screen. */
export function screenForProgress(code: number): Screen | null {
  return PROGRESS_SCREEN.get(code) ?? null;
}

/**
 * Navigates to the screen of a progress code. Returns false (and does not navigate) for an unknown code or
 * a code that opens no screen; otherwise calls navigate once and returns true. The query is passed along
 * as a copy, except that home always gets an empty query (review gets the query, at least `{}`).
 */
export function navigateByProgress(
  code: number,
  query: Record<string, string>,
  navigate: (screen: Screen, query: Record<string, string>) => void,
): boolean {
  const screen = screenForProgress(code);
  if (screen === null) return false;
  navigate(screen, screen === 'home' ? {} : { ...(query ?? {}) });
  return true;
}
