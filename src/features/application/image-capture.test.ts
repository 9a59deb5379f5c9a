// @vitest-environment jsdom
import {
  MAX_IMAGE_BYTES,
  capturedImageFile,
  checkImageFile,
  compressImage,
  decodeCapturedImage,
  scaledSize,
} from './image-capture';

describe('scaledSize', () => {
  test('a 4000x3000 camera photo is drawn at 1600x1200', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 1600, height: 1200, scale: 0.4 });
  });

  test('a portrait photo is limited by its height', () => {
    const size = scaledSize(3024, 4032);
    expect(size.height).toBe(1600);
    expect(size.width).toBe(1200);
  });

  test('a photo already small enough is never enlarged', () => {
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600, scale: 1 });
    expect(scaledSize(1600, 900)).toEqual({ width: 1600, height: 900, scale: 1 });
  });

  test('the aspect ratio is kept within a pixel and no side rounds to zero', () => {
    const size = scaledSize(10_000, 7);
    expect(size.width).toBe(1600);
    expect(size.height).toBe(1);
    const odd = scaledSize(4001, 2999, 1000);
    expect(Math.abs(odd.width / odd.height - 4001 / 2999)).toBeLessThan(0.01);
  });

  test('an image with no size gives nothing to draw', () => {
    expect(scaledSize(0, 100).width).toBe(0);
    expect(scaledSize(Number.NaN, 100).width).toBe(0);
  });
});

describe('checkImageFile', () => {
  test('accepts an image up to exactly 20 MB', () => {
    expect(checkImageFile({ size: MAX_IMAGE_BYTES, type: 'image/jpeg' })).toEqual({ ok: true });
  });

  test('refuses one byte more than 20 MB', () => {
    expect(checkImageFile({ size: MAX_IMAGE_BYTES + 1, type: 'image/jpeg' })).toEqual({
      ok: false,
      reason: 'tooLarge',
    });
  });

  test('refuses files that are not images and empty files', () => {
    expect(checkImageFile({ size: 100, type: 'application/pdf' })).toEqual({ ok: false, reason: 'notImage' });
    expect(checkImageFile({ size: 0, type: 'image/png' })).toEqual({ ok: false, reason: 'empty' });
  });

  test('lets an untyped file through (the backend reads its first bytes)', () => {
    expect(checkImageFile({ size: 100, type: '' })).toEqual({ ok: true });
  });
});

describe('the native camera answer', () => {
  test('a base64 data URL gives its bytes and its own type', () => {
    const { bytes, type } = decodeCapturedImage('data:image/png;base64,iVBORw==', 'image/jpeg');
    expect(type).toBe('image/png');
    expect([...bytes]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  test('bare base64 (with line breaks, URL-safe, unpadded) uses the mime beside it', () => {
    const { bytes, type } = decodeCapturedImage('/9j/\n4A', 'image/jpeg');
    expect(type).toBe('image/jpeg');
    expect([...bytes]).toEqual([0xff, 0xd8, 0xff, 0xe0]);
    expect([...decodeCapturedImage('_9j_4A', 'image/jpeg').bytes]).toEqual([0xff, 0xd8, 0xff, 0xe0]);
  });

  test('becomes a named file', () => {
    const file = capturedImageFile('/9j/4A==', 'image/jpeg', 'ine-frente');
    expect(file.name).toBe('ine-frente.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(file.size).toBe(4);
  });

  test('something that is not base64 is an error, not a broken upload', () => {
    expect(() => capturedImageFile('not base64 at all!', 'image/jpeg', 'x')).toThrow();
  });
});

describe('compressImage', () => {
  test('without canvas support (jsdom) the original file goes up unchanged', async () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'front.png', { type: 'image/png' });
    await expect(compressImage(file)).resolves.toBe(file);
  });

  test('a large photo is drawn at 1600 px on its long side and sent as a smaller JPEG', async () => {
    const original = new File([new Uint8Array(50_000)], 'front.png', { type: 'image/png' });
    const close = vi.fn();
    vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 4000, height: 3000, close }));
    const drawImage = vi.fn();
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue({ drawImage } as never);
    let quality: unknown;
    const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      done: BlobCallback,
      _type?: string,
      q?: unknown,
    ) {
      quality = q;
      done(new Blob([new Uint8Array(this.width)], { type: 'image/jpeg' }));
    });
    try {
      const sent = await compressImage(original);
      expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1600, 1200);
      expect(quality).toBe(0.8);
      expect(sent.type).toBe('image/jpeg');
      expect(sent.size).toBe(1600);
      expect((sent as File).name).toBe('front.jpg');
      expect(close).toHaveBeenCalled();
    } finally {
      getContext.mockRestore();
      toBlob.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  test('a photo the browser cannot decode goes up unchanged', async () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'front.jpg', { type: 'image/jpeg' });
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('undecodable')));
    try {
      await expect(compressImage(file)).resolves.toBe(file);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
