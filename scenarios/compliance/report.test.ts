import { describe, expect, it } from 'vitest';
import { TEST_META } from '../journey/journey-fixtures';
import { createJourneyRecorder } from '../journey/recorder';
import { escapeMarkdown, renderReportHtml, renderReportMarkdown } from './report';
import { reviewJourney } from './review';

function review() {
  let now = TEST_META.startedAt.virtual;
  const r = createJourneyRecorder({ meta: TEST_META, clock: () => (now += 1000) });
  r.record('route', { path: '/user_center/faq' });
  r.record('bridge-call', {
    id: 'w1',
    method: 'checkPermission',
    params: { permission: 'sms', request: true },
  });
  const file = r.toFile();
  // A hostile text in a claim must stay text.
  const result = reviewJourney(file);
  result.claims[0] = { ...result.claims[0]!, shown: '<script>alert(1)</script>' };
  return result;
}

describe('compliance report', () => {
  it('renders a standalone printable page with every text escaped', () => {
    const html = renderReportHtml(review());
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('@media print');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Requested the sms permission');
    expect(html).toMatch(/<td class="fail">FAIL<\/td>/);
  });

  it('renders the same review as markdown', () => {
    const md = renderReportMarkdown(review());
    expect(md).toContain('## Checklist');
    expect(md).toMatch(/\| 5 \| .* \| FAIL \| #2 \|/);
    expect(md).toContain('**CRITICAL** #2 Requested the sms permission');
  });
});

describe('the report’s anchors and citations (issue 33)', () => {
  it('gives every step it names one anchor step-<seq>, on its first mention, and each item item-<id>', () => {
    const result = review();
    const html = renderReportHtml(result);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
    expect(new Set(ids).size).toBe(ids.length);
    const named = new Set(
      [...result.items, ...result.findings, ...result.contradictions, ...result.claims]
        .map((x) => x.seq)
        .filter((seq): seq is number => seq !== null),
    );
    expect(ids.filter((id) => id.startsWith('step-')).sort()).toEqual(
      [...named].map((seq) => `step-${seq}`).sort(),
    );
    expect(ids.filter((id) => id.startsWith('item-'))).toEqual(result.items.map((i) => `item-${i.id}`));
    // Item 5's row names step 2 first: the anchor is its step cell.
    expect(html).toMatch(/<tr id="item-5">(?:(?!<\/tr>).)*<td id="step-2">#2<\/td>/);
  });

  it('shows a rule’s citation, escaped, under the item and the finding it backs', () => {
    const result = review();
    result.items[4] = { ...result.items[4]!, citation: 'Google Play <policy>' };
    result.findings[0] = { ...result.findings[0]!, citation: 'CONDUSEF & Co' };
    const html = renderReportHtml(result);
    expect(html).toContain('<small class="citation">Rule: Google Play &lt;policy&gt;</small>');
    expect(html).toContain('<small class="citation">Rule: CONDUSEF &amp; Co</small>');
    const md = renderReportMarkdown(result);
    expect(md).toContain('(rule: Google Play &lt;policy&gt;)');
    expect(md).toContain('(rule: CONDUSEF & Co)');
  });

  it('allows nothing to load or run but its own style (by hash)', () => {
    const html = renderReportHtml(review());
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1];
    expect(csp).toMatch(/^default-src &#39;none&#39;; style-src &#39;sha256-[A-Za-z0-9+/]+=*&#39;;/);
  });
});

describe('the markdown report escapes what the journey says (issue 30)', () => {
  it('a backend text cannot become a link, an image, emphasis or HTML', () => {
    const hostile =
      '[pulsa aquí](javascript:alert(1)) ![x](https://evil.example/p.png) <img src=x onerror=alert(1)> **urgente** `code` a|b\nnueva línea';
    const escaped = escapeMarkdown(hostile);
    expect(escaped).toBe(
      '\\[pulsa aquí\\](javascript:alert(1)) !\\[x\\](https://evil.example/p.png) &lt;img src=x onerror=alert(1)&gt; \\*\\*urgente\\*\\* \\`code\\` a\\|b nueva línea',
    );
    // No unescaped link, image or tag is left.
    expect(escaped).not.toMatch(/(?<!\\)\[[^\]]*(?<!\\)\]\(/);
    expect(escaped).not.toContain('<');
  });
});
