/** The app's words: the two message catalogues and the texts of the screens compliance reviews. */
export { default as en } from '../i18n/en.json' with { type: 'json' };
export { default as es } from '../i18n/es.json' with { type: 'json' };
export { texts as applicationTexts } from '../features/application/application.texts';
export { texts as landingTexts } from '../features/landing/landing.texts';
export { texts as legalTexts } from '../features/legal/legal.texts';
export { texts as faqTexts } from '../features/user-center/faq.texts';
export { texts as userCenterTexts } from '../features/user-center/user-center.texts';
