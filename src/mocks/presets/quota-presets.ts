import { PROGRESS } from '../../domain/progress';
import { startQuotaReview } from '../world/application';
import { MINUTE } from '../world/time';
import type { MockWorld } from '../world/world';
import { addBorrowerAt, type ApplicationPresetOptions } from './application-in-progress';
import { definePreset } from './define-preset';

/** Options of the quota presets. */
export type QuotaPresetOptions = Omit<ApplicationPresetOptions, 'progress'>;

/** The known borrower with every step done and a review started `agoMinutes` before now. */
function reviewedBorrower(world: MockWorld, options: QuotaPresetOptions, agoMinutes: number) {
  const { user, app } = addBorrowerAt(world, PROGRESS.userInfoFinish, options);
  const review = startQuotaReview(world, app);
  const shift = agoMinutes * MINUTE;
  review.startedAt -= shift;
  review.until -= shift;
  world.updateUser(user.mobile, {});
}

/** Application finished, the quota review still running (10 to 60 minutes of world time). */
export const quotaReview = definePreset<QuotaPresetOptions>({
  name: 'quota-review',
  description: 'One borrower with a finished application whose quota review is under way',
  apply(world, options = {}) {
    reviewedBorrower(world, options, 0);
  },
});

/** Application finished and the quota granted (3,000 to 8,000 pesos from the seed). */
export const quotaGranted = definePreset<QuotaPresetOptions>({
  name: 'quota-granted',
  description: 'One borrower whose quota review ended with a granted quota',
  apply(world, options = {}) {
    reviewedBorrower(world, options, 24 * 60);
  },
});

/** Application finished and the quota rejected; later reviews in this world reject too. */
export const quotaRejected = definePreset<QuotaPresetOptions>({
  name: 'quota-rejected',
  description: 'One borrower whose quota review was rejected; every later review rejects too',
  apply(world, options = {}) {
    world.setConfig({ application: { ...world.config.application, quotaDecision: 'reject' } });
    reviewedBorrower(world, options, 24 * 60);
  },
});
