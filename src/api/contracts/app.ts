import * as z from 'zod/mini';
import { defineEndpoints, get, noPayload, packageConfigSchema } from './common.ts';

/** Contracts of the app-level calls `/app/*` and `/app-download/*` (spec section 7). */

/** GET /app/package-config: the package's configuration plus its app-version allow-lists. */
export const appPackageConfigSchema = z.extend(packageConfigSchema, {
  /** App versions per mode (spec section 7): mode 1 is the default, mode 2 the alternative. */
  versionAllowList: z.object({ mode1: z.array(z.string()), mode2: z.array(z.string()) }),
});
export type AppPackageConfig = z.infer<typeof appPackageConfigSchema>;

/** GET /app-download/getAddress: where the native app can be downloaded (landing pages, open_app). */
export const appDownloadAddressSchema = z.object({ url: z.string().check(z.minLength(1)) });
export type AppDownloadAddress = z.infer<typeof appDownloadAddressSchema>;

/** The `/app/*` endpoints, keyed by name. */
export const APP_ENDPOINTS = defineEndpoints({
  getAppPackageConfig: get('/app/package-config', noPayload, appPackageConfigSchema),
  getAppDownloadAddress: get('/app-download/getAddress', noPayload, appDownloadAddressSchema),
});
