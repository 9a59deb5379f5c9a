import { expect, test, type Page } from './fixtures';
import { MOCK_UI } from './route-states';

/**
 * Checks used by a11y.spec.ts. Issue 8, accessibility: on every route of spec section 2 (the states of route-states.ts), in both languages,
 * every interactive control is at least 44 × 44 CSS px (WCAG 2.5.5), and the text follows the system font
 * size: with the root font at 200% (what Android's text size does to a WebView that sizes text in rem) every
 * text grows and nothing overflows a 360 px wide screen.
 *
 * Exceptions, as WCAG 2.5.5 allows them:
 * - inline: a link inside a sentence or block of text (its size is set by the line height of the text around
 *   it), e.g. the terms link of the loan confirmation checkbox label;
 * - user agent: a control whose size the browser sets and the page does not change. None is used today.
 * A checkbox or radio whose label wraps it (or points at it) is measured with its label: tapping either works.
 */

export const MIN_TARGET = 44;
export const NARROW = { width: 360, height: 760 };

interface Target {
  what: string;
  width: number;
  height: number;
  inline: boolean;
}

/** Every visible interactive control under `scope` (a selector), with the size of what a finger can tap. */
export async function measureTargets(page: Page, scope: string): Promise<Target[]> {
  return page.evaluate(
    ([scopeSelector, mockUi]) => {
      const INTERACTIVE = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="link"]',
        '[role="radio"]',
        '[role="checkbox"]',
        '[role="switch"]',
        '[role="tab"]',
        '[role="option"]',
        '[tabindex]:not([tabindex="-1"])',
      ].join(',');
      const describe = (el: Element) => {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 40);
        const id = el.id ? `#${el.id}` : '';
        const type = el.getAttribute('type') ? `[type=${el.getAttribute('type')}]` : '';
        return `${el.tagName.toLowerCase()}${id}${type} "${name}"`;
      };
      const visible = (el: Element) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
      };
      const union = (a: DOMRect, b: DOMRect) => {
        const left = Math.min(a.left, b.left);
        const top = Math.min(a.top, b.top);
        return { width: Math.max(a.right, b.right) - left, height: Math.max(a.bottom, b.bottom) - top };
      };
      /** A link in a sentence: its block has text of its own beside the link. */
      const isInline = (el: Element) => {
        if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
        let block = el.parentElement;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        const own = (el.textContent ?? '').trim().length;
        return !!block && (block.textContent ?? '').trim().length > own + 3;
      };
      const root = document.querySelector(scopeSelector) ?? document.body;
      const skip = mockUi.map((s) => document.querySelector(s)).filter((e): e is Element => e !== null);
      const seen = new Set<Element>();
      const out: Array<{ what: string; width: number; height: number; inline: boolean }> = [];
      for (const el of Array.from(root.querySelectorAll(INTERACTIVE))) {
        if (skip.some((s) => s.contains(el)) || el.closest('[aria-hidden="true"], [inert]')) continue;
        // A choice input is tapped through its label: measure the label with the input.
        const input = el as HTMLInputElement;
        const label =
          el.tagName === 'INPUT' &&
          (input.type === 'checkbox' || input.type === 'radio' || input.type === 'file')
            ? (el.closest('label') ??
              (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null))
            : null;
        const target = label ?? el;
        if (seen.has(target)) continue;
        if (!visible(target)) continue;
        seen.add(target);
        const box = target.getBoundingClientRect();
        const size =
          label && visible(el)
            ? union(box, el.getBoundingClientRect())
            : { width: box.width, height: box.height };
        out.push({
          what: describe(target),
          width: Math.round(size.width * 10) / 10,
          height: Math.round(size.height * 10) / 10,
          inline: isInline(target),
        });
      }
      return out;
    },
    [scope, MOCK_UI] as const,
  );
}

export async function expectTargets(page: Page, scope: string, what: string) {
  const targets = await measureTargets(page, scope);
  expect(targets.length, `interactive controls found on ${what}`).toBeGreaterThan(0);
  const exceptions = targets.filter((t) => t.inline);
  if (exceptions.length) {
    await test.info().attach(`inline exceptions ${what}.json`, {
      body: JSON.stringify(exceptions, null, 2),
      contentType: 'application/json',
    });
  }
  const small = targets.filter(
    (t) => !t.inline && (t.width < MIN_TARGET - 0.5 || t.height < MIN_TARGET - 0.5),
  );
  expect.soft(small, `controls smaller than ${MIN_TARGET} × ${MIN_TARGET} px on ${what}`).toEqual([]);
}

/** Font size of each element with text of its own, keyed by its position in the document. */
export async function textSizes(page: Page): Promise<Map<number, { what: string; size: number }>> {
  const list = await page.evaluate((mockUi) => {
    const skip = mockUi.map((s) => document.querySelector(s)).filter((e): e is Element => e !== null);
    const out: Array<[number, string, number]> = [];
    const all = Array.from(document.body.querySelectorAll('*'));
    all.forEach((el, index) => {
      if (skip.some((s) => s.contains(el))) return;
      const ownText = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
      if (!ownText || el.getClientRects().length === 0) return;
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      out.push([
        index,
        `${el.tagName.toLowerCase()}.${el.className} "${text}"`,
        parseFloat(getComputedStyle(el).fontSize),
      ]);
    });
    return out;
  }, MOCK_UI);
  return new Map(list.map(([index, what, size]) => [index, { what, size }]));
}

/** What sticks out past the right edge of the screen (outside elements that scroll sideways on purpose). */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate((mockUi) => {
    const skip = mockUi.map((s) => document.querySelector(s)).filter((e): e is Element => e !== null);
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width + 1)
      out.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (skip.some((s) => s.contains(el))) continue;
      let scroller = el.parentElement;
      let clipped = false;
      while (scroller && scroller !== document.body) {
        const overflowX = getComputedStyle(scroller).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip')
          clipped = true;
        scroller = scroller.parentElement;
      }
      if (clipped) continue;
      const box = el.getBoundingClientRect();
      if (box.width > 0 && (box.right > width + 1 || box.left < -1)) {
        out.push(
          `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.left)}..${Math.round(box.right)}`,
        );
      }
    }
    return out.slice(0, 20);
  }, MOCK_UI);
}

export async function expectTextScales(page: Page, what: string) {
  await page.setViewportSize(NARROW);
  expect.soft(await horizontalOverflow(page), `overflow at 360 px, 100% text, on ${what}`).toEqual([]);
  const before = await textSizes(page);
  // The system font size reaches the page as the root font size (rem): double it.
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  const after = await textSizes(page);
  const fixed: string[] = [];
  for (const [index, { what: text, size }] of before) {
    const grown = after.get(index);
    if (grown && grown.size < size * 1.9) fixed.push(`${text}: ${size}px -> ${grown.size}px`);
  }
  expect(before.size, `texts found on ${what}`).toBeGreaterThan(0);
  expect.soft(fixed, `text that does not grow with the root font size on ${what}`).toEqual([]);
  expect.soft(await horizontalOverflow(page), `overflow at 360 px, 200% text, on ${what}`).toEqual([]);
}
