import { claimValue, statusLabel } from '../../../scenarios/compliance/report';
import { topicName } from '../../../scenarios/compliance/claims';
import { describeSignature } from '../../../scenarios/journey/signature';
import { ReleaseSection } from './release-view';
import type { useReviewModel } from './use-review-model';

const STATUS_COLORS = { pass: '#0a6b2a', fail: '#b00020', notReached: '#666' } as const;

/** A button that moves the Journey panel to a step. */
function StepLink({ seq, onGo }: { seq: number | null; onGo: (seq: number) => void }) {
  if (seq === null) return <span className="muted">—</span>;
  return (
    <button type="button" aria-label={`Go to step ${seq}`} onClick={() => onGo(seq)}>
      #{seq}
    </button>
  );
}

type ReviewModel = ReturnType<typeof useReviewModel>;
type Review = NonNullable<ReviewModel['review']>;
type GoTo = (seq: number) => void;

/** Print or save the report; the integrity of the journey, its signer and the counts. */
function ReviewHeader({ model, review }: { model: ReviewModel; review: Review }) {
  return (
    <>
      <div className="toolbar">
        <button type="button" onClick={model.print}>
          Print report
        </button>
        <button type="button" onClick={model.save}>
          Save report
        </button>
        <button type="button" onClick={model.saveMarkdown}>
          Save as text
        </button>
      </div>
      {review.integrity.ok ? null : (
        <p role="alert" className="error-text">
          TAMPERED JOURNEY: entry {review.integrity.firstBadSeq}: {review.integrity.reason}. This review
          cannot be relied on.
        </p>
      )}
      <p aria-label="Review signer" className={review.signature.state === 'signed' ? 'muted' : 'error-text'}>
        {describeSignature(review.signature)}
      </p>
      <p aria-label="Review summary">
        {model.name}: {review.summary.pass} pass, {review.summary.fail} fail, {review.summary.notReached} not
        reached; {review.summary.critical} critical finding(s)
      </p>
    </>
  );
}

/** The checklist, each item with its status and the step that decided it. */
function Checklist({ review, goTo }: { review: Review; goTo: GoTo }) {
  return (
    <>
      <h3>Checklist</h3>
      <ol aria-label="Checklist" className="review-list">
        {review.items.map((item) => (
          <li key={item.id} aria-label={`Item ${item.id}: ${statusLabel(item.status)}`}>
            <strong style={{ color: STATUS_COLORS[item.status] }}>{statusLabel(item.status)}</strong>{' '}
            {item.title} <StepLink seq={item.seq} onGo={goTo} />
            <div className="muted">{item.explanation}</div>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The CAT shown beside the CAT recomputed from the loan's flows. */
function CatComparison({ cat, goTo }: { cat: Review['cat']; goTo: GoTo }) {
  return (
    <>
      <h3>CAT</h3>
      <div aria-label="CAT comparison">
        <p>
          Shown:{' '}
          {cat.shown
            ? cat.shown.percent === null
              ? `not computable (“${cat.shown.text}”)`
              : `${cat.shown.percent}%`
            : '—'}
          {cat.shown ? ` (${cat.shown.source})` : ''} · Recomputed:{' '}
          {cat.recomputed
            ? cat.recomputed.ok
              ? `${cat.recomputed.percent}%`
              : `none (${cat.recomputed.reason})`
            : '—'}{' '}
          · {cat.status} <StepLink seq={cat.seq} onGo={goTo} />
        </p>
        {cat.flows ? (
          <p className="muted">
            Principal {cat.flows.principal}, fee {cat.flows.fee}, tax {cat.flows.tax}, net disbursed{' '}
            {cat.flows.net}, repaid {cat.flows.repay} after {cat.flows.days} days.
          </p>
        ) : null}
      </div>
    </>
  );
}

/** Critical findings, warnings and contradictions, each with its step. */
function Findings({ review, goTo }: { review: Review; goTo: GoTo }) {
  const critical = review.findings.filter((f) => f.severity === 'critical');
  const warnings = review.findings.filter((f) => f.severity === 'warning');
  return (
    <>
      <h3>Critical findings</h3>
      {critical.length === 0 ? (
        <p className="muted" aria-label="Critical findings">
          None.
        </p>
      ) : (
        <ul aria-label="Critical findings">
          {critical.map((f, i) => (
            <li key={i}>
              <strong>{f.title}</strong> <StepLink seq={f.seq} onGo={goTo} /> {f.detail}
            </li>
          ))}
        </ul>
      )}
      {warnings.length > 0 ? (
        <>
          <h3>Warnings</h3>
          <ul aria-label="Warnings">
            {warnings.map((f, i) => (
              <li key={i}>
                {f.title} <StepLink seq={f.seq} onGo={goTo} /> {f.detail}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3>Contradictions</h3>
      {review.contradictions.length === 0 ? (
        <p className="muted" aria-label="Contradictions">
          None.
        </p>
      ) : (
        <ul aria-label="Contradictions">
          {review.contradictions.map((c, i) => (
            <li key={i}>
              {topicName(c.topic)}: {c.explanation} <StepLink seq={c.seq} onGo={goTo} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Every claim the app made, its value, wording, route, step and source. */
function ClaimsTable({ claims, goTo }: { claims: Review['claims']; goTo: GoTo }) {
  return (
    <>
      <h3>Claims ({claims.length})</h3>
      <table aria-label="Claims">
        <thead>
          <tr>
            <th>Claim</th>
            <th>Value</th>
            <th>Shown as</th>
            <th>Where</th>
            <th>Step</th>
            <th>Source</th>
          </tr>
        </thead>
        <tbody>
          {claims.map((c, i) => (
            <tr key={i}>
              <td>{topicName(c.topic)}</td>
              <td>{claimValue(c)}</td>
              <td>{c.shown}</td>
              <td>{c.route ?? '—'}</td>
              <td>
                <StepLink seq={c.seq} onGo={goTo} />
              </td>
              <td title={c.note}>{c.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The Review tab: the compliance checklist over the journey opened in the Journey panel, and its report. */
export function ReviewPanel({ model }: { model: ReviewModel }) {
  const review = model.review;
  if (!review) {
    return (
      <section className="panel" aria-label="Review">
        <p className="muted">Open or record a journey in the Journey tab to review it.</p>
        <ReleaseSection model={model.release} />
      </section>
    );
  }
  return (
    <section className="panel" aria-label="Review">
      <ReviewHeader model={model} review={review} />
      <Checklist review={review} goTo={model.goTo} />
      <CatComparison cat={review.cat} goTo={model.goTo} />
      <Findings review={review} goTo={model.goTo} />
      <ClaimsTable claims={review.claims} goTo={model.goTo} />
      <ReleaseSection model={model.release} />
    </section>
  );
}
