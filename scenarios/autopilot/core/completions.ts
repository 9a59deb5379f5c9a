import { PATHS } from '../../../src/domain/paths';
import { LABELS } from '../../drivers/helpers';
import type { HelperName } from '../../scenario.schemas';
import type { Control } from './aria';

/**
 * Screens a careful borrower completes in one go, and the drivers' composite step that does it
 * (scenarios/drivers/helpers.ts): every field filled with a value the product accepts, then its send
 * button. A random walk seldom has every field of a form valid at the moment it taps "Siguiente" (one
 * hostile value or one empty picker and the step stays), so without these it never gets past the first
 * application step, and never meets a quota, an order or a repayment. The walk still types and taps field
 * by field; a completion is one more action on these screens, weighed like a tap, so the walk goes deep
 * and then explores what it finds there. The helpers find everything by visible text and role, as the
 * walk does, so a completion that cannot be done on this screen now (a fault, another state) fails as an
 * action and weighs less after.
 */
export const COMPLETIONS: Readonly<Record<string, HelperName>> = {
  [PATHS.loanQuestion]: 'answerLoanQuestions',
  [PATHS.idCardAuthentication]: 'takeIdPhotos',
  [PATHS.idCardFacial]: 'takeSelfie',
  [PATHS.personalInfomation]: 'fillPersonalInfo',
  [PATHS.additionalInfomation]: 'fillWorkInfo',
  [PATHS.emergencyContact]: 'fillEmergencyContacts',
  [PATHS.addBankCard]: 'fillBankAccount',
  // From home with a granted quota: amount, full cost, terms, confirmation.
  [PATHS.home]: 'borrow',
  [PATHS.repayDetail]: 'repayInFull',
};

type Labels = (typeof LABELS)[keyof typeof LABELS];

/**
 * The control a completion starts from, where the screen shows it only in some states (home offers to
 * borrow only with a quota, the payment detail a payment only with a loan): without it the completion is not
 * offered, rather than tried and timed out.
 */
const STARTS_FROM: Partial<Record<HelperName, (labels: Labels) => Pick<Control, 'role' | 'name'>>> = {
  borrow: (l) => ({ role: 'link', name: l.borrowLink }),
  repayInFull: (l) => ({ role: 'button', name: l.pay }),
};

/** What a completion depends on: the screen as the walk sees it. */
export interface CompletionContext {
  route: string;
  loggedIn: boolean;
  dialogs: readonly unknown[];
  language: 'es' | 'en';
  /** The controls the borrower can reach now. */
  controls: readonly Pick<Control, 'role' | 'name'>[];
}

/** The completion of a screen (logged in, no dialog open, its first control there), if it has one. */
export function completionOf(context: CompletionContext): HelperName | null {
  if (!context.loggedIn || context.dialogs.length > 0) return null;
  const helper = COMPLETIONS[context.route];
  if (!helper) return null;
  const start = STARTS_FROM[helper]?.(LABELS[context.language]);
  if (start && !context.controls.some((c) => c.role === start.role && c.name.includes(start.name))) return null;
  return helper;
}
