import { selectCustomerServiceEmail, selectCustomerServiceHours } from '../../domain/config/config.selectors';
import { useAppState } from '../../store/use-app-state';

/** The configured customer-service e-mail and hours, as text values (`{{email}}`, `{{open}}`, `{{close}}`). */
export function useServiceContact(): { email: string; open: string; close: string } {
  // Primitive selections: a fresh object per read would re-render forever.
  const email = useAppState(selectCustomerServiceEmail);
  const open = useAppState((state) => selectCustomerServiceHours(state).open);
  const close = useAppState((state) => selectCustomerServiceHours(state).close);
  return { email, open, close };
}
