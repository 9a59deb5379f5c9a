import { PRESET_NAMES, type AutopilotModel } from './use-autopilot-model';

type Run = AutopilotModel['run'];

/** Preset, seed, number of actions, faults; start, pause or resume, stop. */
function AutopilotControls({ model }: { model: AutopilotModel }) {
  const { config } = model;
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      <label>
        Preset{' '}
        <select
          aria-label="Autopilot preset"
          value={config.preset}
          disabled={model.busy}
          onChange={(e) => {
            const preset = PRESET_NAMES.find((name) => name === e.target.value);
            if (preset) model.setConfig({ preset });
          }}
        >
          {PRESET_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Seed{' '}
        <input
          aria-label="Seed"
          type="number"
          min={0}
          style={{ width: 70 }}
          value={config.seed}
          disabled={model.busy}
          onChange={(e) => model.setConfig({ seed: Math.max(0, Math.floor(Number(e.target.value) || 0)) })}
        />
      </label>
      <label>
        Actions{' '}
        <input
          aria-label="Actions"
          type="number"
          min={1}
          max={2000}
          style={{ width: 70 }}
          value={config.steps}
          disabled={model.busy}
          onChange={(e) => model.setConfig({ steps: Math.max(1, Math.floor(Number(e.target.value) || 1)) })}
        />
      </label>
      <label>
        <input
          type="checkbox"
          checked={config.faults}
          disabled={model.busy}
          onChange={(e) => model.setConfig({ faults: e.target.checked })}
        />{' '}
        Network faults and session codes
      </label>
      <button type="button" onClick={model.start} disabled={!model.canStart}>
        Start
      </button>
      <button type="button" onClick={model.togglePause} disabled={!model.busy}>
        {model.paused ? 'Resume' : 'Pause'}
      </button>
      <button type="button" onClick={model.stop} disabled={!model.busy}>
        Stop
      </button>
    </div>
  );
}

/** The first violation, with its trace to download as a scenario file. */
function ViolationCard({ run, seed }: { run: Run; seed: number }) {
  const violation = run.violation;
  if (!violation) return null;
  const download = () => {
    if (!run.scenarioSource) return;
    const url = URL.createObjectURL(new Blob([run.scenarioSource], { type: 'text/typescript' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${violation.invariant}-${seed}.scenario.ts`;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div role="alert" className="card">
      <strong>{violation.invariant}</strong>: {violation.message}{' '}
      <button type="button" onClick={download}>
        Download the scenario
      </button>
      <p className="muted">
        Put it under scenarios/found/ and check it headless under every invariant:{' '}
        <code>
          npm run autopilot -- --replay scenarios/found/{violation.invariant}-{seed}
          .scenario.ts
        </code>
      </p>
    </div>
  );
}

/** How much of the app the walk reached: screens, events, endpoints, order statuses, faults. */
function CoverageList({ coverage }: { coverage: NonNullable<Run['coverage']> }) {
  return (
    <dl aria-label="Coverage" style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px' }}>
      <dt>Screens</dt>
      <dd>
        {coverage.screens.reached.length} of {coverage.screens.total}
      </dd>
      <dt>Events</dt>
      <dd>
        {coverage.events.seen.length} of {coverage.events.total}
      </dd>
      <dt>Endpoints</dt>
      <dd>
        {coverage.endpoints.called.length} of {coverage.endpoints.total}
      </dd>
      <dt>Order statuses</dt>
      <dd>
        {coverage.orderStatuses.seen.length} of {coverage.orderStatuses.total}
        {coverage.orderStatuses.seen.length ? `: ${coverage.orderStatuses.seen.join(' ')}` : ''}
      </dd>
      <dt>Faults</dt>
      <dd>
        {Object.entries(coverage.faults)
          .map(([k, n]) => `${k}×${n}`)
          .join(' ') || 'none'}
      </dd>
    </dl>
  );
}

/** The last 200 actions, newest first. */
function ActionTable({ rows }: { rows: Run['rows'] }) {
  return (
    <table aria-label="Autopilot actions" className="table">
      <thead>
        <tr>
          <th>#</th>
          <th>Screen</th>
          <th>Action</th>
          <th>Led to</th>
        </tr>
      </thead>
      <tbody>
        {rows
          .slice(-200)
          .reverse()
          .map((row) => (
            <tr key={row.step} style={row.ok ? undefined : { color: '#8a5a00' }} title={row.error}>
              <td>{row.step}</td>
              <td>{row.from}</td>
              <td>
                {row.ok ? '' : '(not done) '}
                {row.action}
              </td>
              <td>{row.to}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

/**
 * The Autopilot panel: a seeded, coverage-guided walk of the app in the frame with every invariant checked
 * after each action (the same core as `npm run autopilot`), its actions as they happen, the coverage, and
 * the first violation with its trace as a scenario file.
 */
export function AutopilotPanel({ model }: { model: AutopilotModel }) {
  const { config, run } = model;
  return (
    <section className="panel" aria-label="Autopilot">
      <AutopilotControls model={model} />
      <p role="status" aria-label="Autopilot status">
        {model.summary}
      </p>
      <ViolationCard run={run} seed={config.seed} />
      {run.coverage ? <CoverageList coverage={run.coverage} /> : null}
      <ActionTable rows={run.rows} />
    </section>
  );
}
