import { defineScenario } from '../scenario.schemas';
import { REVIEW_TO_GRANTED_QUOTA } from './quota-steps';

/**
 * A borrower types `peña@correo.mx` (issue 29, point 4). The screen and the backend share one e-mail rule
 * (decision 0029: spec section 5's characters, and ñ is not one of them), so the screen refuses it on the
 * field, in the spec's words, before anything is sent; it used to pass the screen and be refused by the
 * backend (10040303) after the whole form, with no field marked. The borrower corrects it and goes on to a
 * granted quota.
 */
export default defineScenario({
  id: 'email-with-enye-refused-on-the-field',
  title: 'An e-mail with ñ is refused on its field; corrected, the borrower goes on to a granted quota',
  flow: 'application',
  preset: 'identity-step',
  steps: [
    { note: 'The borrower answered the credit questions and stands at the identity document.' },
    { run: 'loginThroughApp' },
    { expectRoute: '/auth/id_card_authentication' },
    { run: 'takeIdPhotos' },
    { run: 'takeSelfie' },
    { fill: { label: 'Correo electrónico', value: 'peña@correo.mx' } },
    { run: 'fillPersonalInfo' },
    { note: 'Refused on the screen, under the field, and nothing was sent.' },
    {
      expectText: {
        text: 'El formato del correo es incorrecto y no puede contener espacios',
        within: 'Información personal',
      },
    },
    { expectText: 'Revisa los campos marcados en rojo' },
    { expectField: { label: 'Correo electrónico', value: 'peña@correo.mx' } },
    { expectRoute: '/auth/personal_infomation' },
    { expectNoEvent: { type: 'application/stepFailed' } },
    { expectNoEvent: { type: 'application/stepCompleted', step: 'personalInfomation' } },
    { note: 'The borrower writes the address without the ñ.' },
    { fill: { label: 'Correo electrónico', value: 'pena@correo.mx' } },
    { expectText: { text: 'El formato del correo es incorrecto', absent: true } },
    { tap: { name: 'Siguiente', role: 'button' } },
    { expectEvent: { type: 'application/stepCompleted', step: 'personalInfomation' } },
    { expectRoute: '/auth/additionalInfomation' },
    { run: 'fillWorkInfo' },
    { run: 'fillEmergencyContacts' },
    { run: 'fillBankAccount' },
    { expectText: 'Estamos revisando tu solicitud' },
    ...REVIEW_TO_GRANTED_QUOTA,
  ],
});
