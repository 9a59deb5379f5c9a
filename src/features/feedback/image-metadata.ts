/**
 * Removes the metadata a phone writes into a photo before it leaves the phone (issue 30): the EXIF block (GPS
 * position, time, camera serial), XMP, IPTC/Photoshop records, comments and text chunks. Only the bytes the
 * image needs are kept: the pixels, their colour profile, and (JPEG) the orientation, rewritten as a minimal
 * EXIF block of that one tag so the photo is not shown on its side.
 *
 * Pure byte surgery, no decoding: JPEG (markers), PNG (chunks) and WebP (RIFF chunks). Any other format, or a
 * file that does not start as one of these, is returned as it is (the backend accepts JPEG and PNG).
 */

const JPEG_SOI = 0xd8;
const JPEG_EOI = 0xd9;
const JPEG_SOS = 0xda;
const JPEG_APP0 = 0xe0;
const JPEG_APP1 = 0xe1;
const JPEG_APP2 = 0xe2;
const JPEG_APP14 = 0xee;
const JPEG_APP15 = 0xef;
const JPEG_COM = 0xfe;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** PNG chunks that carry metadata rather than pixels: EXIF, text of any kind, the modification time. */
const PNG_METADATA_CHUNKS = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME']);
/** WebP chunks that carry metadata. */
const WEBP_METADATA_CHUNKS = new Set(['EXIF', 'XMP ']);

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);
}

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The image's kind by its first bytes, or null for anything this module does not rewrite. */
export function imageKind(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  if (bytes[0] === 0xff && bytes[1] === JPEG_SOI) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  return null;
}

/** The EXIF orientation (1 to 8) of an APP1 Exif segment's payload (after "Exif\0\0"), or null. */
function exifOrientation(tiff: Uint8Array): number | null {
  if (tiff.length < 8) return null;
  const order = ascii(tiff, 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff[at]! | (tiff[at + 1]! << 8) : (tiff[at]! << 8) | tiff[at + 1]!);
  const u32 = (at: number) => (little ? u16(at) + u16(at + 2) * 0x10000 : u16(at) * 0x10000 + u16(at + 2));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const count = u16(ifd);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    // Tag 0x0112 Orientation, type SHORT, one value, stored in the entry itself.
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** A JPEG APP1 segment holding only an EXIF orientation tag (big-endian TIFF, one IFD of one entry). */
function orientationSegment(orientation: number): Uint8Array {
  const tiff = [0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08];
  const ifd = [0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00];
  const payload = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00, ...tiff, ...ifd, 0x00, 0x00, 0x00, 0x00];
  const length = payload.length + 2;
  return new Uint8Array([0xff, JPEG_APP1, length >> 8, length & 0xff, ...payload]);
}

/** True for the payload of orientationSegment: an EXIF block of the orientation alone (already stripped). */
function isOrientationOnly(payload: Uint8Array): boolean {
  if (ascii(payload, 0, 6) !== 'Exif\0\0') return false;
  const orientation = exifOrientation(payload.subarray(6));
  if (orientation === null) return false;
  const expected = orientationSegment(orientation).subarray(4);
  return payload.length === expected.length && expected.every((b, i) => payload[i] === b);
}

/** Whether a JPEG segment is kept: JFIF, the ICC colour profile and Adobe's colour transform, nothing else of APPn. */
function keepJpegSegment(marker: number, payload: Uint8Array): boolean {
  if (marker === JPEG_COM) return false;
  if (marker < JPEG_APP0 || marker > JPEG_APP15) return true;
  if (marker === JPEG_APP0 || marker === JPEG_APP14) return true;
  if (marker === JPEG_APP2) return ascii(payload, 0, 12) === 'ICC_PROFILE\0';
  if (marker === JPEG_APP1) return isOrientationOnly(payload);
  // Any other APP1 (EXIF, XMP), APP13 (Photoshop, IPTC), and vendors' APP3..APP12, APP15.
  return false;
}

/** After a start-of-scan header: where the entropy-coded data ends (the next marker that is not a restart). */
function endOfScan(bytes: Uint8Array, from: number): number {
  for (let k = from; k + 1 < bytes.length; k += 1) {
    if (bytes[k] !== 0xff) continue;
    const next = bytes[k + 1]!;
    if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) continue;
    return k;
  }
  return bytes.length;
}

function stripJpeg(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation: number | null = null;
  let insertAt = 1;
  let changed = false;
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) {
      // Not a marker where one belongs: keep the rest as it is rather than guess.
      parts.push(bytes.subarray(i));
      break;
    }
    let m = i + 1;
    while (m < bytes.length && bytes[m] === 0xff) m += 1; // fill bytes
    const marker = bytes[m];
    if (marker === undefined) break;
    if (marker === JPEG_EOI) {
      parts.push(bytes.subarray(i, m + 1));
      // Whatever follows the image (a phone's appended thumbnails, with their own EXIF) is dropped.
      if (m + 1 < bytes.length) changed = true;
      break;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(bytes.subarray(i, m + 1));
      i = m + 1;
      continue;
    }
    const length = m + 2 < bytes.length ? (bytes[m + 1]! << 8) | bytes[m + 2]! : -1;
    const end = m + 1 + length;
    if (length < 2 || end > bytes.length) {
      parts.push(bytes.subarray(i));
      break;
    }
    const payload = bytes.subarray(m + 3, end);
    if (marker === JPEG_SOS) {
      const scanEnd = endOfScan(bytes, end);
      parts.push(bytes.subarray(i, scanEnd));
      i = scanEnd;
      continue;
    }
    if (keepJpegSegment(marker, payload)) {
      parts.push(bytes.subarray(i, end));
      // JFIF right after SOI stays first: the kept orientation goes after it.
      if (marker === JPEG_APP0 && parts.length === 2) insertAt = 2;
    } else {
      changed = true;
      if (marker === JPEG_APP1 && orientation === null && ascii(payload, 0, 6) === 'Exif\0\0') {
        orientation = exifOrientation(payload.subarray(6));
      }
    }
    i = end;
  }
  if (!changed) return bytes;
  // The one EXIF tag kept, where readers look for EXIF: right after SOI, or after JFIF.
  if (orientation !== null && orientation !== 1) parts.splice(insertAt, 0, orientationSegment(orientation));
  return concat(parts);
}

const u32be = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;

function stripPng(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let changed = false;
  let i = 8;
  while (i < bytes.length) {
    if (i + 12 > bytes.length) {
      parts.push(bytes.subarray(i));
      break;
    }
    const end = i + 12 + u32be(bytes, i);
    if (end > bytes.length) {
      parts.push(bytes.subarray(i));
      break;
    }
    const type = ascii(bytes, i + 4, 4);
    if (PNG_METADATA_CHUNKS.has(type)) changed = true;
    else parts.push(bytes.subarray(i, end));
    i = end;
    if (type === 'IEND') {
      if (i < bytes.length) changed = true; // data after the image's end
      break;
    }
  }
  return changed ? concat(parts) : bytes;
}

function stripWebp(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  let changed = false;
  const riffEnd = Math.min(
    bytes.length,
    8 + (bytes[4]! | (bytes[5]! << 8) | (bytes[6]! << 16) | (bytes[7]! << 24)),
  );
  let i = 12;
  while (i + 8 <= riffEnd) {
    const size = (bytes[i + 4]! | (bytes[i + 5]! << 8) | (bytes[i + 6]! << 16) | (bytes[i + 7]! << 24)) >>> 0;
    const end = Math.min(riffEnd, i + 8 + size + (size % 2));
    const type = ascii(bytes, i, 4);
    if (WEBP_METADATA_CHUNKS.has(type)) changed = true;
    else if (type === 'VP8X' && size >= 1) {
      // The extended header's flags announce EXIF (0x08) and XMP (0x04): no longer there.
      const chunk = bytes.slice(i, end);
      chunk[8] = chunk[8]! & ~0x0c;
      parts.push(chunk);
    } else parts.push(bytes.subarray(i, end));
    i = end;
  }
  if (!changed) return bytes;
  const body = concat(parts);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 12));
  const riffSize = body.length + 4;
  header.set([riffSize & 0xff, (riffSize >> 8) & 0xff, (riffSize >> 16) & 0xff, (riffSize >>> 24) & 0xff], 4);
  return concat([header, body]);
}

/** The image's bytes without their metadata; the same array when there was nothing to remove. */
export function stripImageMetadata(bytes: Uint8Array): Uint8Array {
  switch (imageKind(bytes)) {
    case 'jpeg':
      return stripJpeg(bytes);
    case 'png':
      return stripPng(bytes);
    case 'webp':
      return stripWebp(bytes);
    default:
      return bytes;
  }
}

/**
 * A picked file without its metadata: the same object when there was none to remove (or it is not a JPEG, PNG
 * or WebP), else a new File (or Blob) of the same name and type.
 */
export async function withoutImageMetadata(file: Blob): Promise<Blob> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const stripped = stripImageMetadata(bytes);
  if (stripped === bytes) return file;
  const body = stripped as Uint8Array<ArrayBuffer>;
  const name = (file as Partial<File>).name;
  if (typeof name === 'string' && typeof File === 'function')
    return new File([body], name, { type: file.type });
  return new Blob([body], { type: file.type });
}
