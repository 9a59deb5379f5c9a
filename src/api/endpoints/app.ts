import { APP_ENDPOINTS } from '../contracts/app.ts';
import { bindEndpoints } from './bind-endpoints.ts';

/** Typed calls of the app endpoints, named as their contracts (paths and schemas in src/api/contracts/app.ts). */
export const { getAppPackageConfig, getAppDownloadAddress } = bindEndpoints(APP_ENDPOINTS);
