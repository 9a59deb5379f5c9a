import type { useEventsModel } from './use-events-model';

/** The Events panel: live domain events, a filter, and the state and diff at the selected event. */
export function EventsPanel({ model }: { model: ReturnType<typeof useEventsModel> }) {
  return (
    <section className="panel" aria-label="Events">
      <div className="toolbar">
        <input
          type="search"
          aria-label="Search events"
          placeholder="Search events"
          value={model.query}
          onChange={(e) => model.setQuery(e.target.value)}
        />
        <select
          aria-label="Aggregate"
          value={model.aggregate}
          onChange={(e) => model.setAggregate(e.target.value)}
        >
          <option value="">All aggregates</option>
          {model.aggregates.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <span className="muted">
          {model.visible.length} / {model.rows.length} events
        </span>
        <button type="button" onClick={model.clear}>
          Clear
        </button>
      </div>
      <div className="split">
        <ol className="rows" aria-label="Event list">
          {model.visible.map((row) => (
            <li key={row.index}>
              <button
                type="button"
                className={model.selected?.index === row.index ? 'row row--selected' : 'row'}
                onClick={() => model.select(row.index)}
              >
                <span className="muted">#{row.index}</span> {row.event.type}
              </button>
            </li>
          ))}
        </ol>
        <div className="detail" aria-label="Event detail">
          {model.selected ? (
            <>
              <h3>{model.selected.event.type}</h3>
              <pre>{JSON.stringify(model.selected.event, null, 2)}</pre>
              <h4>Diff</h4>
              {model.changes.length === 0 ? <p className="muted">No state change</p> : null}
              <ul className="diff" aria-label="State diff">
                {model.changes.map((change) => (
                  <li key={change.path} className={`diff--${change.kind}`}>
                    <code>{change.path}</code> {change.kind}: {JSON.stringify(change.before) ?? ''} →{' '}
                    {JSON.stringify(change.after) ?? ''}
                  </li>
                ))}
              </ul>
              <details>
                <summary>State after this event</summary>
                <pre>{JSON.stringify(model.selected.state, null, 2)}</pre>
              </details>
            </>
          ) : (
            <p className="muted">Select an event</p>
          )}
        </div>
      </div>
    </section>
  );
}
