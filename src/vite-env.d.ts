/// <reference types="vite/client" />

/** True in dev, test and `--mode mock` builds; false in the production build (no mock world). */
declare const __CUOTA_MOCKS__: boolean;
/** The app version from package.json. */
declare const __APP_VERSION__: string;
/** The web bundle's build id (the commit it was built from), shown in settings beside the native app's version. */
declare const __BUILD_ID__: string;

/**
 * How the page's first script (src/boot.ts) starts the app and the first screen: in a build, the files the
 * build wrote into it (build/first-script.ts); in development, the modules themselves.
 */
declare module 'virtual:cuota-boot' {
  /** Starts downloading a screen's files (its chunk and what it needs beyond the app start). */
  export function startScreen(name: string): void;
  /** Imports the app (src/main.tsx). */
  export function startApp(): Promise<unknown>;
}
