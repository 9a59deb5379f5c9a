import { canon } from './format';
import { canonJson, maskValue } from './mask';

/** rrweb's serialized screens in a masked journey: HTML structure kept, personal values masked. */
const screen = {
  type: 'rrweb',
  events: [
    {
      type: 2,
      timestamp: 1,
      data: {
        node: {
          type: 0,
          id: 1,
          childNodes: [
            { type: 1, name: 'html', publicId: '', systemId: '', id: 2 },
            {
              type: 2,
              tagName: 'input',
              id: 3,
              attributes: { name: 'fullName', type: 'text', value: 'María López Hernández', class: 'field' },
              childNodes: [],
            },
            {
              type: 2,
              tagName: 'input',
              id: 4,
              attributes: { name: 'bank', value: '4152313800001234' },
              childNodes: [],
            },
            { type: 2, tagName: 'span', id: 5, attributes: { 'data-phone': '5512345678' }, childNodes: [] },
            {
              type: 2,
              tagName: 'label',
              id: 6,
              attributes: { for: 'mobile', id: 'label-name' },
              childNodes: [],
            },
          ],
        },
      },
    },
    {
      type: 3,
      timestamp: 2,
      data: { source: 0, attributes: [{ id: 3, attributes: { name: 'fullName', value: 'Juan Pérez' } }] },
    },
  ],
};

describe('masking recorded screens (rrweb)', () => {
  const masked = maskValue(screen) as unknown as typeof screen;
  const nodes = masked.events[0]!.data.node!.childNodes as Array<Record<string, unknown>>;
  const attrs = (i: number) => nodes[i]!.attributes as Record<string, string>;

  it('keeps element attributes that name or shape the element, and the doctype', () => {
    expect(nodes[0]).toMatchObject({ name: 'html' });
    expect(attrs(1)).toMatchObject({ name: 'fullName', type: 'text', class: 'field' });
    expect(attrs(2).name).toBe('bank');
    expect(attrs(4)).toEqual({ for: 'mobile', id: 'label-name' });
  });

  it("masks values by the element's own name, by pattern otherwise, and personal data attributes by theirs", () => {
    expect(attrs(1).value).toBe('M**** L**** H********');
    expect(attrs(2).value).toBe('************1234');
    expect(attrs(3)['data-phone']).toBe('55******78');
    const mutation = (
      masked.events[1]!.data as unknown as { attributes: Array<{ attributes: Record<string, string> }> }
    ).attributes[0]!.attributes;
    expect(mutation).toEqual({ name: 'fullName', value: 'J*** P****' });
  });

  it('hashes the same masked text as it stores, and masking twice changes nothing', () => {
    expect(canonJson(screen, true)).toBe(canon(masked));
    expect(maskValue(masked)).toEqual(masked);
  });

  it('leaves an ordinary record with a name member masked as before', () => {
    expect(maskValue({ contact: { name: 'Mamá Rosa', id: 4 } })).toEqual({
      contact: { name: 'M*** R***', id: 4 },
    });
  });
});
