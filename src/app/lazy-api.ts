import type { ApiConfig } from '../api/client';
import type { EffectDeps } from '../store/effect-deps';
import { AbortedError } from '../api/errors';
import { yieldToMain } from './yield-to-main';

type ApiModules = EffectDeps['api'];
type AnyFunction = (...args: unknown[]) => unknown;

/** Thrown when the API layer's chunk cannot be downloaded (the phone is offline). */
export class ApiLayerLoadError extends Error {
  readonly code = 'NETWORK_ERROR' as const;
  constructor(cause: unknown) {
    super('The API layer could not be loaded', { cause });
    this.name = 'ApiLayerLoadError';
  }
}

/** The session a call goes under: the stored token's value (none when logged out). */
const sessionOf = (config: ApiConfig) => config.storage?.get('token')?.Authorization ?? null;

/**
 * The API layer (the client, its transport and encryptor, the endpoint contracts; one `api` chunk of about
 * 7 KiB gzip, decision 0054) is not in the first-render bundle: it loads once, configured, right after the
 * first screen has painted, on every route, since the start-up package configuration goes through it
 * (or at the first call, whichever comes first). Effects see the same typed functions through a thin
 * facade. `ready`, when given, holds the download back until it settles (main.tsx: the first paint, and
 * in mock-world builds the mock world's service worker): calls made before then wait for it. `download`,
 * when given, lets the chunks download sooner (main.tsx: at the first paint, alongside the mock world),
 * while the layer is still configured and called only once `ready` has settled.
 */
export function createLazyApi(
  config: ApiConfig,
  ready: Promise<unknown> = Promise.resolve(),
  download: Promise<unknown> = ready,
): { api: ApiModules; load: () => Promise<ApiModules> } {
  let loading: Promise<ApiModules> | null = null;
  const fetchModules = () =>
    Promise.all([
      import('../api/client'),
      import('../api/endpoints/auth'),
      import('../api/endpoints/user'),
      import('../api/endpoints/app'),
      import('../api/endpoints/store'),
      import('../api/endpoints/repayment'),
      import('../api/endpoints/feedback'),
    ]);
  const load = (): Promise<ApiModules> => {
    const settled = () => undefined;
    loading ??= Promise.all([download.then(fetchModules, fetchModules), ready.then(settled, settled)]).then(
      async ([[client, auth, user, app, store, repayment, feedback]]) => {
        // The modules' evaluation was one task; configuring and the first calls are the next ones.
        await yieldToMain();
        client.configureApi(config);
        return { auth, user, app, store, repayment, feedback };
      },
      (error: unknown) => {
        loading = null; // let the next call try again
        throw new ApiLayerLoadError(error);
      },
    );
    return loading;
  };
  const facade = <K extends keyof ApiModules>(key: K): ApiModules[K] =>
    new Proxy(
      {},
      {
        get:
          (_target, name) =>
          (...args: unknown[]) =>
            load().then(async (modules) => {
              // Each call prepares its request (checks, encryption) in a task of its own. A call a borrower's
              // session asked for is not sent once that session has ended in between (another borrower's login,
              // a logout): the request reads the session when it is sent. One asked logged out (the start-up
              // configuration) goes on under a login that came meanwhile, as it did before.
              const asked = sessionOf(config);
              await yieldToMain();
              if (asked !== null && sessionOf(config) !== asked)
                throw new AbortedError('The session changed before the call was sent', {
                  endpoint: String(name),
                  path: '',
                });
              return (modules[key] as unknown as Record<string | symbol, AnyFunction>)[name]!(...args);
            }),
      },
    ) as ApiModules[K];
  return {
    api: {
      auth: facade('auth'),
      user: facade('user'),
      app: facade('app'),
      store: facade('store'),
      repayment: facade('repayment'),
      feedback: facade('feedback'),
    },
    load,
  };
}
