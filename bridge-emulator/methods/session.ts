import type { LoginInfo } from '#contracts/bridge';
import { push, succeed, type EmulatorCore, type MethodGroup } from '../emulator-core';
import { openLoginOverlay, type LoginOverlay } from '../login-overlay';
import { createWireLoginBackend } from '../native-login';
import { writeStoredSession } from '../native-storage';

/**
 * Session and login: `toLogin` ends the native session and, by the login mode, shows the native login
 * screen (`ui`), logs a borrower in by itself (`auto`), gives up (`cancel`) or waits for `control.login`
 * (`manual`); the SMS code comes from the mock world. `getLoginInfo` and `logout` answer from the session.
 */

type SessionMethods = 'toLogin' | 'getLoginInfo' | 'logout';
type SessionControl = 'setLoginMode' | 'login' | 'cancelLogin' | 'logout' | 'setSession';

type LoginBackend = ReturnType<typeof createWireLoginBackend>;

function loginBackendOf(core: EmulatorCore): LoginBackend {
  const { state, options } = core;
  return (
    options.loginBackend ??
    createWireLoginBackend({
      baseUrl: options.apiBaseUrl ?? (() => 'http://localhost'),
      packageName: () => state.device.packageName,
      language: () => core.config.language,
      world: core.world,
    })
  );
}

/** The native login screen (an overlay on the page): send the code, show the SMS, submit, cancel. */
function loginScreen(
  core: EmulatorCore,
  backend: LoginBackend,
  on: { loggedIn: (session: LoginInfo) => void; cancel: () => void },
) {
  const { state, options, now, record, log } = core;
  let overlay: LoginOverlay | null = null;
  function close(): void {
    overlay?.close();
    overlay = null;
  }
  core.onDispose(close);

  function show(): void {
    const doc = options.document;
    if (!doc) {
      log('warn', 'no document for the native login screen: waiting for control.login()');
      return;
    }
    overlay = openLoginOverlay(
      doc,
      {
        onSendCode: async (mobile) => {
          const sent = await backend.sendCode(mobile);
          if (!sent.ok) overlay?.setError(sent.message);
          const sms = backend.incomingSms(mobile);
          if (sms) {
            overlay?.showSms(sms.text, sms.code);
            record({ kind: 'native', at: now(), action: 'smsShown', detail: { mobile } });
          }
        },
        onSubmit: async (mobile, code) => {
          const answer = await backend.login(mobile, code);
          if (!answer.ok) {
            overlay?.setError(answer.message);
            return;
          }
          on.loggedIn({ token: `Bearer ${answer.data.token}`, mobile });
        },
        onCancel: on.cancel,
      },
      { language: core.config.language, ...(state.login.mobile ? { mobile: state.login.mobile } : {}) },
    );
  }
  return { show, close };
}

/** Logging in by the login mode: the screen, by itself (auto), or by `control.login`; and cancelling. */
function loginFlow(core: EmulatorCore) {
  const { state, now, record, changed, emitEvent, log } = core;
  const backend = loginBackendOf(core);
  const screen = loginScreen(core, backend, { loggedIn: finishLogin, cancel: cancelLogin });

  function finishLogin(session: LoginInfo): void {
    state.session = session;
    writeStoredSession(core, session);
    state.login.open = false;
    screen.close();
    record({ kind: 'native', at: now(), action: 'loggedIn', detail: { mobile: session.mobile } });
    changed();
    emitEvent('loginChanged', session);
  }

  function cancelLogin(): void {
    const wasOpen = state.login.open;
    state.login.open = false;
    screen.close();
    record({ kind: 'native', at: now(), action: 'loginCancelled' });
    if (wasOpen) changed();
    emitEvent('loginChanged', null);
  }

  async function login(mobile: string, loginOptions: { code?: string } = {}): Promise<LoginInfo> {
    let code = loginOptions.code;
    if (code === undefined) {
      const sent = await backend.sendCode(mobile);
      code = backend.incomingSms(mobile)?.code;
      if (code === undefined)
        throw new Error(
          `no SMS code for ${mobile}${sent.ok ? ' (is the mock world reachable?)' : `: ${sent.message}`}`,
        );
    }
    const answer = await backend.login(mobile, code);
    if (!answer.ok) throw new Error(`native login of ${mobile} failed: ${answer.message}`);
    const session: LoginInfo = { token: `Bearer ${answer.data.token}`, mobile };
    finishLogin(session);
    return session;
  }

  function startLogin(): void {
    const { mode, mobile } = state.login;
    record({ kind: 'native', at: now(), action: 'loginRequested', detail: { mode } });
    if (mode === 'cancel') {
      emitEvent('loginChanged', null);
      return;
    }
    if (mode === 'ui') screen.show();
    else if (mode === 'auto') {
      if (!mobile) {
        log('warn', 'login mode auto needs login.mobile; closing the login');
        cancelLogin();
        return;
      }
      login(mobile).catch((error: unknown) => {
        log('warn', 'automatic native login failed', error);
        if (state.login.open) cancelLogin();
      });
    }
  }

  return { login, cancelLogin, startLogin };
}

/** The login and session methods of the emulated phone. */
export function sessionMethods(core: EmulatorCore): MethodGroup<SessionMethods, SessionControl> {
  const { state, now, record, changed, emitEvent } = core;
  const { login, cancelLogin, startLogin } = loginFlow(core);

  return {
    handlers: {
      toLogin: (params) => {
        // The web view asks because its token is missing or refused: the native session is over.
        state.session = null;
        state.login.open = state.login.mode !== 'cancel';
        record({
          kind: 'native',
          at: now(),
          action: 'toLogin',
          detail: { reason: params.reason ?? 'required' },
        });
        // The login screen opens after the reply, once the app listens for `loginChanged`.
        core.later(0, startLogin);
        return succeed({});
      },
      getLoginInfo: () => succeed(state.session),
      logout: (params) => {
        state.session = null;
        push(state.logouts, { at: now(), clearAll: params.clearAll ?? false });
        return succeed({});
      },
    },
    control: {
      setLoginMode(mode, mobile) {
        state.login.mode = mode;
        if (mobile !== undefined) state.login.mobile = mobile;
        changed();
      },
      login,
      cancelLogin,
      logout() {
        state.session = null;
        writeStoredSession(core, null);
        push(state.logouts, { at: now(), clearAll: false });
        changed();
        emitEvent('loginChanged', null);
      },
      setSession(session, setOptions = {}) {
        state.session = session;
        writeStoredSession(core, session);
        changed();
        if (setOptions.notify) emitEvent('loginChanged', session);
      },
    },
  };
}
