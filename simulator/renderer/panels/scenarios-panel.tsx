import { SPEEDS, type ScenariosModel, type StepRow } from './use-scenarios-model';

const STATUS_TEXT: Record<StepRow['status'], string> = {
  pending: 'pending',
  waiting: 'next (held)',
  running: 'running…',
  ok: 'ok',
  failed: 'failed',
  stopped: 'stopped',
  'not run': 'not run',
};

const STATUS_COLOR: Record<StepRow['status'], string> = {
  pending: '#666',
  waiting: '#8a5a00',
  running: '#0b57d0',
  ok: '#137333',
  failed: '#b3261e',
  stopped: '#8a5a00',
  'not run': '#999',
};

type Selected = NonNullable<ScenariosModel['selected']>;
type Run = NonNullable<ScenariosModel['run']>;

/** Every scenario, with its last outcome; picking one selects it (not while another runs). */
function ScenarioList({ model }: { model: ScenariosModel }) {
  return (
    <ul
      aria-label="Scenario list"
      style={{ listStyle: 'none', padding: 0, margin: 0, width: 260, flex: 'none' }}
    >
      {model.scenarios.map((scenario) => {
        const outcome = model.outcomes[scenario.id];
        const mark = outcome ? (outcome.ok ? '✔ passed' : outcome.stopped ? '■ stopped' : '✘ failed') : '';
        return (
          <li key={scenario.id}>
            <button
              type="button"
              aria-pressed={scenario.id === model.selectedId}
              disabled={model.busy && scenario.id !== model.selectedId}
              onClick={() => model.select(scenario.id)}
              title={scenario.title}
              style={{
                width: '100%',
                textAlign: 'left',
                fontWeight: scenario.id === model.selectedId ? 600 : 400,
              }}
            >
              {scenario.flow} / {scenario.id}
              {mark ? ` — ${mark}` : ''}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The selected scenario's title, setup and what the web frame cannot do of it. */
function ScenarioHeader({ model, selected }: { model: ScenariosModel; selected: Selected }) {
  return (
    <>
      <h3 style={{ marginTop: 0 }}>{selected.title}</h3>
      <p className="muted" aria-label="Scenario setup">
        preset {selected.preset}
        {selected.presetOptions ? ` ${JSON.stringify(selected.presetOptions)}` : ''} · {selected.steps.length}{' '}
        steps · start {selected.start ?? '/'}
        {selected.language ? ` · language ${selected.language}` : ''}
        {selected.bridge === false ? ' · no bridge' : ''}
      </p>
      {model.limits.length > 0 ? (
        <ul aria-label="Web frame limits">
          {model.limits.map((limit) => (
            <li key={`${limit.index ?? 'all'}-${limit.reason}`}>
              {limit.index === null ? 'Whole scenario' : `Step ${limit.index + 1}`}
              {limit.blocking ? ' cannot run here' : ''}: {limit.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** Run, step, pause, resume, stop, the delay between steps, and run all. */
function RunControls({ model }: { model: ScenariosModel }) {
  const active = model.busy;
  const paused = active && model.run?.gate.mode === 'paused';
  return (
    <div className="toolbar" role="toolbar" aria-label="Run controls">
      <button type="button" disabled={!model.canRun} onClick={model.start}>
        Run
      </button>
      <button
        type="button"
        disabled={!(model.canRun || paused || active)}
        onClick={model.step}
        title="Run one step, then hold"
      >
        Step
      </button>
      <button type="button" disabled={!active || paused} onClick={model.pause}>
        Pause
      </button>
      <button type="button" disabled={!paused} onClick={model.resume}>
        Resume
      </button>
      <button type="button" disabled={!active} onClick={model.stop}>
        Stop
      </button>
      <label>
        Delay between steps{' '}
        <select
          aria-label="Delay between steps"
          value={model.speed}
          onChange={(e) => model.setSpeed(Number(e.target.value))}
        >
          {SPEEDS.map((ms) => (
            <option key={ms} value={ms}>
              {ms} ms
            </option>
          ))}
        </select>
      </label>
      <button type="button" disabled={!model.canRun || model.runningAll} onClick={() => void model.runAll()}>
        Run all
      </button>
    </div>
  );
}

/** The run's status line, its error before the first step, and the journey it recorded. */
function RunStatus({ model, run }: { model: ScenariosModel; run: Run | null }) {
  return (
    <>
      <p role="status" aria-label="Run status">
        {model.summary}
      </p>
      {run?.error && run.results.length === 0 ? (
        <p role="alert" aria-label="Run error" style={{ color: '#b3261e', whiteSpace: 'pre-wrap' }}>
          {run.error}
        </p>
      ) : null}
      {run?.journey ? (
        <p aria-label="Run journey">
          Journey {run.journey.name} recorded ({run.journey.entries} entries), open in the Journey tab.
        </p>
      ) : null}
    </>
  );
}

/** Each step with its result, time, error and web-frame limit. */
function StepResults({ rows }: { rows: StepRow[] }) {
  return (
    <table aria-label="Step results" style={{ width: '100%' }}>
      <thead>
        <tr>
          <th>#</th>
          <th>Step</th>
          <th>Result</th>
          <th>Time</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.index}
            aria-label={`Step ${row.index + 1}`}
            aria-current={row.status === 'running' || row.status === 'waiting' ? 'step' : undefined}
          >
            <td>{row.index + 1}</td>
            <td style={{ wordBreak: 'break-word' }}>
              <code>{row.text}</code>
              {row.limit ? <div className="muted">web frame: {row.limit}</div> : null}
              {row.error ? (
                <pre style={{ color: '#b3261e', whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>{row.error}</pre>
              ) : null}
            </td>
            <td style={{ color: STATUS_COLOR[row.status] }}>{STATUS_TEXT[row.status]}</td>
            <td>{row.ms === undefined ? '' : `${row.ms} ms`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The Scenarios panel: every scenario file, run against the app in the frame step by step, with results. */
export function ScenariosPanel({ model }: { model: ScenariosModel }) {
  const selected = model.selected;
  const run = model.run && selected && model.run.scenarioId === selected.id ? model.run : null;
  return (
    <section className="panel" aria-label="Scenarios">
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <ScenarioList model={model} />
        <div style={{ flex: 1, minWidth: 0 }}>
          {selected ? (
            <>
              <ScenarioHeader model={model} selected={selected} />
              <RunControls model={model} />
              <RunStatus model={model} run={run} />
              <StepResults rows={model.rows} />
            </>
          ) : (
            <p className="muted">No scenario files found.</p>
          )}
        </div>
      </div>
    </section>
  );
}
