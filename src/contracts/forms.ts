/** What a driver or the autopilot types into the application's forms: option lists, identifier rules, form rules. */
export {
  CONTACT_RELATIONS,
  EMPLOYMENT_TYPES,
  PAY_FREQUENCIES,
  WEEKDAYS,
} from '../domain/options/profile-options';
export {
  checkCardNumber,
  checkClabe,
  checkCurp,
  checkMxPhone,
  clabeCheckDigit,
  curpCheckDigit,
  luhnCheckDigit,
  rfcCheckDigit,
} from '../domain/validation/mx-identifiers';
export { ADDITIONAL_FORM } from '../features/application/additional-infomation.rules';
