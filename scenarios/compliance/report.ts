import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { describeSignature, signatureLabel } from '../journey/signature';
import { topicName, type Claim } from './claims';
import type { ComplianceReview, ItemStatus } from './review';

/**
 * The review as a printable, standalone HTML page and as markdown text (the CLI and the simulator's export).
 * The report is in English whatever the journey's locale (the reviewer's language; the borrower's texts it
 * quotes stay as shown). A journey that is not validly signed says so in the title, under every section and,
 * printed, at the top of every page (decision 0033). Every step the HTML page names carries an anchor
 * `#step-<seq>` (on its first mention) and every checklist item `#item-<id>`, which the release page links to
 * (decision 0047).
 */

const STATUS_TEXT: Record<ItemStatus, string> = { pass: 'PASS', fail: 'FAIL', notReached: 'NOT REACHED' };

/** The label of an item's status. */
export function statusLabel(status: ItemStatus): string {
  return STATUS_TEXT[status];
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A claim's value as a reviewer reads it. */
export function claimValue(claim: Claim): string {
  const v = claim.value;
  if (v === null) return 'not computable';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'string') return v;
  switch (claim.topic) {
    case 'interestRate':
    case 'taxRate':
    case 'approvalRate':
      return `${Math.round(v * 10000) / 100}%`;
    case 'feeRate':
    case 'penaltyRate':
      return `${Math.round(v * 1e6) / 1e4}% per day`;
    case 'cat':
      return `${v}%`;
    case 'tenure':
    case 'minTenure':
    case 'maxTenure':
      return `${v} days`;
    default:
      return `${v.toLocaleString('en-US', { maximumFractionDigits: 2 })} MXN`;
  }
}

/** The notice every section of the report carries when the journey is not validly signed, else null. */
export function unsignedNotice(review: Pick<ComplianceReview, 'signature'>): string | null {
  const status = review.signature;
  if (status.state === 'signed') return null;
  return `${signatureLabel(status)}: ${
    status.state === 'unsigned'
      ? 'this journey is not signed; nothing proves who recorded it or that it was not changed and re-chained.'
      : `${status.explanation}; nothing proves who recorded this journey.`
  }`;
}

function title(review: ComplianceReview): string {
  const notice = review.signature.state === 'signed' ? '' : ` (${signatureLabel(review.signature)})`;
  return `Compliance review: ${review.journey.scenarioId ?? 'journey recorded by hand'}${notice}`;
}

function markdownTitle(review: ComplianceReview): string {
  return escapeMarkdown(title(review));
}

function header(review: ComplianceReview): string[] {
  const j = review.journey;
  return [
    `Journey: ${j.scenarioId ?? 'recorded by hand'} · ${j.entries} entries · locale ${j.locale} · ${j.masked ? 'masked' : 'UNMASKED'} · started ${new Date(j.startedAt).toISOString()}`,
    `Head: ${j.head}`,
    review.integrity.ok
      ? 'Chain intact: no entry differs from its hash (the chain alone does not prove who computed it).'
      : `TAMPERED JOURNEY: entry ${review.integrity.firstBadSeq}: ${review.integrity.reason}`,
    describeSignature(review.signature),
    `Result: ${review.summary.pass} pass, ${review.summary.fail} fail, ${review.summary.notReached} not reached; ${review.summary.critical} critical finding(s).`,
  ];
}

function step(seq: number | null): string {
  return seq === null ? '—' : `#${seq}`;
}

/**
 * Text from a journey (a backend's message, what the borrower saw, a scenario's id) as literal markdown: no link,
 * image, emphasis, code or HTML can come out of it (issue 30), and it stays on one line.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]|]/g, (c) => `\\${c}`)
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r?\n/g, ' ');
}

const cell = escapeMarkdown;

/** The review as markdown (also readable as plain text). */
export function renderReportMarkdown(review: ComplianceReview): string {
  const notice = unsignedNotice(review);
  const section = (name: string) => [
    `## ${name}`,
    '',
    ...(notice ? [`> **${escapeMarkdown(notice)}**`, ''] : []),
  ];
  const lines: string[] = [
    `# ${markdownTitle(review)}`,
    '',
    ...header(review).map((l) => `- ${escapeMarkdown(l)}`),
    '',
    ...section('Checklist'),
  ];
  lines.push('| # | Item | Result | Step | Explanation |', '|---|---|---|---|---|');
  for (const item of review.items)
    lines.push(
      `| ${item.id} | ${cell(item.title)} | ${statusLabel(item.status)} | ${step(item.seq)} | ${cell(item.explanation)}${item.citation ? ` (rule: ${cell(item.citation)})` : ''} |`,
    );
  lines.push('', ...section('CAT'), escapeMarkdown(review.cat.explanation));
  if (review.cat.flows) {
    const f = review.cat.flows;
    lines.push(
      '',
      `Cash flows: principal ${f.principal}, fee ${f.fee}, tax ${f.tax}, net disbursed ${f.net} (before tax ${f.netBeforeTax}), repaid ${f.repay} after ${f.days} days.`,
    );
  }
  lines.push('', ...section('Findings'));
  if (review.findings.length === 0) lines.push('None.');
  for (const f of review.findings)
    lines.push(
      `- **${f.severity.toUpperCase()}** ${step(f.seq)} ${escapeMarkdown(f.title)}: ${escapeMarkdown(f.detail)}${f.citation ? ` (rule: ${escapeMarkdown(f.citation)})` : ''}`,
    );
  lines.push('', ...section('Contradictions'));
  if (review.contradictions.length === 0) lines.push('None.');
  for (const c of review.contradictions)
    lines.push(`- ${step(c.seq)} ${topicName(c.topic)}: ${escapeMarkdown(c.explanation)}`);
  lines.push(
    '',
    ...section('Claims the borrower saw'),
    '| Claim | Value | Shown as | Where | Step | Source |',
    '|---|---|---|---|---|---|',
  );
  for (const c of review.claims)
    lines.push(
      `| ${topicName(c.topic)} | ${cell(claimValue(c))} | ${cell(c.shown)} | ${c.route ? cell(c.route) : '—'} | ${step(c.seq)} | ${c.source}${c.note ? ` (${cell(c.note)})` : ''} |`,
    );
  return `${lines.join('\n')}\n`;
}

const STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; color: #111; margin: 2rem; }
h1 { font-size: 1.4rem; } h2 { font-size: 1.1rem; margin-top: 1.5rem; border-bottom: 1px solid #ccc; }
table { border-collapse: collapse; width: 100%; } th, td { border: 1px solid #bbb; padding: 4px 6px; text-align: left; vertical-align: top; }
th { background: #f0f0f0; }
.pass { color: #0a6b2a; font-weight: bold; } .fail { color: #b00020; font-weight: bold; } .notReached { color: #666; font-weight: bold; }
.critical { color: #b00020; font-weight: bold; } .warning { color: #8a5a00; font-weight: bold; }
.tampered { border: 3px solid #b00020; padding: 0.5rem; color: #b00020; font-weight: bold; }
.unsigned { border: 2px dashed #b00020; padding: 0.25rem 0.5rem; color: #b00020; font-weight: bold; }
.page-notice { display: none; }
@media print {
  body { margin: 0; font-size: 11px; }
  /* Fixed: printed at the top of every page. */
  .page-notice { display: block; position: fixed; top: 0; left: 0; right: 0; background: #fff; }
  body.not-signed { padding-top: 2.5em; }
  h2 { page-break-after: avoid; } tr, li { page-break-inside: avoid; }
  a { color: inherit; text-decoration: none; }
}
:target { outline: 3px solid #1a56db; background: #fff3b0; scroll-margin-top: 2rem; }
.citation { color: #444; font-size: 0.9em; }`;

/**
 * The page's Content-Security-Policy: nothing may load or run; only the page's own style element, by its hash.
 * The page is self-contained (decision 0047), so the policy costs nothing and a text that escaped escaping
 * could still not run.
 */
export function strictCsp(style: string): string {
  let binary = '';
  for (const byte of sha256(utf8ToBytes(style))) binary += String.fromCharCode(byte);
  return `default-src 'none'; style-src 'sha256-${btoa(binary)}'; img-src 'none'; form-action 'none'; base-uri 'none'`;
}

/** Gives each step its anchor `step-<seq>` on its first mention in a page (ids must be unique). */
export function stepAnchors(): (seq: number | null) => string {
  const used = new Set<number>();
  return (seq) => {
    if (seq === null || used.has(seq)) return '';
    used.add(seq);
    return ` id="step-${seq}"`;
  };
}

/** A rule's citation as a small line under what it backs (empty without one). */
export function citationHtml(citation: string | undefined): string {
  return citation ? `<br><small class="citation">Rule: ${escapeHtml(citation)}</small>` : '';
}

/** The review as a standalone, printable HTML page; every text is escaped. */
export function renderReportHtml(review: ComplianceReview): string {
  const e = escapeHtml;
  const head = header(review);
  const notice = unsignedNotice(review);
  const h2 = (name: string) => `<h2>${e(name)}</h2>${notice ? `\n<p class="unsigned">${e(notice)}</p>` : ''}`;
  // The first mention of each step carries its anchor (the checklist first: the release page's cells link there).
  const anchor = stepAnchors();
  const items = review.items
    .map(
      (i) =>
        `<tr id="item-${i.id}"><td>${i.id}</td><td>${e(i.title)}${citationHtml(i.citation)}</td><td class="${i.status}">${statusLabel(i.status)}</td><td${anchor(i.seq)}>${e(step(i.seq))}</td><td>${e(i.explanation)}</td></tr>`,
    )
    .join('\n');
  const findings =
    review.findings.length === 0
      ? '<p>None.</p>'
      : `<ul>${review.findings
          .map(
            (f) =>
              `<li><span class="${f.severity}">${e(f.severity.toUpperCase())}</span> <span${anchor(f.seq)}>${e(step(f.seq))}</span> ${e(f.title)}: ${e(f.detail)}${citationHtml(f.citation)}</li>`,
          )
          .join('\n')}</ul>`;
  const contradictions =
    review.contradictions.length === 0
      ? '<p>None.</p>'
      : `<ul>${review.contradictions.map((c) => `<li><span${anchor(c.seq)}>${e(step(c.seq))}</span> ${e(topicName(c.topic))}: ${e(c.explanation)}</li>`).join('\n')}</ul>`;
  const claims = review.claims
    .map(
      (c) =>
        `<tr><td>${e(topicName(c.topic))}</td><td>${e(claimValue(c))}</td><td>${e(c.shown)}</td><td>${e(c.route ?? '—')}</td><td${anchor(c.seq)}>${e(step(c.seq))}</td><td>${e(c.source)}${c.note ? ` <small>(${e(c.note)})</small>` : ''}</td></tr>`,
    )
    .join('\n');
  const flows = review.cat.flows;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${e(strictCsp(STYLE))}">
<title>${e(title(review))}</title>
<style>${STYLE}</style>
</head>
<body${notice ? ' class="not-signed"' : ''}>
${notice ? `<p class="unsigned page-notice" aria-hidden="true">${e(notice)}</p>\n` : ''}<h1>${e(title(review))}</h1>
${review.integrity.ok ? '' : `<p class="tampered" role="alert">${e(head[2]!)}</p>`}
${notice ? `<p class="unsigned" role="alert">${e(notice)}</p>` : ''}
<ul>${head.map((l) => `<li>${e(l)}</li>`).join('')}</ul>
${h2('Checklist')}
<table><thead><tr><th>#</th><th>Item</th><th>Result</th><th>Step</th><th>Explanation</th></tr></thead>
<tbody>
${items}
</tbody></table>
${h2('CAT')}
<p>${e(review.cat.explanation)}</p>
${flows ? `<p>Cash flows: principal ${e(String(flows.principal))}, fee ${e(String(flows.fee))}, tax ${e(String(flows.tax))}, net disbursed ${e(String(flows.net))} (before tax ${e(String(flows.netBeforeTax))}), repaid ${e(String(flows.repay))} after ${e(String(flows.days))} days.</p>` : ''}
${h2('Findings')}
${findings}
${h2('Contradictions')}
${contradictions}
${h2('Claims the borrower saw')}
<table><thead><tr><th>Claim</th><th>Value</th><th>Shown as</th><th>Where</th><th>Step</th><th>Source</th></tr></thead>
<tbody>
${claims}
</tbody></table>
</body>
</html>
`;
}
