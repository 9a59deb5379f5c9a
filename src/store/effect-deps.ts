import type * as appApi from '../api/endpoints/app';
import type * as authApi from '../api/endpoints/auth';
import type * as userApi from '../api/endpoints/user';
import type * as storeApi from '../api/endpoints/store';
import type * as repaymentApi from '../api/endpoints/repayment';
import type * as feedbackApi from '../api/endpoints/feedback';
import type { BridgeClient } from '../bridge/client';
import type { StoredValues } from '../storage/stored-values';

/** The outside world effects talk to; the app passes the real one, tests pass fakes. */
export interface EffectDeps {
  api: {
    auth: typeof authApi;
    user: typeof userApi;
    app: typeof appApi;
    store: typeof storeApi;
    repayment: typeof repaymentApi;
    feedback: typeof feedbackApi;
  };
  bridge: BridgeClient;
  storage: StoredValues;
  /** Hash-router navigation from outside React. */
  navigate(path: string, options?: { replace?: boolean }): void;
  /** True inside the native app (the bridge exists or the WebView promises it). */
  isNative(): boolean;
}
