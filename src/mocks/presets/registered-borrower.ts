import { definePreset } from './define-preset';

/** The known borrower's mobile. */
export const REGISTERED_MOBILE = '5512345678';
/** A session token the world already issued to the known borrower (for tests and the bridge emulator). */
export const REGISTERED_TOKEN = 'tk_registered_borrower';
/** Progress of the personal information step (spec section 4). */
const PERSONAL_INFO_PROGRESS = 20;

export interface RegisteredBorrowerOptions {
  mobile?: string;
  /** Application progress code; default 20 (personal information is next). */
  progress?: number;
  token?: string;
}

/** One known borrower at a given progress, with a live session token. */
export const registeredBorrower = definePreset<RegisteredBorrowerOptions>({
  name: 'registered-borrower',
  description: `One borrower (${REGISTERED_MOBILE}) part-way through the application`,
  apply(world, options = {}) {
    const mobile = options.mobile ?? REGISTERED_MOBILE;
    const progress = options.progress ?? PERSONAL_INFO_PROGRESS;
    const profile = world.fakeProfile();
    world.addUser({
      mobile,
      progress,
      profile,
      createdAt: world.now() - 2 * 24 * 60 * 60_000,
      // The name is known once the personal information step is done.
      ...(progress > PERSONAL_INFO_PROGRESS ? { name: `${profile.firstName} ${profile.lastName}` } : {}),
    });
    world.issueToken(mobile, options.token ?? REGISTERED_TOKEN);
  },
});
