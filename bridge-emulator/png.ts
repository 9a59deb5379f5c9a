/**
 * A tiny indexed-colour PNG writer with a 3x5 pixel font, so the emulated camera can hand over real,
 * decodable pictures where there is no canvas (Node, jsdom). Deflate uses stored blocks: the files are
 * larger than a compressor would make, but the code stays small and needs no zlib.
 */

/** An RGB colour, 0..255 each. */
export type Rgb = readonly [number, number, number];

/** A drawing surface of palette indices. */
export interface PixelCanvas {
  readonly width: number;
  readonly height: number;
  /** Fills a rectangle (clipped to the canvas) with a palette colour. */
  fillRect(x: number, y: number, w: number, h: number, colour: number): void;
  /** Writes text in the 3x5 font, `scale` pixels per font dot; returns the x after the last glyph. */
  text(x: number, y: number, value: string, colour: number, scale?: number): number;
  /** Encodes the picture as PNG bytes. */
  encode(): Uint8Array;
}

// Five rows of three dots, top to bottom; '#' is ink. Characters outside the table draw as a box.
const GLYPHS: Readonly<Record<string, string>> = {
  A: '.#. #.# ### #.# #.#',
  B: '##. #.# ##. #.# ##.',
  C: '.## #.. #.. #.. .##',
  D: '##. #.# #.# #.# ##.',
  E: '### #.. ##. #.. ###',
  F: '### #.. ##. #.. #..',
  G: '.## #.. #.# #.# .##',
  H: '#.# #.# ### #.# #.#',
  I: '### .#. .#. .#. ###',
  J: '..# ..# ..# #.# .#.',
  K: '#.# #.# ##. #.# #.#',
  L: '#.. #.. #.. #.. ###',
  M: '#.# ### ### #.# #.#',
  N: '##. #.# #.# #.# #.#',
  O: '.#. #.# #.# #.# .#.',
  P: '##. #.# ##. #.. #..',
  Q: '.#. #.# #.# ##. .##',
  R: '##. #.# ##. #.# #.#',
  S: '.## #.. .#. ..# ##.',
  T: '### .#. .#. .#. .#.',
  U: '#.# #.# #.# #.# ###',
  V: '#.# #.# #.# #.# .#.',
  W: '#.# #.# ### ### #.#',
  X: '#.# #.# .#. #.# #.#',
  Y: '#.# #.# .#. .#. .#.',
  Z: '### ..# .#. #.. ###',
  '0': '### #.# #.# #.# ###',
  '1': '.#. ##. .#. .#. ###',
  '2': '##. ..# .#. #.. ###',
  '3': '##. ..# .#. ..# ##.',
  '4': '#.# #.# ### ..# ..#',
  '5': '### #.. ##. ..# ##.',
  '6': '.## #.. ### #.# ###',
  '7': '### ..# .#. .#. .#.',
  '8': '### #.# ### #.# ###',
  '9': '### #.# ### ..# ##.',
  '-': '... ... ### ... ...',
  '.': '... ... ... ... .#.',
  ',': '... ... ... .#. #..',
  ':': '... .#. ... .#. ...',
  '/': '..# ..# .#. #.. #..',
  '<': '..# .#. #.. .#. ..#',
  ' ': '... ... ... ... ...',
};

/** Upper-cases and strips accents (Ñ draws as N): the font has only plain capitals. */
export function fontText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
}

function glyph(char: string): string {
  return (GLYPHS[char] ?? '### #.# #.# #.# ###').replace(/ /g, '');
}

/** Width in pixels of a text in the 3x5 font at a scale. */
export function textWidth(value: string, scale = 1): number {
  return Math.max(0, fontText(value).length * 4 * scale - scale);
}

let crcTable: Uint32Array | undefined;
function crc32(bytes: Uint8Array, start: number, end: number): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = start; i < end; i += 1) crc = crcTable[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** A zlib stream of stored (uncompressed) deflate blocks. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(raw.length / 65535));
  const out = new Uint8Array(2 + raw.length + blocks * 5 + 4);
  out[0] = 0x78;
  out[1] = 0x01;
  let o = 2;
  for (let b = 0; b < blocks; b += 1) {
    const start = b * 65535;
    const len = Math.min(65535, raw.length - start);
    out[o] = b === blocks - 1 ? 1 : 0;
    out[o + 1] = len & 0xff;
    out[o + 2] = len >>> 8;
    out[o + 3] = ~len & 0xff;
    out[o + 4] = (~len >>> 8) & 0xff;
    o += 5;
    out.set(raw.subarray(start, start + len), o);
    o += len;
  }
  const adler = adler32(raw);
  out[o] = adler >>> 24;
  out[o + 1] = (adler >>> 16) & 0xff;
  out[o + 2] = (adler >>> 8) & 0xff;
  out[o + 3] = adler & 0xff;
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i += 1) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

/** Creates a canvas filled with palette colour 0; the palette holds at most 256 colours. */
export function createPixelCanvas(width: number, height: number, palette: readonly Rgb[]): PixelCanvas {
  if (palette.length === 0 || palette.length > 256) throw new RangeError('palette needs 1 to 256 colours');
  const pixels = new Uint8Array(width * height);

  function fillRect(x: number, y: number, w: number, h: number, colour: number): void {
    const x0 = Math.max(0, Math.floor(x));
    const y0 = Math.max(0, Math.floor(y));
    const x1 = Math.min(width, Math.floor(x + w));
    const y1 = Math.min(height, Math.floor(y + h));
    for (let row = y0; row < y1; row += 1)
      pixels.fill(colour, row * width + x0, row * width + Math.max(x0, x1));
  }

  return {
    width,
    height,
    fillRect,
    text(x, y, value, colour, scale = 1) {
      let cx = x;
      for (const char of fontText(value)) {
        const dots = glyph(char);
        for (let i = 0; i < 15; i += 1) {
          if (dots[i] === '#')
            fillRect(cx + (i % 3) * scale, y + Math.floor(i / 3) * scale, scale, scale, colour);
        }
        cx += 4 * scale;
      }
      return cx;
    },
    encode() {
      const header = new Uint8Array(13);
      const view = new DataView(header.buffer);
      view.setUint32(0, width);
      view.setUint32(4, height);
      header[8] = 8; // bit depth
      header[9] = 3; // indexed colour
      const plte = new Uint8Array(palette.length * 3);
      palette.forEach(([r, g, b], i) => plte.set([r, g, b], i * 3));
      // Each scanline starts with filter type 0 (none).
      const raw = new Uint8Array(height * (width + 1));
      for (let row = 0; row < height; row += 1)
        raw.set(pixels.subarray(row * width, (row + 1) * width), row * (width + 1) + 1);
      const parts = [
        new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', header),
        chunk('PLTE', plte),
        chunk('IDAT', zlibStored(raw)),
        chunk('IEND', new Uint8Array(0)),
      ];
      const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
      let o = 0;
      for (const part of parts) {
        out.set(part, o);
        o += part.length;
      }
      return out;
    },
  };
}

/** Base64 of bytes (btoa exists in browsers and Node 16+). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
