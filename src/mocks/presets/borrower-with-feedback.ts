import { HOUR } from '../world/time';
import { definePreset } from './define-preset';
import { registeredBorrower, REGISTERED_MOBILE, type RegisteredBorrowerOptions } from './registered-borrower';

/**
 * The registered borrower with three customer-service threads: a repayment check answered and not yet
 * read (the red dot), a missing disbursement with the technical team, and an "other" request where the
 * agent waits for the borrower.
 */
export const borrowerWithFeedback = definePreset<RegisteredBorrowerOptions>({
  name: 'borrower-with-feedback',
  description: `One borrower (${REGISTERED_MOBILE}) with answered, pending and waiting feedback threads`,
  apply(world, options = {}) {
    registeredBorrower.apply(world, options);
    const user = world.findUser(options.mobile ?? REGISTERED_MOBILE);
    if (!user) return;
    const now = world.now();
    const desk = world.feedback;
    // The day before, in service hours: every planned step has happened.
    desk.create(
      { userId: user.userId, type: 3, description: 'Quiero cambiar mi número de celular' },
      now - 26 * HOUR,
    );
    desk.create(
      { userId: user.userId, type: 1, description: 'Pagué por SPEI y mi préstamo sigue pendiente' },
      now - 24 * HOUR,
    );
    // Half an hour ago: the first answer (5 to 20 minutes) came, the technical team's (45 to 90 more) not yet.
    desk.create(
      { userId: user.userId, type: 7, description: 'Me aprobaron el préstamo y no me ha llegado' },
      now - HOUR / 2,
    );
    desk.sync(now);
    // The first two were opened already; the repayment check's answer is new.
    for (const fb of desk.forUser(user.userId)) if (fb.type !== 1) desk.markRead(fb.feedbackId);
  },
});
