import { decrypt, decryptJson } from './envelope.ts';

/**
 * The server side of the wire format (ARCHITECTURE 3.1): reads a captured request back into the plain
 * endpoint path and payload. Used by the mock world and by tests; the app itself never imports it.
 */

/** A request as the backend understands it. */
export interface WireRequest {
  /** The decrypted endpoint path, e.g. '/store/order/last'. */
  path: string;
  /** The `timestamp` query parameter (seconds), or null when absent. */
  timestamp: number | null;
  /** The random key name the payload was sent under, or null when there was no payload. */
  keyName: string | null;
  /** The decrypted payload (GET query or JSON body or multipart fields); undefined when none. */
  payload: unknown;
  /** Multipart file parts by field name. */
  files: Record<string, Blob>;
}

/** Reads a request's encrypted path and payload with the package key; throws EnvelopeError on garbage. */
export async function readWireRequest(request: Request, packageName: string): Promise<WireRequest> {
  const url = new URL(request.url);
  const cipherPath = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  const path = decrypt(decodeURIComponent(cipherPath), packageName);
  const timestampText = url.searchParams.get('timestamp');
  const timestamp = timestampText === null ? null : Number(timestampText);

  let keyName: string | null = null;
  let payload: unknown = undefined;
  const files: Record<string, Blob> = {};

  for (const [key, value] of url.searchParams) {
    if (key === 'timestamp') continue;
    keyName = key;
    payload = decryptJson(value, packageName);
  }

  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const contentType = request.headers.get('content-type') ?? '';
    if (contentType.includes('multipart/form-data')) {
      const form = await request.formData();
      for (const [key, value] of form) {
        if (typeof value === 'string') {
          keyName = key;
          payload = decryptJson(value, packageName);
        } else {
          files[key] = value;
        }
      }
    } else {
      const text = await request.text();
      if (text.trim() !== '') {
        const body = JSON.parse(text) as Record<string, unknown>;
        const [entry] = Object.entries(body);
        if (entry && typeof entry[1] === 'string') {
          keyName = entry[0];
          payload = decryptJson(entry[1], packageName);
        }
      }
    }
  }

  return { path, timestamp, keyName, payload, files };
}

/** The JSON body of a backend answer: `{ code, msg, data }`. */
export function wireBody(
  code: number,
  msg: string,
  data: unknown = null,
): { code: number; msg: string; data: unknown } {
  return { code, msg, data };
}
