import type { DeleteBlocker } from '../../domain/events';
import { definePreset } from './define-preset';
import { REGISTERED_MOBILE, registeredBorrower } from './registered-borrower';

/** Progress of a borrower repaying a loan (spec section 4: REPAYING). */
const REPAYING_PROGRESS = 50;

export interface BorrowerWithOpenLoanOptions {
  mobile?: string;
  /** What blocks an account deletion; default an unpaid loan. */
  blockers?: DeleteBlocker[];
}

/**
 * The known borrower (5512345678) with an unpaid loan, so `/user/delete-check` refuses the deletion.
 * Until the loan-lifecycle world keeps real orders, the open loan is the user's `deleteBlockers` flag.
 */
export const borrowerWithOpenLoan = definePreset<BorrowerWithOpenLoanOptions>({
  name: 'borrower-with-open-loan',
  description: `One borrower (${REGISTERED_MOBILE}) with an unpaid loan: account deletion is refused`,
  apply(world, options = {}) {
    const mobile = options.mobile ?? REGISTERED_MOBILE;
    registeredBorrower.apply(world, { mobile, progress: REPAYING_PROGRESS });
    world.updateUser(mobile, { deleteBlockers: [...(options.blockers ?? ['unpaidLoan'])] });
  },
});
