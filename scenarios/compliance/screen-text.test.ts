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
});
