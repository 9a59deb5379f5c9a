import { describe, expect, it } from 'vitest';
import { extractScreens } from './screen-text';

const full = {
  type: 2,
  timestamp: 100,
  data: {
    node: {
      type: 0,
      id: 1,
      childNodes: [
        {
          type: 2,
          tagName: 'body',
          id: 2,
          attributes: {},
          childNodes: [
            {
              type: 2,
              tagName: 'h1',
              id: 3,
              attributes: { class: 'nav-bar__title' },
              childNodes: [{ type: 3, id: 4, textContent: 'Inicio' }],
            },
            {
              type: 2,
              tagName: 'p',
              id: 5,
              attributes: {},
              childNodes: [{ type: 3, id: 6, textContent: 'Hola' }],
            },
            {
              type: 2,
              tagName: 'script',
              id: 7,
              attributes: {},
              childNodes: [{ type: 3, id: 8, textContent: 'var x' }],
            },
          ],
        },
      ],
    },
  },
};

const mutation = (timestamp: number, data: Record<string, unknown>) => ({
  type: 3,
  timestamp,
  data: { source: 0, texts: [], attributes: [], removes: [], adds: [], ...data },
});

describe('screen text of rrweb records', () => {
  it('replays a full snapshot and mutations across screen entries, in sibling order, without hidden text', () => {
    const views = extractScreens([
      { seq: 3, kind: 'screen', data: { type: 'rrweb', step: 0, events: [full] } },
      { seq: 4, kind: 'note', data: {} },
      {
        seq: 5,
        kind: 'screen',
        data: {
          type: 'rrweb',
          step: 1,
          events: [
            mutation(200, {
              // Added in reverse: the second element names the first as its next sibling.
              adds: [
                {
                  parentId: 2,
                  nextId: null,
                  node: {
                    type: 2,
                    tagName: 'p',
                    id: 10,
                    attributes: { 'data-claim': 'cat', 'data-value': '70.9' },
                    childNodes: [],
                  },
                },
                { parentId: 10, nextId: null, node: { type: 3, id: 11, textContent: 'CAT 70.9% sin IVA' } },
                {
                  parentId: 2,
                  nextId: 10,
                  node: {
                    type: 2,
                    tagName: 'p',
                    id: 12,
                    attributes: {},
                    childNodes: [{ type: 3, id: 13, textContent: 'Antes' }],
                  },
                },
              ],
            }),
            mutation(300, { texts: [{ id: 6, value: 'Adiós' }], removes: [{ parentId: 2, id: 12 }] }),
          ],
        },
      },
    ]);
    expect(views.map((v) => v.seq)).toEqual([3, 5]);
    expect(views[0]!.title).toBe('Inicio');
    expect(views[0]!.finalLines).toEqual(['Inicio', 'Hola']);
    expect(views[1]!.finalLines).toEqual(['Inicio', 'Adiós', 'CAT 70.9% sin IVA']);
    expect(views[1]!.lines.map((l) => l.text)).toContain('Antes');
    expect(views[1]!.claims).toEqual([{ claim: 'cat', value: '70.9', text: 'CAT 70.9% sin IVA', at: 200 }]);
    expect(views[1]!.from).toBe(200);
  });

  it('follows each checkbox: as shown, as the borrower ticks and clears it, and when it leaves the page', () => {
    const page = (timestamp: number, checked: boolean) => ({
      type: 2,
      timestamp,
      data: {
        node: {
          type: 0,
          id: 1,
          childNodes: [
            {
              type: 2,
              tagName: 'body',
              id: 2,
              attributes: {},
              childNodes: [
                {
                  type: 2,
                  tagName: 'label',
                  id: 3,
                  attributes: {},
                  childNodes: [
                    {
                      type: 2,
                      tagName: 'input',
                      id: 4,
                      attributes: checked ? { type: 'checkbox', checked: true } : { type: 'checkbox' },
                      childNodes: [],
                    },
                    { type: 3, id: 5, textContent: 'Acepto los Términos' },
                  ],
                },
              ],
            },
          ],
        },
      },
    });
    const input = (timestamp: number, isChecked: boolean) => ({
      type: 3,
      timestamp,
      data: { source: 5, id: 4, text: 'on', isChecked },
    });
    const views = extractScreens([
      { seq: 1, kind: 'screen', data: { type: 'rrweb', step: 0, events: [page(100, false)] } },
      {
        seq: 2,
        kind: 'screen',
        data: {
          type: 'rrweb',
          step: 1,
          events: [
            input(200, true),
            input(250, false),
            input(300, true),
            mutation(400, { removes: [{ parentId: 2, id: 3 }] }),
          ],
        },
      },
      {
        seq: 3,
        kind: 'screen',
        data: { type: 'rrweb', step: 2, events: [page(500, false), page(600, true)] },
      },
    ]);
    const states = views.map((v) => v.checkboxes.map((c) => [c.at, c.by, c.checked]));
    expect(states).toEqual([
      [[100, 'screen', false]],
      [
        [200, 'input', true],
        [250, 'input', false],
        [300, 'input', true],
        [400, 'gone', false],
      ],
      [
        [500, 'screen', false],
        [600, 'gone', false],
        [600, 'screen', true],
      ],
    ]);
    expect(views[0]!.checkboxes[0]!.label).toBe('Acepto los Términos');
    expect(views[1]!.checked.map((c) => c.at)).toEqual([200, 300]);
  });
});
