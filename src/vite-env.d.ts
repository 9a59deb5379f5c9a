/// <reference types="vite/client" />

/** True in dev, test and `--mode mock` builds; false in the production build (no mock world). */
declare const __CUOTA_MOCKS__: boolean;
/** The app version from package.json. */
declare const __APP_VERSION__: string;
