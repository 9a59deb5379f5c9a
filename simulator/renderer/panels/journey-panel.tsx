import { useMemo, useState } from 'react';
import { summarizeEntry, type useJourneyModel } from './use-journey-model';
import { JourneyStepDetail } from './journey-step-detail';
import { StepList } from '../journey/step-list';
import { describeSignature } from '../../../scenarios/journey/signature';

type JourneyModel = ReturnType<typeof useJourneyModel>;
type Opened = NonNullable<JourneyModel['opened']>;

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

/** Record, mask, save (journey or scenario) and open. */
function RecordToolbar({ model }: { model: JourneyModel }) {
  const opened = model.opened;
  return (
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
  );
}

/** The chain check, the signer and the notes warning of the opened journey. */
function OpenedHeader({ model, opened }: { model: JourneyModel; opened: Opened }) {
  return (
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
    </>
  );
}

/** Open a second journey and show the first divergence of events. */
function CompareBar({ model }: { model: JourneyModel }) {
  const comparison = model.comparison;
  return (
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
      {comparison ? (
        <span aria-label="Comparison">
          {comparison.result.same
            ? `Same events as ${comparison.name} (${comparison.result.events} events)`
            : `First divergence from ${comparison.name} at event ${comparison.result.eventIndex}: ${
                comparison.result.left?.type ?? '(none)'
              } here, ${comparison.result.right?.type ?? '(none)'} there`}
          {!comparison.result.same && comparison.result.left ? (
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
      {comparison?.warning ? (
        <p className="warning" role="status" aria-label="Compared journey warning">
          {comparison.warning}
        </p>
      ) : null}
    </div>
  );
}

/** First, back, forward, scrubber, jump and bookmark. */
function ReplayControls({
  model,
  total,
  bookmarked,
}: {
  model: JourneyModel;
  total: number;
  bookmarked: boolean;
}) {
  const [jump, setJump] = useState('');
  return (
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
        <input aria-label="Jump to step" value={jump} onChange={(e) => setJump(e.target.value)} size={5} />
        <button type="submit">Jump</button>
      </form>
      <button type="button" aria-pressed={bookmarked} onClick={() => model.toggleBookmark()}>
        {bookmarked ? 'Remove bookmark' : 'Bookmark step'}
      </button>
    </div>
  );
}

/** The search box, previous/next and the count of matching steps. */
function SearchBar({ model }: { model: JourneyModel }) {
  const matchPosition = model.matches.indexOf(model.step);
  return (
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
  );
}

/** The matching steps (at most MATCHES_SHOWN) and the bookmarks, each a link to its step. */
function MatchesAndBookmarks({ model, opened }: { model: JourneyModel; opened: Opened }) {
  return (
    <>
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
    </>
  );
}

/** The replay viewer of an opened journey: header, compare, controls, search, step list and step detail. */
function OpenedJourney({ model, opened }: { model: JourneyModel; opened: Opened }) {
  const current = model.current;
  const bookmarks = useMemo(() => new Set(model.annotations.bookmarks), [model.annotations.bookmarks]);
  const noted = useMemo(() => new Set(model.annotations.notes.map((n) => n.seq)), [model.annotations.notes]);
  const matchSet = useMemo(() => new Set(model.matches), [model.matches]);
  const currentSeq = current?.entry.seq ?? -1;
  return (
    <>
      <OpenedHeader model={model} opened={opened} />
      <CompareBar model={model} />
      <ReplayControls
        model={model}
        total={opened.file.entries.length}
        bookmarked={bookmarks.has(currentSeq)}
      />
      <SearchBar model={model} />
      <MatchesAndBookmarks model={model} opened={opened} />
      <div className="split">
        <StepList
          entries={opened.file.entries}
          selected={model.step}
          onSelect={model.goTo}
          bookmarks={bookmarks}
          noted={noted}
          matches={matchSet}
        />
        {current ? <JourneyStepDetail model={model} current={current} /> : null}
      </div>
    </>
  );
}

/** The Journey panel: record, save, open (with the chain check) and the step-by-step replay viewer. */
export function JourneyPanel({ model }: { model: JourneyModel }) {
  const opened = model.opened;
  return (
    <section className="panel" aria-label="Journey">
      <RecordToolbar model={model} />
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
      {opened ? <OpenedJourney model={model} opened={opened} /> : null}
    </section>
  );
}
