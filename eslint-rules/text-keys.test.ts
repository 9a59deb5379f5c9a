import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import textKeys from './text-keys.js';

// `npm run lint` fails on an unknown text key (issue 32): keys of es.json and of the `*.texts.ts` namespaces
// pass, a typo fails, in literals, templates and both branches of a choice (decision 0052).
RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

const unknown = (key: string) => ({ messageId: 'unknown', data: { key } });

tester.run('text-keys', textKeys, {
  valid: [
    "t('tabs.home');", // es.json
    "t('deal.reviewTitle');", // a feature namespace (src/features/deal/deal.texts.ts)
    "t('orderStatus.repaying');", // a shared component's namespace
    "t('feedback.type.3');", // a numbered key
    "t('deal.rejectDays', { count: 2 });", // a key with plural forms
    "t('legal.privacy.intro');", // under a value read from another file: not followed, any key passes
    't(`feedback.type.${code}`);', // a template whose literal parts some key has
    "t(ok ? 'repay.cashier.copied' : 'repay.cashier.copyFailed');",
    "t(MOBILE_ERRORS[reason] ?? 'login.errors.mobileFormat');",
    'runtimeKey(`bankCard.errors.${reason}`);',
    't(key);', // not a literal: the type checks it
    "i18n.t('greet');", // another translator (src/i18n/translator.test.ts)
    "ctx.t('hola', 'hello');", // the mock handlers' own two-language helper
  ],
  invalid: [
    { code: "t('tabs.hom');", errors: [unknown('tabs.hom')] },
    { code: "t('deal.reviewTitel');", errors: [unknown('deal.reviewTitel')] },
    { code: "t('nowhere.reviewTitle');", errors: [unknown('nowhere.reviewTitle')] },
    { code: "t('tabs');", errors: [unknown('tabs')] }, // a group, not a text
    { code: 't(`feedback.typo.${code}`);', errors: [unknown('feedback.typo.${…}')] },
    { code: 'runtimeKey(`bankCrd.errors.${reason}`);', errors: [unknown('bankCrd.errors.${…}')] },
    {
      code: "t(ok ? 'repay.cashier.copied' : 'repay.cashier.copyFaild');",
      errors: [unknown('repay.cashier.copyFaild')],
    },
    {
      code: "t(MOBILE_ERRORS[reason] ?? 'login.errors.mobileFrmat');",
      errors: [unknown('login.errors.mobileFrmat')],
    },
  ],
});
