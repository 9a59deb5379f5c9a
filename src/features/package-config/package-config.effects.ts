import { EMPTY, defer, merge, of, type Observable } from 'rxjs';
import { catchError, filter, map, switchMap, takeUntil, tap } from 'rxjs/operators';
import type { ConfigSource, PackageConfigData, UnstampedEvent } from '../../domain/events';
import { lenderOrNull } from '../../domain/lender';
import { selectIsLoggedIn } from '../../domain/session/session.selectors';
import type { EffectDeps } from '../../store/effect-deps';
import { failureMessage } from '../../store/failure';
import type { AppState } from '../../domain/state';
import type { Effect, EventEffect } from '../../store/store';

/**
 * Only the fields the app applies (the app config also carries version allow-lists). The lender is kept
 * only when it names the lender (legal name and address both given).
 */
function pick(config: PackageConfigData): PackageConfigData {
  const lender = lenderOrNull(config.lender);
  return {
    featureMode: { ...config.featureMode },
    uploadSwitches: { ...config.uploadSwitches },
    imageCountLimit: config.imageCountLimit,
    customerServiceEmail: config.customerServiceEmail,
    customerServiceHours: config.customerServiceHours,
    ...(lender ? { lender } : {}),
    ...(config.contractRegistry?.trim() ? { contractRegistry: config.contractRegistry.trim() } : {}),
  };
}

function packageConfig(
  source: ConfigSource,
  request: () => Promise<PackageConfigData>,
  deps: EffectDeps,
  getState: () => AppState,
): Observable<UnstampedEvent> {
  return defer(request).pipe(
    map(pick),
    tap((config) => {
      // The stored featureMode follows the configuration in force: the store's wins over the app's.
      if (source === 'store' || getState().config.bySource.store === null)
        deps.storage.set('featureMode', config.featureMode);
    }),
    map((config): UnstampedEvent => ({ type: 'config/loaded', source, config })),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'config/loadFailed', source, ...failureMessage(error) }),
    ),
  );
}

/** GET /time/upload/enable for the logged-in borrower: which device data to collect. */
function uploadEnable(deps: EffectDeps): Observable<UnstampedEvent> {
  return defer(() => deps.api.user.getUploadEnable({ silent: true })).pipe(
    map((flags): UnstampedEvent => ({ type: 'config/uploadEnableLoaded', flags: { ...flags } })),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'config/loadFailed', source: 'uploadEnable', ...failureMessage(error) }),
    ),
  );
}

/**
 * The package configuration at start-up: `/app/package-config` and `/store/package-config` (feature mode,
 * upload switches, image count limit, customer service), and `/time/upload/enable` when a borrower is
 * logged in (the call needs a token). Each call ends in its own `config/loaded` / `config/uploadEnableLoaded`
 * or `config/loadFailed`; a failure is not fatal (the product defaults apply).
 */
export const loadPackageConfig: Effect<Record<string, never>, EffectDeps> = (_payload, { deps, getState }) =>
  merge(
    packageConfig('app', () => deps.api.app.getAppPackageConfig({ silent: true }), deps, getState),
    packageConfig('store', () => deps.api.store.getStorePackageConfig({ silent: true }), deps, getState),
    selectIsLoggedIn(getState()) ? uploadEnable(deps) : EMPTY,
  );

/**
 * After every login, loads `/time/upload/enable` for the new borrower. The answer is that session's: the store's
 * fence does not stop event-driven effects, so a logout or a session's end stops the call, and so does the next
 * login (switchMap): a late answer never folds into nobody's state or another borrower's (decision 0077).
 */
export const loadUploadEnableOnLogin: EventEffect<EffectDeps> = ({ events$, deps }) =>
  events$.pipe(
    filter((event) => event.type === 'session/loggedIn'),
    switchMap(() =>
      uploadEnable(deps).pipe(
        takeUntil(
          events$.pipe(
            filter((event) => event.type === 'session/loggedOut' || event.type === 'session/expired'),
          ),
        ),
      ),
    ),
  );
