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
