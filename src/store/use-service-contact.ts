import { selectCustomerServiceEmail, selectCustomerServiceHours } from '../domain/config/config.selectors';
import { shallowEqual, useAppState } from './use-app-state';

/** The configured customer-service e-mail and hours, as text values (`{{email}}`, `{{open}}`, `{{close}}`). */
export function useServiceContact(): { email: string; open: string; close: string } {
  return useAppState(
    (state) => ({ email: selectCustomerServiceEmail(state), ...selectCustomerServiceHours(state) }),
    shallowEqual,
  );
}
