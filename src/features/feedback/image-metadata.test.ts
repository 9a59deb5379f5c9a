import { decode as decodePng, encode as encodePng } from 'fast-png';
// jpeg-js (a development dependency): a real encoder and decoder for the round trip.
import jpeg from 'jpeg-js';
import { lastValueFrom, toArray } from 'rxjs';
import type { EffectDeps } from '../../store/effect-deps';
import type { EffectContext } from '../../store/store';
import { uploadFeedbackImage } from './feedback.effects';
import { imageKind, stripImageMetadata, withoutImageMetadata } from './image-metadata';

const bytesOf = (text: string) => [...text].map((c) => c.charCodeAt(0));
const u16 = (n: number) => [n >> 8, n & 0xff];
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const segment = (marker: number, payload: readonly number[]) => [
  0xff,
  marker,
  ...u16(payload.length + 2),
  ...payload,
];
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/**
 * An APP1 EXIF segment as a phone writes it (big-endian TIFF): IFD0 with the camera make, the orientation and a
 * pointer to a GPS IFD holding the latitude and longitude of where the photo was taken (19°25'N, 99°7'W).
 */
function exifWithGps(orientation: number): number[] {
  const make = [...bytesOf('Phone'), 0];
  // IFD0 at 8: 3 entries (2 + 3*12 + 4 = 42 bytes) -> GPS IFD at 50, then the make string.
  const gpsIfd = 50;
  const gpsEntries = 4;
  const gpsSize = 2 + gpsEntries * 12 + 4;
  const latAt = gpsIfd + gpsSize;
  const lonAt = latAt + 24;
  const makeAt = lonAt + 24;
  const entry = (tag: number, type: number, count: number, value: number[]) => [
    ...u16(tag),
    ...u16(type),
    ...u32(count),
    ...value,
  ];
  const rational = (n: number, d: number) => [...u32(n), ...u32(d)];
  const tiff = [
    ...bytesOf('MM'),
    ...u16(42),
    ...u32(8),
    ...u16(3),
    ...entry(0x010f, 2, make.length, u32(makeAt)),
    ...entry(0x0112, 3, 1, [...u16(orientation), 0, 0]),
    ...entry(0x8825, 4, 1, u32(gpsIfd)),
    ...u32(0),
    ...u16(gpsEntries),
    ...entry(0x0001, 2, 2, [...bytesOf('N'), 0, 0, 0]),
    ...entry(0x0002, 5, 3, u32(latAt)),
    ...entry(0x0003, 2, 2, [...bytesOf('W'), 0, 0, 0]),
    ...entry(0x0004, 5, 3, u32(lonAt)),
    ...u32(0),
    ...rational(19, 1),
    ...rational(25, 1),
    ...rational(4, 1),
    ...rational(99, 1),
    ...rational(7, 1),
    ...rational(58, 1),
    ...make,
  ];
  return segment(0xe1, [...bytesOf('Exif'), 0, 0, ...tiff]);
}

const XMP = segment(0xe1, [
  ...bytesOf('http://ns.adobe.com/xap/1.0/'),
  0,
  ...bytesOf('<x:xmpmeta><exif:GPSLatitude>19,25N</exif:GPSLatitude></x:xmpmeta>'),
]);
const IPTC = segment(0xed, [
  ...bytesOf('Photoshop 3.0'),
  0,
  ...bytesOf('8BIM'),
  4,
  4,
  0,
  0,
  0,
  0,
  0,
  4,
  1,
  2,
  3,
  4,
]);
const COMMENT = segment(0xfe, bytesOf('Tomada en Av. Reforma 222'));
const ICC = segment(0xe2, [...bytesOf('ICC_PROFILE'), 0, 1, 1, ...bytesOf('colour')]);

/** A real 4×4 JPEG (jpeg-js), with the phone's metadata spliced in after its JFIF segment. */
function phoneJpeg(orientation = 6): { file: Uint8Array; pixels: Uint8Array; plain: Uint8Array } {
  const width = 4;
  const height = 4;
  const rgba = new Uint8Array(width * height * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 37) % 256));
  const plain = new Uint8Array(jpeg.encode({ data: rgba, width, height }, 90).data);
  const jfifEnd = 2 + 2 + ((plain[4]! << 8) | plain[5]!);
  expect(plain[3]).toBe(0xe0);
  const file = new Uint8Array([
    ...plain.subarray(0, jfifEnd),
    ...exifWithGps(orientation),
    ...XMP,
    ...ICC,
    ...IPTC,
    ...COMMENT,
    ...plain.subarray(jfifEnd),
    // A second picture appended after the end of the image, as some phones do (with its own EXIF).
    0xff,
    0xd8,
    ...exifWithGps(1),
    0xff,
    0xd9,
  ]);
  return { file, pixels: jpeg.decode(plain, { useTArray: true }).data, plain };
}

describe('stripImageMetadata: JPEG', () => {
  test('drops EXIF (GPS), XMP, IPTC, comments and trailing data; keeps the picture, its colour profile and orientation', () => {
    const { file, pixels, plain } = phoneJpeg(6);
    expect(text(file)).toContain('Exif');
    const clean = stripImageMetadata(file);
    const seen = text(clean);
    for (const gone of ['Phone', 'GPSLatitude', 'Photoshop', '8BIM', 'Reforma', 'http://ns.adobe.com'])
      expect(seen).not.toContain(gone);
    expect(seen).toContain('ICC_PROFILE');
    // The same pixels, decoded.
    expect(jpeg.decode(clean, { useTArray: true }).data).toEqual(pixels);
    // The orientation is kept as the one EXIF tag left: a 36-byte APP1 right after JFIF.
    const jfifEnd = 2 + 2 + ((clean[4]! << 8) | clean[5]!);
    expect([...clean.subarray(jfifEnd, jfifEnd + 2)]).toEqual([0xff, 0xe1]);
    const app1 = clean.subarray(jfifEnd, jfifEnd + 2 + ((clean[jfifEnd + 2]! << 8) | clean[jfifEnd + 3]!));
    expect(app1.length).toBe(36);
    expect(text(app1)).toContain('Exif');
    expect(app1[app1.length - 7]).toBe(6);
    // Every byte of the original picture is there, in order (the ICC segment between JFIF and the rest).
    expect(clean.length).toBe(plain.length + app1.length + ICC.length);
    expect(clean.at(-1)).toBe(0xd9);
    // Stripping again changes nothing.
    expect(stripImageMetadata(clean)).toBe(clean);
  });

  test('an upright photo keeps no EXIF at all', () => {
    const clean = stripImageMetadata(phoneJpeg(1).file);
    expect(text(clean)).not.toContain('Exif');
  });

  test('a JPEG without metadata is returned as it is', () => {
    const { plain } = phoneJpeg();
    expect(stripImageMetadata(plain)).toBe(plain);
  });

  test('a truncated or odd file is never made longer, and never throws', () => {
    const { file } = phoneJpeg();
    for (let cut = 2; cut < file.length; cut += 7) {
      const part = file.subarray(0, cut);
      expect(stripImageMetadata(part).length).toBeLessThanOrEqual(part.length + 36);
    }
    const notImage = new Uint8Array(bytesOf('%PDF-1.7'));
    expect(stripImageMetadata(notImage)).toBe(notImage);
    expect(imageKind(notImage)).toBeNull();
  });
});

/** A PNG chunk (the CRC is not checked by the stripper; fast-png does not check it either). */
const chunk = (type: string, data: readonly number[]) => [
  ...u32(data.length),
  ...bytesOf(type),
  ...data,
  0,
  0,
  0,
  0,
];

describe('stripImageMetadata: PNG and WebP', () => {
  test('PNG: drops eXIf, tEXt, iTXt, zTXt and tIME chunks; the image decodes the same', () => {
    const data = new Uint8Array(2 * 2 * 3).map((_, i) => i * 20);
    const encoded = encodePng({
      width: 2,
      height: 2,
      data,
      channels: 3,
      text: { Comment: 'GPS 19.4326,-99.1332' },
    });
    const ihdrEnd = 8 + 12 + 13;
    const file = new Uint8Array([
      ...encoded.subarray(0, ihdrEnd),
      ...chunk('eXIf', [...bytesOf('MM'), 0, 42, 0, 0, 0, 8, 0, 0]),
      ...chunk('iTXt', bytesOf('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta>GPSLatitude</x:xmpmeta>')),
      ...chunk('tIME', [7, 233, 1, 2, 3, 4, 5]),
      ...encoded.subarray(ihdrEnd),
      ...bytesOf('trailing GPS'),
    ]);
    expect(decodePng(file).text).toEqual({ Comment: 'GPS 19.4326,-99.1332' });
    const clean = stripImageMetadata(file);
    expect(text(clean)).not.toMatch(/GPS|eXIf|iTXt|tEXt|tIME/);
    const decoded = decodePng(clean);
    expect(decoded.text).toEqual({});
    expect([...decoded.data]).toEqual([...data]);
    expect(stripImageMetadata(clean)).toBe(clean);
  });

  test('WebP: drops EXIF and XMP chunks and clears their flags in the extended header', () => {
    const webpChunk = (type: string, data: readonly number[]) => {
      const size = data.length;
      return [...bytesOf(type), size & 0xff, (size >> 8) & 0xff, 0, 0, ...data, ...(size % 2 ? [0] : [])];
    };
    const body = [
      ...bytesOf('WEBP'),
      ...webpChunk('VP8X', [0x0c, 0, 0, 0, 1, 0, 0, 1, 0, 0]),
      ...webpChunk('VP8L', [0x2f, 1, 2, 3, 4]),
      ...webpChunk('EXIF', [...bytesOf('MM'), 0, 42, ...bytesOf('GPS')]),
      ...webpChunk('XMP ', bytesOf('<x:xmpmeta>GPS</x:xmpmeta>')),
    ];
    const size = body.length;
    const file = new Uint8Array([...bytesOf('RIFF'), size & 0xff, (size >> 8) & 0xff, 0, 0, ...body]);
    const clean = stripImageMetadata(file);
    expect(text(clean)).not.toMatch(/GPS|EXIF|XMP /);
    expect(text(clean.subarray(0, 4))).toBe('RIFF');
    expect(clean[4]! | (clean[5]! << 8)).toBe(clean.length - 8);
    expect(clean[20]).toBe(0); // VP8X flags: no EXIF, no XMP
    expect(text(clean)).toContain('VP8L');
  });
});

describe('feedback image upload', () => {
  test('what leaves the phone carries no GPS position, under the picked name and type', async () => {
    const { file } = phoneJpeg();
    const picked = new File([file as Uint8Array<ArrayBuffer>], 'recibo.jpg', { type: 'image/jpeg' });
    const sent: Blob[] = [];
    const upload = (payload: { file: Blob }) => {
      sent.push(payload.file);
      return Promise.resolve({ fileId: 'f1', url: 'https://img.example/f1.jpg' });
    };
    const deps = { api: { feedback: { uploadFeedbackCredential: upload, uploadFeedbackFile: upload } } };
    const events = await lastValueFrom(
      uploadFeedbackImage({ file: picked, purpose: 'credential' }, {
        deps,
      } as unknown as EffectContext<EffectDeps>).pipe(toArray()),
    );
    expect(events).toEqual([
      {
        type: 'feedback/imageUploaded',
        fileId: 'f1',
        url: 'https://img.example/f1.jpg',
        purpose: 'credential',
      },
    ]);
    expect(sent).toHaveLength(1);
    const bytes = new Uint8Array(await sent[0]!.arrayBuffer());
    expect(text(bytes)).not.toContain('Phone');
    expect(text(bytes)).not.toContain('GPSLatitude');
    expect(bytes.length).toBeLessThan(file.length);
    expect((sent[0] as File).name).toBe('recibo.jpg');
    expect(sent[0]!.type).toBe('image/jpeg');
  });

  test('a file without metadata goes as it was picked', async () => {
    const picked = new Blob([new Uint8Array(bytesOf('GIF89a'))], { type: 'image/gif' });
    expect(await withoutImageMetadata(picked)).toBe(picked);
  });
});
