import { useState } from 'react';
import { summarizeEntry, type useJourneyModel } from './use-journey-model';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The Journey panel: record, save, open (with the chain check) and the step-by-step replay viewer. */
export function JourneyPanel({ model }: { model: ReturnType<typeof useJourneyModel> }) {
  const [jump, setJump] = useState('');
  const opened = model.opened;
  const total = opened?.file.entries.length ?? 0;
  const current = model.current;
  return (
    <section className="panel" aria-label="Journey">
      <div className="toolbar">
        {model.recording ? (
          <button type="button" onClick={() => model.stop()}>
            Stop recording
          </button>
        ) : (
          <button type="button" disabled={!model.canRecord} onClick={model.start}>
            Start recording
          </button>
        )}
        <label>
          <input
            type="checkbox"
            checked={model.masked}
            disabled={model.recording}
            onChange={(e) => model.setMasked(e.target.checked)}
          />{' '}
          Mask personal data
        </label>
        {model.recording ? (
          <span aria-label="Recorded entries">{model.recordedCount} entries recorded</span>
        ) : null}
        <button
          type="button"
          disabled={!opened}
          onClick={() => {
            const text = model.serialized();
            if (text) download(`${opened?.name ?? 'journey'}.journey.json`, text);
          }}
        >
          Save journey
        </button>
        <label>
          Open journey{' '}
          <input
            type="file"
            accept=".json,application/json"
            aria-label="Open journey"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void file.text().then((text) => model.open(file.name, text));
            }}
          />
        </label>
      </div>
      {model.openError ? (
        <p className="warning" role="alert">
          Cannot open this journey: {model.openError}
        </p>
      ) : null}
      {opened ? (
        <>
          {opened.verify.ok ? (
            <p className="ok">
              Chain verified: {opened.verify.entries} entries, head {opened.verify.head.slice(0, 12)}…
              {opened.file.meta.masked ? ' (masked)' : ' (UNMASKED internal QA recording)'}
            </p>
          ) : (
            <p className="warning" role="alert">
              TAMPERED JOURNEY: entry {opened.verify.firstBadSeq} was altered ({opened.verify.reason}). Do not
              trust what follows.
            </p>
          )}
          <div className="toolbar">
            <label>
              Compare with{' '}
              <input
                type="file"
                accept=".json,application/json"
                aria-label="Compare with journey"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) void file.text().then((text) => model.compareWith(file.name, text));
                }}
              />
            </label>
            {model.comparison ? (
              <span aria-label="Comparison">
                {model.comparison.result.same
                  ? `Same events as ${model.comparison.name} (${model.comparison.result.events} events)`
                  : `First divergence from ${model.comparison.name} at event ${model.comparison.result.eventIndex}: ${
                      model.comparison.result.left?.type ?? '(none)'
                    } here, ${model.comparison.result.right?.type ?? '(none)'} there`}
                {!model.comparison.result.same && model.comparison.result.left ? (
                  <button
                    type="button"
                    onClick={() => {
                      const result = model.comparison?.result;
                      if (result && !result.same && result.left) model.goTo(result.left.seq);
                    }}
                  >
                    Go to divergence
                  </button>
                ) : null}
              </span>
            ) : null}
          </div>
          <div className="toolbar" aria-label="Replay controls">
            <button type="button" onClick={() => model.goTo(0)}>
              First step
            </button>
            <button type="button" onClick={() => model.goTo(model.step - 1)}>
              Step back
            </button>
            <button type="button" onClick={() => model.goTo(model.step + 1)}>
              Step forward
            </button>
            <input
              type="range"
              aria-label="Scrubber"
              min={0}
              max={Math.max(0, total - 1)}
              value={model.step}
              onChange={(e) => model.goTo(Number(e.target.value))}
            />
            <span aria-label="Step position">
              Step {model.step} of {total - 1}
            </span>
            <form
              onSubmit={(e) => {
                e.preventDefault();
                model.goTo(Number(jump));
              }}
            >
              <input
                aria-label="Jump to step"
                value={jump}
                onChange={(e) => setJump(e.target.value)}
                size={5}
              />
              <button type="submit">Jump</button>
            </form>
          </div>
          <div className="split">
            <ol className="rows" aria-label="Journey steps">
              {opened.file.entries.map((entry, i) => (
                <li key={entry.seq}>
                  <button
                    type="button"
                    className={i === model.step ? 'row row--selected' : 'row'}
                    onClick={() => model.goTo(i)}
                  >
                    <span className="muted">#{entry.seq}</span> {summarizeEntry(entry)}
                  </button>
                </li>
              ))}
            </ol>
            {current ? (
              <div className="detail" aria-label="Step detail">
                <h3>
                  #{current.entry.seq} {summarizeEntry(current.entry)}
                </h3>
                <p className="muted">world time {new Date(current.entry.at).toISOString()}</p>
                <pre>{JSON.stringify(current.entry.data, null, 2)}</pre>
                <h4>Diff</h4>
                <ul className="diff" aria-label="Step diff">
                  {current.changes.map((change) => (
                    <li key={change.path} className={`diff--${change.kind}`}>
                      <code>{change.path}</code> {change.kind}: {JSON.stringify(change.before) ?? ''} →{' '}
                      {JSON.stringify(change.after) ?? ''}
                    </li>
                  ))}
                </ul>
                <details>
                  <summary>State at this step</summary>
                  <pre>{JSON.stringify(current.state, null, 2)}</pre>
                </details>
              </div>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
