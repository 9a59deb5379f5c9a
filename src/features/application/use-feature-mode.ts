import { selectFeatureMode } from '../../domain/config/config.selectors';
import type { PackageConfigData } from '../../domain/events';
import type { EffectDeps } from '../../store/effect-deps';
import { shallowEqual, useAppState, useStore } from '../../store/use-app-state';

/**
 * The feature mode in force (spec section 3 `featureMode`): the package configuration loaded in this
 * session, else the stored value (the native app's, or the last configuration's), else both on.
 * `live`: the selfie goes through liveness detection; `frontPermission`: the app explains a permission
 * (its rationale sheet) before the native request.
 */
export function useFeatureMode(): PackageConfigData['featureMode'] {
  const store = useStore<EffectDeps>();
  const stored = store.deps.storage.get('featureMode');
  return useAppState((state) => selectFeatureMode(state, stored), shallowEqual);
}
