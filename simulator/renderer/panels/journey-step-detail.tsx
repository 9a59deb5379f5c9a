import { useState } from 'react';
import { summarizeEntry, type useJourneyModel } from './use-journey-model';
import { ScreenView } from '../journey/screen-view';
import type { JourneyEntry } from '../../../scenarios/journey/format';

type JourneyModel = ReturnType<typeof useJourneyModel>;
type Current = NonNullable<JourneyModel['current']>;
type StepContext = NonNullable<JourneyModel['context']>;

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

/** The notes on the current step: list, delete, add. */
function StepNotes({ model, seq }: { model: JourneyModel; seq: number }) {
  const [note, setNote] = useState('');
  const stepNotes = model.annotations.notes.filter((n) => n.seq === seq);
  return (
    <section aria-label="Notes on this step">
      <h4>Notes</h4>
      {stepNotes.length > 0 ? (
        <ul>
          {stepNotes.map((n) => (
            <li key={`${n.at}-${n.text}`}>
              {n.text}{' '}
              <button type="button" aria-label={`Delete note ${n.text}`} onClick={() => model.removeNote(n)}>
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
        <input aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} size={30} />
        <button type="submit" disabled={!note.trim()}>
          Add note
        </button>
      </form>
    </section>
  );
}

/** The request and response, the bridge messages and the events around the current step. */
function StepSurroundings({ model, context }: { model: JourneyModel; context: StepContext }) {
  return (
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
  );
}

/** The detail of the current step: screen, data, notes, diff, surroundings and state. */
export function JourneyStepDetail({ model, current }: { model: JourneyModel; current: Current }) {
  const context = model.context;
  return (
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
      <StepNotes model={model} seq={current.entry.seq} />
      <h4>Diff</h4>
      <ul className="diff" aria-label="Step diff">
        {current.changes.map((change) => (
          <li key={change.path} className={`diff--${change.kind}`}>
            <code>{change.path}</code> {change.kind}: {JSON.stringify(change.before) ?? ''} →{' '}
            {JSON.stringify(change.after) ?? ''}
          </li>
        ))}
      </ul>
      {context ? <StepSurroundings model={model} context={context} /> : null}
      <details>
        <summary>State at this step</summary>
        <pre>{JSON.stringify(current.state, null, 2)}</pre>
      </details>
    </div>
  );
}
