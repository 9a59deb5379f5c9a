import type { ApplicationStep } from './events';
import { routesWith, rowOf, type RoutesWith } from './screens';

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

/**
 * A screen the status-to-screen helper can open: an application step, or a route with a `progress` column
 * (the table of screens, src/domain/screens.ts).
 */
export type Screen = RoutesWith<'step'> | RoutesWith<'progress'>;

/** The eleven screens the status-to-screen helper can open (spec section 2): the steps, then the others. */
export const PROGRESS_SCREENS: readonly Screen[] = [...routesWith('step'), ...routesWith('progress')];

/** The application steps (the routes marked `step`) in the order the borrower completes them: by their codes. */
export const APPLICATION_STEPS: readonly ApplicationStep[] = routesWith('step').sort(
  (a, b) => PROGRESS[a] - PROGRESS[b],
);

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
 * Every code and the screen it opens (null: the code is known but opens no screen; home shows the state),
 * from the `progress` column of the table of screens. The table is the decision of
 * docs/decisions/0002-progress-code-to-screen.md.
 */
export const PROGRESS_SCREEN: ReadonlyMap<number, Screen | null> = new Map(
  (Object.keys(PROGRESS) as ProgressName[]).map((name) => [PROGRESS[name], screenOfCode(name)]),
);

/** The step of that name, else the screen whose `progress` column has the code, else null. */
function screenOfCode(name: ProgressName): Screen | null {
  const step = APPLICATION_STEPS.find((s) => s === name);
  return step ?? PROGRESS_SCREENS.find((screen) => rowOf(screen).progress?.includes(name)) ?? null;
}

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
