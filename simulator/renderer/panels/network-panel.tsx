import { useState } from 'react';
import { FAULT_KINDS, describeFault, type FaultKind, type useNetworkModel } from './use-network-model';

const KIND_LABELS: Record<FaultKind, string> = {
  delay: 'Delay (ms)',
  networkError: 'Network error',
  timeout: 'Time-out',
  errorCode: 'Error code',
  malformed: 'Malformed body',
};

/** The Network panel: decrypted requests and answers, and per-endpoint faults. */
export function NetworkPanel({ model }: { model: ReturnType<typeof useNetworkModel> }) {
  const [target, setTarget] = useState('');
  const [kind, setKind] = useState<FaultKind>('networkError');
  const [value, setValue] = useState('');
  const [once, setOnce] = useState(false);
  return (
    <section className="panel" aria-label="Network">
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
      <div className="split">
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
        <div className="detail" aria-label="Request detail">
          {model.selected ? (
            <>
              <h3>{model.selected.traffic.path}</h3>
              <p>
                {model.selected.traffic.method} · world time{' '}
                {new Date(model.selected.traffic.at).toISOString()}
                {model.selected.traffic.fault ? ` · fault ${model.selected.traffic.fault}` : ''}
              </p>
              <h4>Request (decrypted)</h4>
              <pre>{JSON.stringify(model.selected.traffic.payload, null, 2)}</pre>
              <h4>Response</h4>
              <pre>
                {JSON.stringify(
                  {
                    code: model.selected.traffic.code,
                    msg: model.selected.traffic.msg,
                    data: model.selected.traffic.data,
                  },
                  null,
                  2,
                )}
              </pre>
            </>
          ) : (
            <p className="muted">Select a request</p>
          )}
        </div>
      </div>
    </section>
  );
}
