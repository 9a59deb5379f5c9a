import { useEffect } from 'react';

/** Where unknown paths go: the product's external home page (configurable at build time). */
export const EXTERNAL_HOME_URL: string =
  (import.meta.env.VITE_EXTERNAL_HOME_URL as string | undefined) ?? 'https://www.cuota.mx/';

/** Unknown paths leave the app for the product's external home page (spec section 2). */
export function ExternalRedirect() {
  useEffect(() => {
    window.location.replace(EXTERNAL_HOME_URL);
  }, []);
  return null;
}
