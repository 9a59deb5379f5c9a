import { useCallback, useState } from 'react';
import { BottomSheet } from '../../components/ui/bottom-sheet';
import type { Permission, PermissionState } from '../../domain/events';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { selectPermissionState } from '../../domain/bridge/bridge.selectors';
import { useStore } from '../../store/use-app-state';
import { useIntent } from '../../store/use-intent';
import { checkPermission } from './application.effects';
import { useFeatureMode } from './use-feature-mode';

/**
 * Asks for a device permission the way the privacy rules want: the rationale first (why we need it),
 * then the native request; a denial explains again and offers to retry or open the settings.
 * With the package's `featureMode.frontPermission` off (0) the app shows no rationale of its own: the
 * native request goes at once, and only a denial is explained. `ensure()` resolves true once granted.
 * (Contacts, SMS, call log, location, calendar and the app list are never asked for.)
 */
export function usePermission(permission: Extract<Permission, 'camera' | 'photos' | 'device'>) {
  const { t } = useT();
  const store = useStore<EffectDeps>();
  const { frontPermission } = useFeatureMode();
  const [dialog, setDialog] = useState<null | {
    state: PermissionState | 'rationale';
    resolve: (ok: boolean) => void;
  }>(null);

  // Every check goes to the native app (a newer one replaces the outcome of one still going).
  const { run: check } = useIntent(checkPermission, { key: permission, supersede: true });
  /** Checks (or asks for) the permission; its answer is the one the bridge slice keeps. */
  const request = useCallback(
    async (ask: boolean): Promise<PermissionState> => {
      await check({ permission, request: ask });
      return selectPermissionState(store.getState(), permission) ?? 'denied';
    },
    [store, permission, check],
  );

  const ensure = useCallback(async (): Promise<boolean> => {
    const current = await request(false);
    if (current === 'granted') return true;
    let shown: PermissionState | 'rationale' = current === 'deniedForever' ? current : 'rationale';
    if (frontPermission === 0) {
      // No rationale of ours: the native side asks (or sends the borrower to the settings) right away.
      const asked = await request(true);
      if (asked === 'granted') return true;
      shown = asked;
    }
    return new Promise<boolean>((resolve) => setDialog({ state: shown, resolve }));
  }, [request, frontPermission]);

  const close = (ok: boolean) => {
    dialog?.resolve(ok);
    setDialog(null);
  };

  const tryAgain = async () => {
    const state = await request(true);
    if (state === 'granted') close(true);
    else setDialog((d) => (d ? { ...d, state } : d));
  };

  const element = (
    <BottomSheet
      open={dialog !== null}
      title={t('application.permission.title')}
      onClose={() => close(false)}
      closeLabel={t('app.close')}
      footer={
        <>
          <button type="button" className="btn btn--block" onClick={() => void tryAgain()}>
            {dialog?.state === 'deniedForever'
              ? t('application.permission.settings')
              : t('application.permission.retry')}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--block"
            style={{ marginTop: '0.5rem' }}
            onClick={() => close(false)}
          >
            {t('application.permission.notNow')}
          </button>
        </>
      }
    >
      <p>{t(`application.permission.${permission}`)}</p>
      {dialog?.state === 'denied' ? <p className="error-text">{t('application.permission.denied')}</p> : null}
      {dialog?.state === 'deniedForever' ? (
        <p className="error-text">{t('application.permission.deniedForever')}</p>
      ) : null}
    </BottomSheet>
  );
  return { ensure, element };
}
