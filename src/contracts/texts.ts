/** The app's words: the two message catalogues and the texts of the screens compliance reviews. */
import type { FeatureTexts } from '../i18n/i18n';
import { texts as orderStatus } from '../components/ui/order-status.texts';
import { texts as bankCard } from '../features/application/add-bank-card.texts';
import { texts as additionalInfo } from '../features/application/additional-infomation.texts';
import { texts as application } from '../features/application/application.texts';
import { texts as contacts } from '../features/application/emergency-contact.texts';
import { texts as identity } from '../features/application/identity.texts';
import { texts as loanQuestion } from '../features/application/loan-question.texts';
import { texts as personalInfo } from '../features/application/personal-infomation.texts';
import { texts as borrow } from '../features/borrow/borrow.texts';
import { texts as deal } from '../features/deal/deal.texts';
import { texts as feedback } from '../features/feedback/feedback.texts';
import { texts as homeState } from '../features/home/home.texts';
import { texts as landing } from '../features/landing/landing.texts';
import { texts as legal } from '../features/legal/legal.texts';
import { texts as records } from '../features/records/records.texts';
import { texts as repay } from '../features/repay/repay.texts';
import { texts as faq } from '../features/user-center/faq.texts';
import { texts as userCenter } from '../features/user-center/user-center.texts';

export { default as en } from '../i18n/en.json' with { type: 'json' };
export { default as es } from '../i18n/es.json' with { type: 'json' };
export {
  application as applicationTexts,
  landing as landingTexts,
  legal as legalTexts,
  faq as faqTexts,
  userCenter as userCenterTexts,
};
/** The borrow screens' words: the terms checkbox and the no-cancellation notice the compliance review looks for. */
export { borrow as borrowTexts };

/** A texts module's bundle as `registerTexts` returns it: both languages and the namespace they live under. */
type RegisteredTexts = FeatureTexts & { readonly namespace: string };

/**
 * Every `*.texts.ts` of the screens (src/features and the shared src/components), with the namespace it registers under
 * (from `registerTexts`, not from its source). texts.test.ts checks no texts file is left out.
 */
export const FEATURE_TEXTS: readonly { namespace: string; texts: FeatureTexts }[] = (
  [
    bankCard,
    additionalInfo,
    application,
    contacts,
    identity,
    loanQuestion,
    personalInfo,
    borrow,
    deal,
    feedback,
    homeState,
    landing,
    legal,
    records,
    repay,
    faq,
    userCenter,
    orderStatus,
  ] satisfies readonly RegisteredTexts[]
).map(({ namespace, es, en }) => ({ namespace, texts: { es, en } }));
