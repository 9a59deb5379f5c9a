import { useState } from 'react';
import { FAULT_KINDS, describeFault, type FaultKind, type useNetworkModel } from './use-network-model';

const KIND_LABELS: Record<FaultKind, string> = {
  delay: 'Delay (ms)',
  networkError: 'Network error',
  timeout: 'Time-out',
  errorCode: 'Error code',
  malformed: 'Malformed body',
};

type NetworkModel = ReturnType<typeof useNetworkModel>;

/** The form that adds a fault to an endpoint (or every one), and the faults in force. */
function FaultControls({ model }: { model: NetworkModel }) {
  const [target, setTarget] = useState('');
  const [kind, setKind] = useState<FaultKind>('networkError');
  const [value, setValue] = useState('');
  const [once, setOnce] = useState(false);
  return (
    <>
      <form
        className="toolbar"
        aria-label="Add fault"
        onSubmit={(e) => {
          e.preventDefault();
          model.addFault(target, kind, value, once);
        }}
      >
        <input
          aria-label="Endpoint"
          list="sim-endpoints"
          placeholder="Endpoint (path or *)"
          value={target}
          onChange={(e) => setTarget(e.target.value)}
        />
        <datalist id="sim-endpoints">
          {model.endpoints.map((path) => (
            <option key={path} value={path} />
          ))}
        </datalist>
        <select aria-label="Fault" value={kind} onChange={(e) => setKind(e.target.value as FaultKind)}>
          {FAULT_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </select>
        {kind === 'delay' || kind === 'errorCode' ? (
          <input
            aria-label="Fault value"
            placeholder={kind === 'delay' ? 'ms' : 'code'}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        ) : null}
        <label>
          <input type="checkbox" checked={once} onChange={(e) => setOnce(e.target.checked)} /> Once
        </label>
        <button type="submit">Add fault</button>
      </form>
      <ul className="rules" aria-label="Active faults">
        {model.rules.map((rule) => (
          <li key={rule.id}>
            {rule.target}: {describeFault(rule.fault)} {rule.once ? '(once)' : ''} — hits {rule.hits}{' '}
            <button type="button" onClick={() => model.removeFault(rule.id)}>
              Remove fault {rule.target}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The requests seen, one row each; a row selects the request. */
function RequestTable({ model }: { model: NetworkModel }) {
  return (
    <table className="rows" aria-label="Requests">
      <thead>
        <tr>
          <th>#</th>
          <th>Endpoint</th>
          <th>Status</th>
          <th>Code</th>
          <th>+ms</th>
        </tr>
      </thead>
      <tbody>
        {model.rows.map((row) => (
          <tr
            key={row.index}
            className={model.selected?.index === row.index ? 'row--selected' : undefined}
            onClick={() => model.select(row.index)}
          >
            <td>{row.index}</td>
            <td>
              <button type="button" className="link" onClick={() => model.select(row.index)}>
                {row.traffic.path ?? '(undecryptable)'}
              </button>
            </td>
            <td>{row.traffic.fault ?? row.traffic.status}</td>
            <td>{row.traffic.code ?? ''}</td>
            <td>{row.sincePrevious ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The selected request, decrypted, and its answer. */
function RequestDetail({ selected }: { selected: NetworkModel['selected'] }) {
  return (
    <div className="detail" aria-label="Request detail">
      {selected ? (
        <>
          <h3>{selected.traffic.path}</h3>
          <p>
            {selected.traffic.method} · world time {new Date(selected.traffic.at).toISOString()}
            {selected.traffic.fault ? ` · fault ${selected.traffic.fault}` : ''}
          </p>
          <h4>Request (decrypted)</h4>
          <pre>{JSON.stringify(selected.traffic.payload, null, 2)}</pre>
          <h4>Response</h4>
          <pre>
            {JSON.stringify(
              { code: selected.traffic.code, msg: selected.traffic.msg, data: selected.traffic.data },
              null,
              2,
            )}
          </pre>
        </>
      ) : (
        <p className="muted">Select a request</p>
      )}
    </div>
  );
}

/** The Network panel: decrypted requests and answers, and per-endpoint faults. */
export function NetworkPanel({ model }: { model: NetworkModel }) {
  return (
    <section className="panel" aria-label="Network">
      <FaultControls model={model} />
      <div className="split">
        <RequestTable model={model} />
        <RequestDetail selected={model.selected} />
      </div>
    </section>
  );
}
