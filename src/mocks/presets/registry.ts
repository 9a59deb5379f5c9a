import { applicationInProgress, identityStep } from './application-in-progress';
import { borrowerWithFeedback } from './borrower-with-feedback';
import { borrowerWithOpenLoan } from './borrower-with-open-loan';
import type { MockPreset } from './define-preset';
import { livenessFails, ocrFails } from './identity-failures';
import {
  loanAssessing,
  loanCancelled,
  loanDisbursing,
  loanFinished,
  loanRejected,
  overdue,
  payoutFails,
  repaying,
  specMaxTerms,
} from './loan-presets';
import { newBorrower } from './new-borrower';
import { quotaGranted, quotaRejected, quotaReview } from './quota-presets';
import { registeredBorrower } from './registered-borrower';

/** Every named world, by name (the simulator's picker, scenarios and `startMockWorld({ preset })`). */
export const PRESETS = {
  'new-borrower': newBorrower,
  'registered-borrower': registeredBorrower,
  'borrower-with-feedback': borrowerWithFeedback,
  'borrower-with-open-loan': borrowerWithOpenLoan,
  'application-in-progress': applicationInProgress,
  'identity-step': identityStep,
  'quota-review': quotaReview,
  'quota-granted': quotaGranted,
  'quota-rejected': quotaRejected,
  'ocr-fails': ocrFails,
  'liveness-fails': livenessFails,
  'loan-assessing': loanAssessing,
  'loan-disbursing': loanDisbursing,
  repaying,
  overdue,
  'loan-rejected': loanRejected,
  'payout-fails': payoutFails,
  'loan-finished': loanFinished,
  'loan-cancelled': loanCancelled,
  'spec-max-terms': specMaxTerms,
} as const satisfies Record<string, MockPreset<never>>;

/** A preset name. */
export type PresetName = keyof typeof PRESETS;

/** True when a string names a preset. */
export function isPresetName(name: string): name is PresetName {
  return Object.prototype.hasOwnProperty.call(PRESETS, name);
}
