import { defineScenario } from '../scenario.schemas';

/**
 * Personal information with the birthday changed (in its date picker) to one the CURP does not carry: the
 * form names the disagreement and the step stays (the backend takes only the borrower's own CURP, so the
 * birthday is what must change back).
 */
export default defineScenario({
  id: 'curp-disagrees-with-birthday',
  title: 'Personal information: a birthday the CURP does not carry is refused on the form',
  flow: 'application',
  preset: 'registered-borrower',
  presetOptions: { progress: 10 },
  // Refused once before: the app explains the camera again, and the borrower allows it this time.
  bridge: { permissions: { camera: 'denied' }, permissionAnswer: 'grant' },
  start: '/auth/id_card_authentication',
  steps: [
    { note: 'The guarded step asks the native app to log in.' },
    { login: { mobile: '5512345678' } },
    { note: 'The ID is read: the form starts with its CURP, birthday and sex, which agree.' },
    { run: 'takeIdPhotos' },
    { expectEvent: { type: 'bridge/permissionChecked', permission: 'camera', state: 'granted' } },
    { run: 'takeSelfie' },
    { run: { helper: 'fillPersonalInfo', with: { birthday: '1999-12-31' } } },
    { expectText: '31-12-1999' },
    { expectText: 'La CURP no coincide con tu fecha de nacimiento' },
    { expectRoute: '/auth/personal_infomation' },
  ],
});
