import { describeSignature, signatureLabel } from '../journey/signature';
import type { ReleaseCell, ReleaseJourney, ReleaseReview, ReleaseRow } from './release-review';
import { citationHtml, escapeHtml, statusLabel, strictCsp } from './report';
import type { ItemStatus } from './review-types';

/**
 * The release review (release-review.ts) as text for the terminal and as a standalone HTML page whose every
 * matrix cell links to the journey's own report at the step (`<name>.html#step-<seq>`, or `#item-<id>` when
 * the item names no step). In English, like the single report; every text is escaped (decision 0047).
 */

/** The short mark of a cell in the text matrix. */
const MARK: Record<ItemStatus, string> = { pass: 'ok', fail: 'FAIL', notReached: '-' };

/** A journey's signing status in a few words. */
export function signingLabel(journey: ReleaseJourney): string {
  const s = journey.signature;
  if (s.state === 'signed')
    return s.trusted ? `SIGNED by "${s.signer}"` : `SIGNED by "${s.signer}" (key in the file only)`;
  return journey.unsignedAccepted ? 'NOT SIGNED (accepted: --allow-unsigned)' : signatureLabel(s);
}

function chainLabel(journey: ReleaseJourney): string {
  return journey.integrity.ok
    ? 'chain intact'
    : `ALTERED: entry ${journey.integrity.firstBadSeq}: ${journey.integrity.reason}`;
}

const placeText = (p: { journey: string; seq: number | null }) =>
  p.seq === null ? p.journey : `${p.journey} step ${p.seq}`;

/** Says whose step numbers a merged finding's detail gives, when the places' details differed in them. */
function variantNote(f: {
  variants: number;
  places: Array<{ journey: string; seq: number | null }>;
}): string {
  return f.variants > 1 ? ` (the detail's step numbers are those of ${placeText(f.places[0]!)})` : '';
}

function verdictLine(release: ReleaseReview): string {
  const s = release.summary;
  const head = release.verdict.ok ? 'RELEASE OK' : 'RELEASE FAILS';
  return `${head} (exit ${release.verdict.exitCode}): ${s.journeys} journeys, ${s.items} items, ${s.gaps} coverage gap(s), ${s.failingItems} failing item(s), ${s.badJourneys} journey(s) altered or not validly signed, ${release.unreadable.length} unreadable`;
}

/** The release review as terminal lines: the matrix (gaps first), the findings with their places, the signatures. */
export function renderReleaseText(release: ReleaseReview, source: string): string[] {
  const lines: string[] = [];
  const n = release.journeys.length;
  lines.push(`release review of ${source}: ${n} journey(s), ${release.summary.items} checklist item(s)`);
  for (const u of release.unreadable) lines.push(`  UNREADABLE ${u.name}: ${u.reason}`);
  if (n > 0) {
    const width = Math.max(5, ...release.journeys.map((_, i) => String(i + 1).length + 1));
    const titleWidth = 48;
    const fit = (text: string) =>
      text.length > titleWidth ? `${text.slice(0, titleWidth - 1)}…` : text.padEnd(titleWidth);
    const col = (text: string) => text.padStart(width);
    lines.push('');
    lines.push(`      ${fit('item')}${release.journeys.map((_, i) => col(String(i + 1))).join('')}`);
    for (const row of release.rows) {
      lines.push(
        `${row.gap ? 'GAP   ' : '      '}${fit(`${row.id}. ${row.title}`)}${row.cells.map((c) => col(MARK[c.status])).join('')}`,
      );
    }
    lines.push(
      `  legend: ok pass, FAIL fail, - not reached; GAP: no journey reached the item (listed first); columns: ${release.journeys
        .map((j, i) => `${i + 1} ${j.name}`)
        .join(', ')}`,
    );
    const failed = release.rows.flatMap((r) =>
      r.cells.filter((c) => c.status === 'fail').map((c) => ({ row: r, cell: c })),
    );
    if (failed.length > 0) {
      lines.push('', 'failures:');
      for (const { row, cell } of failed)
        lines.push(`  FAIL ${row.id}. ${row.title}: ${placeText(cell)}: ${cell.explanation}`);
    }
    lines.push('', `findings (${release.findings.length} distinct):`);
    if (release.findings.length === 0) lines.push('  none');
    for (const f of release.findings) {
      lines.push(
        `  ${f.severity.toUpperCase()} ${f.title}: ${f.detail}${f.citation ? ` (rule: ${f.citation})` : ''}`,
      );
      lines.push(
        `    in ${f.places.length} place(s): ${f.places.map(placeText).join(', ')}${variantNote(f)}`,
      );
    }
    lines.push('', 'signatures:');
    release.journeys.forEach((j, i) => {
      lines.push(
        `  ${String(i + 1).padStart(String(n).length)} ${j.name}: ${signingLabel(j)}; ${chainLabel(j)}`,
      );
      if (j.signature.state !== 'signed' && !j.unsignedAccepted)
        lines.push(`      ${describeSignature(j.signature)}`);
    });
  }
  lines.push('', verdictLine(release));
  for (const reason of release.verdict.reasons) lines.push(`  - ${reason}`);
  return lines;
}

/** The file name of a journey's own report beside the release page. */
export function journeyReportName(journey: string): string {
  return `${journey}.html`;
}

/** Where a cell links: the journey's report at the item's step, or at the item when it names no step. */
export function cellHref(row: Pick<ReleaseRow, 'id'>, cell: Pick<ReleaseCell, 'journey' | 'seq'>): string {
  const page = encodeURIComponent(journeyReportName(cell.journey));
  return cell.seq === null ? `${page}#item-${row.id}` : `${page}#step-${cell.seq}`;
}

const STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; color: #111; margin: 2rem; }
h1 { font-size: 1.4rem; } h2 { font-size: 1.1rem; margin-top: 1.5rem; border-bottom: 1px solid #ccc; }
table { border-collapse: collapse; } th, td { border: 1px solid #bbb; padding: 4px 6px; text-align: left; vertical-align: top; }
thead th { background: #f0f0f0; } th[scope="row"] { font-weight: normal; max-width: 28rem; }
.matrix td { text-align: center; white-space: nowrap; }
.pass { color: #0a6b2a; font-weight: bold; } .fail { color: #b00020; font-weight: bold; } .notReached { color: #666; }
.gap th[scope="row"] { background: #fff0f0; } .gap-mark { color: #b00020; font-weight: bold; }
.critical { color: #b00020; font-weight: bold; } .warning { color: #8a5a00; font-weight: bold; }
.verdict-ok { border: 2px solid #0a6b2a; padding: 0.5rem; color: #0a6b2a; font-weight: bold; }
.verdict-fail { border: 3px solid #b00020; padding: 0.5rem; color: #b00020; font-weight: bold; }
.bad { color: #b00020; font-weight: bold; }
.citation { color: #444; font-size: 0.9em; }
@media print { body { margin: 0; font-size: 11px; } tr, li { page-break-inside: avoid; } a { color: inherit; text-decoration: none; } }`;

const CELL_TEXT: Record<ItemStatus, string> = { pass: 'PASS', fail: 'FAIL', notReached: '—' };

/** The release review as a standalone HTML page (no script, no outside resource; every text escaped). */
export function renderReleaseHtml(release: ReleaseReview, source: string): string {
  const e = escapeHtml;
  const journeyLink = (name: string) =>
    `<a href="${e(encodeURIComponent(journeyReportName(name)))}">${e(name)}</a>`;
  const headers = release.journeys
    .map(
      (j) =>
        `<th scope="col">${journeyLink(j.name)}<br><small class="${j.problems.length ? 'bad' : ''}">${e(j.integrity.ok ? signingLabel(j) : `ALTERED · ${signingLabel(j)}`)}</small></th>`,
    )
    .join('');
  const cellHtml = (row: ReleaseRow, c: ReleaseCell) => {
    const where = c.seq === null ? '' : ` #${c.seq}`;
    return `<td class="${c.status}" title="${e(`${statusLabel(c.status)}: ${c.explanation}`)}"><a href="${e(cellHref(row, c))}">${e(CELL_TEXT[c.status])}${e(where)}</a></td>`;
  };
  const rows = release.rows
    .map(
      (row) =>
        `<tr${row.gap ? ' class="gap"' : ''}><th scope="row">${row.gap ? '<span class="gap-mark">GAP</span> ' : ''}${row.id}. ${e(row.title)}${citationHtml(row.citation)}</th>${row.cells.map((c) => cellHtml(row, c)).join('')}</tr>`,
    )
    .join('\n');
  const placeLink = (p: { journey: string; seq: number | null }) =>
    p.seq === null
      ? journeyLink(p.journey)
      : `<a href="${e(`${encodeURIComponent(journeyReportName(p.journey))}#step-${p.seq}`)}">${e(p.journey)} step ${p.seq}</a>`;
  const findings =
    release.findings.length === 0
      ? '<p>None.</p>'
      : `<ul>${release.findings
          .map(
            (f) =>
              `<li><span class="${f.severity}">${e(f.severity.toUpperCase())}</span> ${e(f.title)}: ${e(f.detail)}${citationHtml(f.citation)}<br>In ${f.places.length} place(s): ${f.places.map(placeLink).join(', ')}${e(variantNote(f))}</li>`,
          )
          .join('\n')}</ul>`;
  const signatures = release.journeys
    .map(
      (j) =>
        `<tr><th scope="row">${journeyLink(j.name)}</th><td>${e(j.scenarioId ?? 'recorded by hand')}</td><td>${e(String(j.entries))}</td><td class="${j.signature.state === 'signed' ? '' : 'bad'}">${e(j.unsignedAccepted ? `${describeSignature(j.signature)} (accepted: --allow-unsigned)` : describeSignature(j.signature))}</td><td class="${j.integrity.ok ? '' : 'bad'}">${e(chainLabel(j))}</td></tr>`,
    )
    .join('\n');
  const unreadable =
    release.unreadable.length === 0
      ? ''
      : `<h2>Unreadable journey files</h2>\n<ul>${release.unreadable.map((u) => `<li><span class="bad">${e(u.name)}</span>: ${e(u.reason)}</li>`).join('')}</ul>`;
  const title = `Release compliance review: ${source}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${e(strictCsp(STYLE))}">
<title>${e(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${e(title)}</h1>
<p class="${release.verdict.ok ? 'verdict-ok' : 'verdict-fail'}" role="status">${e(verdictLine(release))}</p>
${release.verdict.reasons.length ? `<ul>${release.verdict.reasons.map((r) => `<li>${e(r)}</li>`).join('')}</ul>` : ''}
${unreadable}
<h2>Checklist × journeys</h2>
<p>Each cell links to the journey's own report at the step the item names. Items no journey reached (coverage gaps) come first. PASS, FAIL, — not reached; #n: the step.</p>
<table class="matrix"><caption>Checklist items (rows) by journeys (columns)</caption>
<thead><tr><th scope="col">Item</th>${headers}</tr></thead>
<tbody>
${rows}
</tbody></table>
<h2>Findings</h2>
${findings}
<h2>Signatures and chains</h2>
<table><thead><tr><th scope="col">Journey</th><th scope="col">Scenario</th><th scope="col">Entries</th><th scope="col">Signature</th><th scope="col">Chain</th></tr></thead>
<tbody>
${signatures}
</tbody></table>
</body>
</html>
`;
}
