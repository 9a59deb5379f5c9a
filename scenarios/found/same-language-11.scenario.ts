import { defineScenario } from '../scenario.schemas';

/**
 * Found by the autopilot (bench walk of seed 7, new borrower, at action 977) and written down by hand as a
 * borrower with a finished loan, then shrunk by `npm run autopilot -- --shrink` (seed 11, preset
 * loan-finished) on the build before the fix:
 * same-language: "Fast and safe personal loans" (English) shown in es on /.
 * Shrunk from 7 action(s) to these steps in 13 replay(s); the journey beside this file was recorded there.
 * The defect: deleting the account in English cleared the borrower's values and reset the store, whose fresh
 * state said Spanish, while the phone's language (kept by clearAll) left every text in English. The fix: a
 * deleted account starts again as a first visit, the stored language and the texts following the fresh
 * state's Spanish (src/features/user-center/delete-account-page.tsx).
 * Regression test: npm run autopilot -- --replay scenarios/found/same-language-11.scenario.ts (npm test
 * replays every file of scenarios/found); the closing checks fail while the defect is there.
 */
export default defineScenario({
  id: 'same-language-11',
  title: 'Autopilot: same-language (seed 11)',
  flow: 'found',
  preset: 'loan-finished',
  seed: 11,
  language: 'en',
  steps: [
    {
      note: 'autopilot found same-language: "Fast and safe personal loans" (English) shown in es on /',
    },
    {
      run: 'loginThroughApp',
    },
    {
      goto: '/user_center/delete_account',
    },
    {
      tap: {
        name: 'Send code',
        role: 'button',
      },
    },
    {
      run: 'enterSmsCode',
    },
    {
      tap: {
        name: 'Delete my account',
        role: 'button',
      },
    },
    {
      tap: {
        name: 'Yes, delete',
        role: 'button',
      },
    },
    {
      expectState: {
        path: 'settings.language',
        equals: 'es',
      },
    },
    {
      expectText: {
        text: 'Préstamos personales en línea, desde tu celular',
        exact: true,
      },
    },
  ],
});
