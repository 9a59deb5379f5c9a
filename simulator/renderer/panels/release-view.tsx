import type { ReleaseCell, ReleaseReview } from '../../../scenarios/compliance/release-review';
import { signingLabel } from '../../../scenarios/compliance/release-report';
import { statusLabel } from '../../../scenarios/compliance/report';
import type { useReleaseModel } from './release-model';

const CELL_COLORS = { pass: '#0a6b2a', fail: '#b00020', notReached: '#666' } as const;

function Cell({ cell }: { cell: ReleaseCell }) {
  const step = cell.seq === null ? '' : ` #${cell.seq}`;
  return (
    <td title={cell.explanation} style={{ color: CELL_COLORS[cell.status] }}>
      {statusLabel(cell.status)}
      {step}
    </td>
  );
}

/** The matrix: a row per checklist item (gaps first), a column per journey. */
function ReleaseMatrix({ release }: { release: ReleaseReview }) {
  return (
    <table>
      <caption>
        Release matrix: {release.summary.items} checklist items × {release.summary.journeys} journeys
        (coverage gaps first)
      </caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          {release.journeys.map((j) => (
            <th key={j.name} scope="col">
              {j.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {release.rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              {row.id}. {row.title}
              {row.gap ? ' (GAP: no journey reached it)' : ''}
            </th>
            {row.cells.map((cell) => (
              <Cell key={cell.journey} cell={cell} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The verdict, the unreadable files and each journey's signature and chain. */
function ReleaseStatus({ release }: { release: ReleaseReview }) {
  const s = release.summary;
  return (
    <>
      <p aria-label="Release verdict" className={release.verdict.ok ? 'ok' : 'error-text'}>
        {release.verdict.ok ? 'RELEASE OK' : 'RELEASE FAILS'}: {s.journeys} journeys, {s.gaps} coverage
        gap(s), {s.failingItems} failing item(s), {s.badJourneys} journey(s) altered or not validly signed,{' '}
        {release.unreadable.length} unreadable
      </p>
      {release.verdict.reasons.length > 0 ? (
        <ul aria-label="Why the release fails">
          {release.verdict.reasons.map((reason, i) => (
            <li key={i}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {release.unreadable.length > 0 ? (
        <ul aria-label="Unreadable journeys">
          {release.unreadable.map((u) => (
            <li key={u.name}>
              {u.name}: {u.reason}
            </li>
          ))}
        </ul>
      ) : null}
      <ul aria-label="Journey signatures">
        {release.journeys.map((j) => (
          <li key={j.name} aria-label={`Signature of ${j.name}`}>
            {j.name}: {signingLabel(j)};{' '}
            {j.integrity.ok ? 'chain intact' : `ALTERED: entry ${j.integrity.firstBadSeq}`}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The Review tab's folder part: choose a folder of journeys and see their release review. */
export function ReleaseSection({ model }: { model: ReturnType<typeof useReleaseModel> }) {
  return (
    <section aria-label="Release review">
      <h3>Release review</h3>
      <div className="toolbar">
        <label>
          Open a folder of journeys{' '}
          <input
            type="file"
            multiple
            {...{ webkitdirectory: '' }}
            onChange={(e) => void model.openFolder(Array.from(e.target.files ?? []))}
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={model.allowUnsigned}
            onChange={(e) => model.setAllowUnsigned(e.target.checked)}
          />{' '}
          Accept unsigned journeys
        </label>
      </div>
      {model.chosen && !model.release ? (
        <p role="alert" className="warning">
          No *.journey.json in the chosen folder.
        </p>
      ) : null}
      {model.release ? (
        <>
          <ReleaseStatus release={model.release} />
          <ReleaseMatrix release={model.release} />
        </>
      ) : null}
    </section>
  );
}
