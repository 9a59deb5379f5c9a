import * as z from 'zod/mini';
import { unknownFields } from './unknown-fields';

const schema = z.object({
  name: z.string(),
  middle: z.optional(z.string()),
  contacts: z.array(z.object({ name: z.string(), phone: z.string() })),
});
const fieldsOf = (input: Record<string, unknown>) => unknownFields(input, schema.parse(input));

describe('unknownFields', () => {
  it('is empty when every field is the contract’s', () => {
    expect(
      fieldsOf({ name: 'Ana', middle: 'Sofía', contacts: [{ name: 'Luis', phone: '3312345678' }] }),
    ).toEqual([]);
  });

  it('names a misnamed or extra field, nested ones by their path', () => {
    expect(
      fieldsOf({
        name: 'Ana',
        midle: 'Sofía',
        contacts: [
          { name: 'Luis', phone: '3312345678' },
          { name: 'Eva', phone: '3398765432', phnoe: '1' },
        ],
      }),
    ).toEqual(['midle', 'contacts.1.phnoe']);
  });

  it('does not count a key left undefined (it is not sent) nor look inside files', () => {
    const file = new Blob(['x']);
    expect(unknownFields({ a: 1, gone: undefined, file }, { a: 1, file })).toEqual([]);
  });
});
