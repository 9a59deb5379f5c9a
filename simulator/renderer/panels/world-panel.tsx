import { useState } from 'react';
import { EDITABLE_ORDER_STATUSES } from '#contracts/mock-world';
import { PROGRESS_CHOICES, type BorrowerRow, type OrderRow, type useWorldModel } from './use-world-model';

type WorldModel = ReturnType<typeof useWorldModel>;

/** The world's time, and moving it forward by minutes or days. */
function ClockSection({ model }: { model: WorldModel }) {
  const [amount, setAmount] = useState('1');
  const now = model.now();
  return (
    <>
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
    </>
  );
}

/** The preset the app started on; switching (with a reload) or resetting the world to another. */
function PresetSection({ model }: { model: WorldModel }) {
  const [preset, setPreset] = useState(model.currentPreset ?? 'new-borrower');
  return (
    <>
      <h3>Preset</h3>
      <p className="muted" aria-label="App preset">
        App started on {model.currentPreset ?? '—'}
      </p>
      <div className="toolbar">
        <select aria-label="World preset" value={preset} onChange={(e) => setPreset(e.target.value)}>
          {model.presets.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={() => model.switchPreset(preset)}
          title="Reload the app on this preset"
        >
          Switch preset
        </button>
        <button type="button" onClick={() => model.reset(preset)} title="Replace the world without a reload">
          Reset world
        </button>
      </div>
    </>
  );
}

/** Every borrower: mobile, name, progress, quota and orders. */
function BorrowerTable({ borrowers }: { borrowers: BorrowerRow[] }) {
  return (
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
        {borrowers.map((b) => (
          <tr key={b.mobile}>
            <td>{b.mobile}</td>
            <td>{b.name}</td>
            <td>{b.progress}</td>
            <td>{b.quota}</td>
            <td>
              {b.orders
                .map((o) => `${o.orderId} (${o.status}${o.dueDate ? `, due ${o.dueDate}` : ''})`)
                .join(', ') || '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The World and clock panel: borrowers, quota and orders (editable); presets; the virtual clock. */
export function WorldPanel({ model }: { model: WorldModel }) {
  const [selected, setSelected] = useState('');
  const borrower = model.borrowers.find((b) => b.mobile === selected) ?? model.borrowers[0];
  return (
    <section className="panel" aria-label="World">
      <ClockSection model={model} />
      <PresetSection model={model} />
      <h3>Borrowers</h3>
      <BorrowerTable borrowers={model.borrowers} />
      {borrower ? (
        <BorrowerEditor
          key={borrower.mobile}
          model={model}
          borrower={borrower}
          borrowers={model.borrowers}
          onSelect={setSelected}
        />
      ) : null}
    </section>
  );
}

/** Sets a borrower's quota (what was typed stays when the world refuses it). */
function QuotaForm({ model, borrower }: { model: WorldModel; borrower: BorrowerRow }) {
  const [quota, setQuota] = useState('');
  return (
    <form
      className="toolbar"
      aria-label="Quota"
      onSubmit={(e) => {
        e.preventDefault();
        model.edit({ kind: 'quota', mobile: borrower.mobile, amount: quota });
      }}
    >
      <input
        aria-label="Quota amount"
        inputMode="numeric"
        placeholder={`pesos (now ${borrower.quota})`}
        value={quota}
        onChange={(e) => setQuota(e.target.value)}
      />
      <button type="submit">Set quota</button>
    </form>
  );
}

/** Sets a borrower's application progress. */
function ProgressForm({ model, borrower }: { model: WorldModel; borrower: BorrowerRow }) {
  const [progress, setProgress] = useState(String(borrower.progress));
  return (
    <form
      className="toolbar"
      aria-label="Progress"
      onSubmit={(e) => {
        e.preventDefault();
        model.edit({ kind: 'progress', mobile: borrower.mobile, progress });
      }}
    >
      <select
        aria-label="Application progress"
        value={progress}
        onChange={(e) => setProgress(e.target.value)}
      >
        {PROGRESS_CHOICES.some((c) => String(c.code) === progress) ? null : (
          <option value={progress}>{progress} (current)</option>
        )}
        {PROGRESS_CHOICES.map((choice) => (
          <option key={choice.code} value={String(choice.code)}>
            {choice.code} {choice.name}
          </option>
        ))}
      </select>
      <button type="submit">Set progress</button>
    </form>
  );
}

/** The edit forms of one borrower; what was typed stays when the world refuses it. */
function BorrowerEditor({
  model,
  borrower,
  borrowers,
  onSelect,
}: {
  model: WorldModel;
  borrower: BorrowerRow;
  borrowers: BorrowerRow[];
  onSelect: (mobile: string) => void;
}) {
  const outcome = model.outcome;
  return (
    <div aria-label="Edit borrower" role="group">
      <h3>Edit</h3>
      <label>
        Borrower{' '}
        <select
          aria-label="Borrower to edit"
          value={borrower.mobile}
          onChange={(e) => onSelect(e.target.value)}
        >
          {borrowers.map((b) => (
            <option key={b.mobile} value={b.mobile}>
              {b.mobile}
            </option>
          ))}
        </select>
      </label>
      <QuotaForm model={model} borrower={borrower} />
      <ProgressForm model={model} borrower={borrower} />
      {borrower.orders.map((order) => (
        <OrderEditor key={order.orderId} model={model} mobile={borrower.mobile} order={order} />
      ))}
      {outcome ? (
        outcome.ok ? (
          <p role="status" aria-label="Edit result">
            {outcome.message}
          </p>
        ) : (
          <p role="alert" aria-label="Edit error" className="error">
            {outcome.error}
          </p>
        )
      ) : null}
    </div>
  );
}

function OrderEditor({ model, mobile, order }: { model: WorldModel; mobile: string; order: OrderRow }) {
  const [status, setStatus] = useState(order.status);
  const [dueDate, setDueDate] = useState(order.dueDate ?? '');
  return (
    <fieldset aria-label={`Order ${order.orderId}`}>
      <legend>
        Order {order.orderId}: {order.principal} for {order.days} days, {order.status}
        {order.dueDate ? `, due ${order.dueDate}` : ''}
      </legend>
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          model.edit({ kind: 'orderStatus', mobile, orderId: order.orderId, status });
        }}
      >
        <select
          aria-label={`Status of ${order.orderId}`}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
        >
          {EDITABLE_ORDER_STATUSES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <button type="submit" aria-label={`Set status of ${order.orderId}`}>
          Set status
        </button>
      </form>
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          model.edit({ kind: 'dueDate', mobile, orderId: order.orderId, dueDate });
        }}
      >
        <input
          aria-label={`Due date of ${order.orderId}`}
          placeholder="yyyy-mm-dd"
          value={dueDate}
          onChange={(e) => setDueDate(e.target.value)}
        />
        <button type="submit" aria-label={`Set due date of ${order.orderId}`}>
          Set due date
        </button>
      </form>
    </fieldset>
  );
}
