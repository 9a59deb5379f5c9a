import type { ImageRejection } from '../../domain/events';

/**
 * Capture and compression helpers of the identity steps: the 20 MB limit, turning the native camera's
 * answer into a file, and downscaling photos before upload (cheap phones take 12-48 MP pictures that
 * would take minutes to send over a weak mobile connection).
 */

/** Largest image accepted (spec: 20 MB), checked before anything is sent. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** Longest side of an uploaded photo: enough for OCR and face matching, small enough for 3G. */
export const MAX_IMAGE_SIDE = 1600;
/** JPEG quality of a recompressed photo. */
export const JPEG_QUALITY = 0.8;

/** Whether a file can be uploaded: an image, not empty, at most 20 MB. */
export function checkImageFile(file: {
  size: number;
  type: string;
}): { ok: true } | { ok: false; reason: ImageRejection } {
  if (file.size === 0) return { ok: false, reason: 'empty' };
  // Some gallery apps hand over photos without a type; the backend sniffs those itself.
  if (file.type !== '' && !file.type.startsWith('image/')) return { ok: false, reason: 'notImage' };
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, reason: 'tooLarge' };
  return { ok: true };
}

/**
 * The size a photo is drawn at: scaled down (never up) so its long side is at most `maxSide`, keeping
 * the aspect ratio, in whole pixels of at least 1.
 */
export function scaledSize(
  width: number,
  height: number,
  maxSide = MAX_IMAGE_SIDE,
): { width: number; height: number; scale: number } {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0, scale: 1 };
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
    scale,
  };
}

/** The bytes of the native camera's answer: a data URL, or bare base64 with its mime type beside it. */
export function decodeCapturedImage(
  image: string,
  mime: string,
): { bytes: Uint8Array<ArrayBuffer>; type: string } {
  const match = /^data:([^;,]+)?(;base64)?,(.*)$/s.exec(image);
  const type = match?.[1] ?? mime;
  const body = match ? (match[3] ?? '') : image;
  if (match && !match[2]) {
    return { bytes: new TextEncoder().encode(decodeURIComponent(body)), type };
  }
  // Line breaks and URL-safe characters appear in some Android encoders' output.
  const clean = body.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(clean.padEnd(Math.ceil(clean.length / 4) * 4, '='));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return { bytes, type };
}

/** A file of the native camera's answer, named after what it shows. Throws when it is not base64. */
export function capturedImageFile(image: string, mime: string, name: string): File {
  const { bytes, type } = decodeCapturedImage(image, mime);
  const extension = type === 'image/png' ? 'png' : 'jpg';
  return new File([bytes], `${name}.${extension}`, { type });
}

function jpegName(file: Blob): string {
  const name = (file as Partial<File>).name;
  return name ? name.replace(/\.[^.]*$/, '') + '.jpg' : 'photo.jpg';
}

/**
 * Downscales a photo to `maxSide` and re-encodes it as JPEG. Where the browser cannot (no canvas or
 * createImageBitmap, as in jsdom, or an undecodable image) or the result is not smaller, the original
 * file goes up unchanged: compression saves time, it must never block the borrower.
 */
export async function compressImage(
  file: Blob,
  { maxSide = MAX_IMAGE_SIDE, quality = JPEG_QUALITY }: { maxSide?: number; quality?: number } = {},
): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file);
    const size = scaledSize(bitmap.width, bitmap.height, maxSide);
    if (size.width === 0) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], jpegName(file), { type: 'image/jpeg' });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}

/** A URL to show a picked image as a thumbnail, or null where the browser cannot make one (jsdom). */
export function previewUrl(file: Blob): string | null {
  try {
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
  } catch {
    return null;
  }
}

/** Frees a thumbnail URL made by previewUrl. */
export function releasePreview(url: string | null): void {
  if (url?.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}
