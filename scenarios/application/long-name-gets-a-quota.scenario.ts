import { defineScenario } from '../scenario.schemas';
import { REVIEW_TO_GRANTED_QUOTA } from './quota-steps';

/**
 * A borrower whose full name has 47 characters ("María Guadalupe Fernández de la Garza Hernández") finishes
 * the application (issue 29, point 3). Each name field stays within its 45 characters; the bank account's
 * holder, prefilled with the whole name, was checked with the 45-character rule of one name and refused on
 * the screen. Now the holder has the contract's 100 (decision 0029), and the backend finds it is the
 * borrower's own name.
 */
export default defineScenario({
  id: 'long-name-gets-a-quota',
  title: 'A 47-character full name, read from the ID, as the bank account holder, to a granted quota',
  flow: 'application',
  preset: 'identity-step',
  presetOptions: { name: { firstName: 'María Guadalupe', lastName: 'Fernández de la Garza Hernández' } },
  steps: [
    {
      note: 'The borrower answered the credit questions; their ID carries two given names and a compound surname.',
    },
    { run: 'loginThroughApp' },
    { expectRoute: '/auth/id_card_authentication' },
    { run: 'takeIdPhotos' },
    { run: 'takeSelfie' },
    { note: 'Personal information takes the names as the ID reads them, one field each.' },
    { expectField: { label: 'Primer nombre', value: 'María' } },
    { expectField: { label: 'Segundo nombre', value: 'Guadalupe' } },
    { expectField: { label: 'Apellidos', value: 'Fernández de la Garza Hernández' } },
    { run: 'fillPersonalInfo' },
    { expectEvent: { type: 'application/stepCompleted', step: 'personalInfomation' } },
    { run: 'fillWorkInfo' },
    { run: 'fillEmergencyContacts' },
    { note: 'The account holder is prefilled with the whole name: 47 characters.' },
    {
      expectField: { label: 'Nombre del titular', value: 'María Guadalupe Fernández de la Garza Hernández' },
    },
    { run: 'fillBankAccount' },
    { expectEvent: { type: 'application/stepCompleted', step: 'addBankCard' } },
    { expectNoEvent: { type: 'application/stepFailed' } },
    { expectText: 'Estamos revisando tu solicitud' },
    ...REVIEW_TO_GRANTED_QUOTA,
  ],
});
