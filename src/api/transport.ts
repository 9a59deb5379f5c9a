import axios, { type AxiosProgressEvent } from 'axios';

/**
 * The client's one HTTP exchange, through axios (the required stack): any status resolves, and the caller
 * reads the `{ code, msg, data }` body, whatever the status.
 */

/** What the client sends: the URL with its query, the spec's headers, a JSON text or a multipart form. */
export interface Exchange {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string | FormData;
  signal: AbortSignal;
  /** Bytes sent of the body so far (axios's upload progress; `total` when the browser knows it). */
  onUploadProgress?: (loaded: number, total: number | undefined) => void;
}

/** The answer: its status and its body as text. */
export interface Answer {
  status: number;
  text: string;
}

/** The exchange was aborted (its signal: the caller's, or the client's time-out). */
export class ExchangeAborted extends Error {
  constructor() {
    super('The call was aborted');
    this.name = 'ExchangeAborted';
  }
}

/** axios's message for a request that got no answer, kept for the traces and journeys that carry it. */
export const NETWORK_FAILURE = 'Network Error';

/**
 * The one axios instance. Our own timer enforces the time-out (so it can be told apart from an abort and
 * driven by fake timers); every status resolves, with the body as text.
 */
const http = axios.create({
  timeout: 0,
  responseType: 'text',
  transformResponse: [(data: unknown) => data],
  validateStatus: () => true,
});

/** Sends one request and resolves with any answer; rejects with ExchangeAborted or a network failure. */
export async function exchange(request: Exchange): Promise<Answer> {
  const { onUploadProgress } = request;
  try {
    const response = await http.request<unknown>({
      url: request.url,
      method: request.method,
      // A JSON text (axios would call a string form data): the backend reads JSON.
      headers:
        typeof request.body === 'string'
          ? { 'Content-Type': 'application/json', ...request.headers }
          : request.headers,
      data: request.body,
      signal: request.signal,
      onUploadProgress: onUploadProgress
        ? (event: AxiosProgressEvent) => onUploadProgress(event.loaded, event.total)
        : undefined,
    });
    const text = typeof response.data === 'string' ? response.data : JSON.stringify(response.data ?? '');
    return { status: response.status, text };
  } catch (error) {
    if (axios.isCancel(error) || request.signal.aborted) throw new ExchangeAborted();
    throw new Error(error instanceof Error ? error.message : NETWORK_FAILURE, { cause: error });
  }
}
