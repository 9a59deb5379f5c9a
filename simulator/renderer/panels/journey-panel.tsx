import { useMemo, useState } from 'react';
import { summarizeEntry, type useJourneyModel } from './use-journey-model';
import { ScreenView } from '../journey/screen-view';
import { StepList } from '../journey/step-list';
import type { JourneyEntry } from '../../../scenarios/journey/format';
import { describeSignature } from '../../../scenarios/journey/signature';

function download(name: string, text: string, type = 'application/json') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Matches listed at most (the count says how many there are). */
const MATCHES_SHOWN = 100;

function EntryBlock({ title, entry, label }: { title: string; entry: JourneyEntry | null; label: string }) {
  return (
    <div aria-label={label}>
      <h5>
        {title}
        {entry ? ` #${entry.seq}` : ''}
      </h5>
      {entry ? <pre>{JSON.stringify(entry.data, null, 2)}</pre> : <p className="muted">none</p>}
    </div>
  );
}

/** The Journey panel: record, save, open (with the chain check) and the step-by-step replay viewer. */
export function JourneyPanel({ model }: { model: ReturnType<typeof useJourneyModel> }) {
  const [jump, setJump] = useState('');
  const [note, setNote] = useState('');
  const opened = model.opened;
  const total = opened?.file.entries.length ?? 0;
  const current = model.current;
  const context = model.context;
  const bookmarks = useMemo(() => new Set(model.annotations.bookmarks), [model.annotations.bookmarks]);
  const noted = useMemo(() => new Set(model.annotations.notes.map((n) => n.seq)), [model.annotations.notes]);
  const matchSet = useMemo(() => new Set(model.matches), [model.matches]);
  const currentSeq = current?.entry.seq ?? -1;
  const stepNotes = model.annotations.notes.filter((n) => n.seq === currentSeq);
  const matchPosition = model.matches.indexOf(model.step);
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
            if (text)
              download(
                `${opened?.name.replace(/\.journey\.json$|\.json$/i, '') ?? 'journey'}.journey.json`,
                text,
              );
          }}
        >
          Save journey
        </button>
        <button
          type="button"
          disabled={!opened}
          onClick={() => {
            const draft = model.scenarioDraft();
            if (draft) download(draft.fileName, draft.source, 'text/typescript');
          }}
        >
          Save as scenario
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
      {model.scenarioError ? (
        <p className="warning" role="alert">
          Cannot save as a scenario: {model.scenarioError}
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
          <p
            aria-label="Journey signer"
            className={opened.signature.state === 'signed' ? 'muted' : 'warning'}
            title="Checked against the key in the file; npm run journey -- verify FILE --key PUB checks it against a trusted key"
          >
            {describeSignature(opened.signature)}
          </p>
          {model.annotationsWarning ? <p className="warning">Notes: {model.annotationsWarning}</p> : null}
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
            <button
              type="button"
              aria-pressed={bookmarks.has(currentSeq)}
              onClick={() => model.toggleBookmark()}
            >
              {bookmarks.has(currentSeq) ? 'Remove bookmark' : 'Bookmark step'}
            </button>
          </div>
          <div className="toolbar" role="search" aria-label="Search the journey">
            <input
              type="search"
              aria-label="Search journey"
              placeholder="events, paths, bodies, bridge, routes, notes, screen text"
              value={model.query}
              onChange={(e) => model.setQuery(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  if (e.shiftKey) model.previousMatch();
                  else model.nextMatch();
                }
              }}
              size={30}
            />
            <button type="button" disabled={model.matches.length === 0} onClick={() => model.previousMatch()}>
              Previous match
            </button>
            <button type="button" disabled={model.matches.length === 0} onClick={() => model.nextMatch()}>
              Next match
            </button>
            {model.query.trim() ? (
              <span aria-label="Search results" aria-live="polite">
                {model.matches.length === 0
                  ? 'No match'
                  : `${model.matches.length} matching steps${matchPosition >= 0 ? ` (this is ${matchPosition + 1})` : ''}`}
              </span>
            ) : null}
          </div>
          {model.matches.length > 0 ? (
            <ol className="journey-matches" aria-label="Matching steps">
              {model.matches.slice(0, MATCHES_SHOWN).map((index) => (
                <li key={index}>
                  <button type="button" onClick={() => model.goTo(index)}>
                    Step {index}
                  </button>
                </li>
              ))}
              {model.matches.length > MATCHES_SHOWN ? (
                <li className="muted">and {model.matches.length - MATCHES_SHOWN} more (use Next match)</li>
              ) : null}
            </ol>
          ) : null}
          {model.annotations.bookmarks.length > 0 ? (
            <nav aria-label="Bookmarks">
              <h4>Bookmarks</h4>
              <ul>
                {model.annotations.bookmarks.map((seq) => {
                  const entry = opened.file.entries[seq];
                  return (
                    <li key={seq}>
                      <button type="button" onClick={() => model.goTo(seq)}>
                        Go to step {seq}
                        {entry ? `: ${summarizeEntry(entry)}` : ''}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </nav>
          ) : null}
          <div className="split">
            <StepList
              entries={opened.file.entries}
              selected={model.step}
              onSelect={model.goTo}
              bookmarks={bookmarks}
              noted={noted}
              matches={matchSet}
            />
            {current ? (
              <div className="detail" aria-label="Step detail">
                <h3>
                  #{current.entry.seq} {summarizeEntry(current.entry)}
                </h3>
                <p className="muted">world time {new Date(current.entry.at).toISOString()}</p>
                <ScreenView screen={model.screen} />
                {current.entry.kind === 'screen' ? (
                  <p className="muted">rrweb events: drawn above</p>
                ) : (
                  <pre>{JSON.stringify(current.entry.data, null, 2)}</pre>
                )}
                <section aria-label="Notes on this step">
                  <h4>Notes</h4>
                  {stepNotes.length > 0 ? (
                    <ul>
                      {stepNotes.map((n) => (
                        <li key={`${n.at}-${n.text}`}>
                          {n.text}{' '}
                          <button
                            type="button"
                            aria-label={`Delete note ${n.text}`}
                            onClick={() => model.removeNote(n)}
                          >
                            Delete
                          </button>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="muted">No note on this step.</p>
                  )}
                  <form
                    onSubmit={(e) => {
                      e.preventDefault();
                      model.addNote(note);
                      setNote('');
                    }}
                  >
                    <input
                      aria-label="Note"
                      value={note}
                      onChange={(e) => setNote(e.target.value)}
                      size={30}
                    />
                    <button type="submit" disabled={!note.trim()}>
                      Add note
                    </button>
                  </form>
                </section>
                <h4>Diff</h4>
                <ul className="diff" aria-label="Step diff">
                  {current.changes.map((change) => (
                    <li key={change.path} className={`diff--${change.kind}`}>
                      <code>{change.path}</code> {change.kind}: {JSON.stringify(change.before) ?? ''} →{' '}
                      {JSON.stringify(change.after) ?? ''}
                    </li>
                  ))}
                </ul>
                {context ? (
                  <>
                    <h4>Request and response</h4>
                    <div className="split">
                      <EntryBlock title="Request" entry={context.request} label="Request at this step" />
                      <EntryBlock title="Response" entry={context.response} label="Response at this step" />
                    </div>
                    <h4>Bridge messages around this step</h4>
                    {context.bridge.length > 0 ? (
                      <ul aria-label="Bridge messages">
                        {context.bridge.map((entry) => (
                          <li key={entry.seq}>
                            <button type="button" className="row" onClick={() => model.goTo(entry.seq)}>
                              #{entry.seq} {summarizeEntry(entry)}
                            </button>{' '}
                            <code>{JSON.stringify(entry.data)}</code>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="muted">No bridge message near this step.</p>
                    )}
                    <h4>Events up to this step</h4>
                    <ul aria-label="Recent events">
                      {context.events.map((entry) => (
                        <li key={entry.seq}>
                          #{entry.seq} {summarizeEntry(entry)}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
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
