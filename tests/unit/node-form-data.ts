/**
 * jsdom's FormData and File cannot be read by Node's Request, which MSW builds from an upload's body: tests
 * that upload stub FormData with Node's own class and build files with Node's File. Call once per test file;
 * the classes are there from `beforeAll` on, and FormData is stubbed before each test.
 */
export function installNodeFormData(): { FormData: typeof FormData; File: typeof File } {
  const node = {} as { FormData: typeof FormData; File: typeof File };
  beforeAll(async () => {
    const form = await new Response('a=1', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }).formData();
    node.FormData = form.constructor as typeof FormData;
    const NodeBlob = (await new Response('x').blob()).constructor as typeof Blob;
    node.File = class extends NodeBlob {
      readonly name: string;
      readonly lastModified = 0;
      constructor(parts: BlobPart[], name: string, options?: FilePropertyBag) {
        super(parts, options);
        this.name = name;
      }
    } as unknown as typeof File;
  });
  beforeEach(() => vi.stubGlobal('FormData', node.FormData));
  return node;
}
