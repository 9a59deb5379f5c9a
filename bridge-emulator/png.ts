import { encode } from 'fast-png';

/**
 * A palette-indexed drawing surface with a 3x5 pixel font, so the emulated camera can hand over real,
 * decodable pictures where there is no canvas (Node, jsdom). fast-png writes the PNG file.
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
      return encode({
        width,
        height,
        data: pixels,
        depth: 8,
        channels: 1,
        palette: palette.map((c) => [...c]),
      });
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
