import { defineScenario } from '../scenario.schemas';

/**
 * Found by the autopilot (seed 7, preset new-borrower, faults on) at step 171:
 * no-blank-screen: blank screen on /user_center/delete_account
 * Shrunk from 171 action(s) to these steps in 2 replay(s).
 * Found on the build before the fix: inside the native app, the account deletion page opened without a
 * session rendered nothing while the native login was open, and stayed blank when the borrower closed it
 * (src/features/user-center/delete-account-page.tsx now says so and goes back, or home, as the guarded
 * routes do; tests/unit/route-guard-native.test.tsx). The journey beside this file was recorded on
 * that build.
 * No scenario step says what no-blank-screen checks: the regression test is the replay under every
 * invariant: npm run autopilot -- --replay scenarios/found/no-blank-screen-7.scenario.ts (npm test replays
 * every file of scenarios/found).
 */
export default defineScenario({
  id: 'no-blank-screen-7',
  title: 'Autopilot: no-blank-screen (seed 7)',
  flow: 'found',
  preset: 'new-borrower',
  seed: 7,
  language: 'es',
  steps: [
    {
      note: 'autopilot found no-blank-screen: blank screen on /user_center/delete_account',
    },
    {
      goto: '/user_center/delete_account',
    },
  ],
});
