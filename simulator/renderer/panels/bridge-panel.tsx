import { useState } from 'react';
import { PERMISSIONS, PERMISSION_STATES } from '#contracts/bridge';
import type { PermissionState } from '#contracts/events';
import type { SmsMessage } from '#contracts/mock-world';
import { describeActivity, type useBridgeModel } from './use-bridge-model';

type BridgeModel = ReturnType<typeof useBridgeModel>;

/** The native session: who is logged in, log in or out natively. */
function LoginSection({ model }: { model: BridgeModel }) {
  const [mobile, setMobile] = useState('5512345678');
  const state = model.state;
  return (
    <>
      <h3>Login</h3>
      <p aria-label="Login state">
        {state?.session ? `Logged in as ${state.session.mobile}` : 'Logged out'}
        {state?.login.open ? ' (login screen open)' : ''}
      </p>
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          void model.login(mobile)?.catch(() => undefined);
        }}
      >
        <input aria-label="Mobile" value={mobile} onChange={(e) => setMobile(e.target.value)} />
        <button type="submit">Log in natively</button>
        <button type="button" onClick={model.logout}>
          Log out natively
        </button>
      </form>
    </>
  );
}

/** The phone itself: FLAG_SECURE, the permissions (each can be changed) and the device info. */
function PhoneSection({ model }: { model: BridgeModel }) {
  const state = model.state;
  return (
    <>
      <h3>Screen</h3>
      <p aria-label="Secure screen">
        {state?.secureScreen
          ? 'Secure (FLAG_SECURE): screenshots and the recent-apps preview are blocked'
          : 'Not secured: screenshots allowed'}
      </p>
      <h3>Permissions</h3>
      <table aria-label="Permissions">
        <tbody>
          {PERMISSIONS.map((permission) => (
            <tr key={permission}>
              <td>{permission}</td>
              <td>
                <select
                  aria-label={`Permission ${permission}`}
                  value={state?.permissions[permission] ?? 'granted'}
                  onChange={(e) => model.setPermission(permission, e.target.value as PermissionState)}
                >
                  {PERMISSION_STATES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Device</h3>
      <dl className="kv" aria-label="Device info">
        {state
          ? Object.entries(state.device).map(([key, value]) => (
              <div key={key}>
                <dt>{key}</dt>
                <dd>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</dd>
              </div>
            ))
          : null}
      </dl>
    </>
  );
}

/** What went through the phone: the SMS inbox, the AppsFlyer events and the bridge's calls and replies. */
function TrafficSection({ model, outbox }: { model: BridgeModel; outbox: readonly SmsMessage[] }) {
  return (
    <>
      <h3>SMS inbox</h3>
      <ul aria-label="SMS inbox">
        {outbox.map((sms) => (
          <li key={`${sms.at}-${sms.code}`}>
            {sms.mobile}: {sms.text}
          </li>
        ))}
      </ul>
      <h3>AppsFlyer events</h3>
      <ul aria-label="AppsFlyer events">
        {(model.state?.afEvents ?? []).map((event, i) => (
          <li key={i}>
            {event.eventName} {event.eventValues ? JSON.stringify(event.eventValues) : ''}
          </li>
        ))}
      </ul>
      <h3>Calls and replies</h3>
      <button type="button" onClick={model.clear}>
        Clear log
      </button>
      <ol className="rows" aria-label="Bridge log">
        {model.log.map((activity, i) => (
          <li key={i}>
            <code>{describeActivity(activity)}</code>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * The Bridge panel: calls and replies, the screen's FLAG_SECURE, permissions, device, login, SMS inbox and
 * AppsFlyer events.
 */
export function BridgePanel({ model, outbox }: { model: BridgeModel; outbox: readonly SmsMessage[] }) {
  return (
    <section className="panel" aria-label="Bridge">
      <div className="columns">
        <div>
          <LoginSection model={model} />
          <PhoneSection model={model} />
        </div>
        <div>
          <TrafficSection model={model} outbox={outbox} />
        </div>
      </div>
    </section>
  );
}
