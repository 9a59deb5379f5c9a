import { bindEndpoint } from '../client.ts';
import { APP_ENDPOINTS } from '../contracts/app.ts';

/** Typed calls of the app endpoints (contracts in src/api/contracts/app.ts). */

/** GET /app/package-config */
export const getAppPackageConfig = bindEndpoint(APP_ENDPOINTS.getAppPackageConfig);
/** GET /app-download/getAddress */
export const getAppDownloadAddress = bindEndpoint(APP_ENDPOINTS.getAppDownloadAddress);
