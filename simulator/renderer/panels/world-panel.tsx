import { useState } from 'react';
import type { useWorldModel } from './use-world-model';

/** The World and clock panel: borrowers, quota and orders; presets; the virtual clock. */
export function WorldPanel({ model }: { model: ReturnType<typeof useWorldModel> }) {
  const [preset, setPreset] = useState('new-borrower');
  const [amount, setAmount] = useState('1');
  const now = model.now();
  return (
    <section className="panel" aria-label="World">
      <h3>Clock</h3>
      <p aria-label="World time">{now === null ? '—' : new Date(now).toISOString()}</p>
      <div className="toolbar">
        <input
          aria-label="Amount"
          type="number"
          min="1"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <button type="button" onClick={() => model.advance({ minutes: Number(amount) || 1 })}>
          Advance minutes
        </button>
        <button type="button" onClick={() => model.advance({ days: Number(amount) || 1 })}>
          Advance days
        </button>
      </div>
      <h3>Preset</h3>
      <div className="toolbar">
        <select aria-label="World preset" value={preset} onChange={(e) => setPreset(e.target.value)}>
          {model.presets.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => model.reset(preset)}>
          Reset world
        </button>
      </div>
      <h3>Borrowers</h3>
      <table aria-label="Borrowers">
        <thead>
          <tr>
            <th>Mobile</th>
            <th>Name</th>
            <th>Progress</th>
            <th>Quota</th>
            <th>Orders</th>
          </tr>
        </thead>
        <tbody>
          {model.borrowers.map((b) => (
            <tr key={b.mobile}>
              <td>{b.mobile}</td>
              <td>{b.name}</td>
              <td>{b.progress}</td>
              <td>{b.quota}</td>
              <td>{b.orders.map((o) => `${o.orderId} (${o.status})`).join(', ') || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
