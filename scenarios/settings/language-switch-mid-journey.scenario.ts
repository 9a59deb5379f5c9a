import { defineScenario } from '../scenario.schemas';

/** A new borrower starts the application in Spanish, switches to English, and finishes the next steps in English. */
export default defineScenario({
  id: 'language-switch-mid-journey',
  title: 'A language switch in the middle of the application',
  flow: 'settings',
  preset: 'new-borrower',
  steps: [
    { run: { helper: 'loginThroughApp', with: { mobile: '5523456789' } } },
    { run: 'answerLoanQuestions' },
    { expectText: { text: 'Identificación oficial', exact: true } },
    { run: { helper: 'switchLanguage', with: { to: 'en' } } },
    { expectEvent: { type: 'settings/languageChanged', language: 'en' } },
    { expectText: { text: 'Language', exact: true } },
    { goto: '/auth/id_card_authentication' },
    { run: 'takeIdPhotos' },
    { run: 'takeSelfie' },
    { expectText: { text: 'Personal information', exact: true } },
    { expectText: { text: 'Información personal', absent: true } },
  ],
});
