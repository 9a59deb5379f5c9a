import { PROGRESS } from '../../domain/progress';
import { fillApplicationUpTo } from '../world/application';
import type { MockWorld } from '../world/world';
import { definePreset } from './define-preset';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from './registered-borrower';

/** Options of the application presets. */
export interface ApplicationPresetOptions {
  mobile?: string;
  token?: string;
  /** Progress code of the step to do next (5 to 40); the earlier steps are filled in. */
  progress?: number;
  /**
   * The borrower's names as their ID prints them (given names, then both surnames), e.g. a long compound
   * name; made up from the seed when absent. The document's CURP and RFC are built from them.
   */
  name?: { firstName: string; lastName: string };
}

/** Adds the known borrower with a live token and their file filled up to `progress`. */
export function addBorrowerAt(world: MockWorld, progress: number, options: ApplicationPresetOptions = {}) {
  const mobile = options.mobile ?? REGISTERED_MOBILE;
  const user = world.addUser({
    mobile,
    createdAt: world.now() - 2 * 60 * 60_000,
    ...(options.name ? { profile: { ...world.fakeProfile(), ...options.name } } : {}),
  });
  world.issueToken(mobile, options.token ?? REGISTERED_TOKEN);
  const app = fillApplicationUpTo(world, user, progress);
  return { user, app };
}

/** The known borrower part-way through the application, every earlier step's data on file. */
export const applicationInProgress = definePreset<ApplicationPresetOptions>({
  name: 'application-in-progress',
  description: 'One borrower mid-application (presetOptions.progress, default 20: personal information next)',
  apply(world, options = {}) {
    const progress = options.progress ?? PROGRESS.personalInfomation;
    if (progress < PROGRESS.loanQuestion || progress > PROGRESS.userInfoFinish)
      throw new Error(`application-in-progress: progress ${progress} is not a step from 5 to 40`);
    addBorrowerAt(world, progress, options);
  },
});

/**
 * The known borrower logged in, the credit questions answered, at the identity document step: the photos
 * of both sides and the OCR's reading (names, CURP, birthday) are still to come.
 */
export const identityStep = definePreset<Omit<ApplicationPresetOptions, 'progress'>>({
  name: 'identity-step',
  description: 'One borrower at the identity document step (credit questions answered), photos and OCR to do',
  apply(world, options = {}) {
    addBorrowerAt(world, PROGRESS.idCardAuthentication, options);
  },
});
