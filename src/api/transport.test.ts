// The client's one axios exchange in Node (the tools, Node tests: axios sends with fetch there); in jsdom (its
// XMLHttpRequest, as in the WebView) it runs through client.test.ts and client-failures.test.ts.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ExchangeAborted, NETWORK_FAILURE, exchange } from './transport.ts';

const URL_BASE = 'http://backend.test/api/abc';
let seen: Request[] = [];
const server = setupServer(
  http.all('http://backend.test/api/*', async ({ request }) => {
    seen.push(request.clone());
    if (request.url.includes('hang')) return new Promise<Response>(() => undefined);
    if (request.url.includes('down')) return HttpResponse.error();
    return new HttpResponse('{"code":7}', { status: 418 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => (seen = []));

describe('transport (axios in Node, where there is no XMLHttpRequest)', () => {
  it('sends the method, query, headers and JSON body, and resolves any status with its text', async () => {
    expect(typeof XMLHttpRequest).toBe('undefined');
    const answer = await exchange({
      url: `${URL_BASE}?timestamp=1&k=v`,
      method: 'POST',
      headers: { lang: 'es' },
      body: '{"k":"v"}',
      signal: new AbortController().signal,
    });
    expect(answer).toEqual({ status: 418, text: '{"code":7}' });
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(new URL(request!.url).search).toBe('?timestamp=1&k=v');
    expect(request?.headers.get('lang')).toBe('es');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('accept')).toBe('application/json, text/plain, */*');
    expect(await request?.text()).toBe('{"k":"v"}');
  });

  it('rejects a request without an answer as a network failure, and an aborted one as aborted', async () => {
    const signal = new AbortController().signal;
    await expect(exchange({ url: `${URL_BASE}/down`, method: 'GET', headers: {}, signal })).rejects.toThrow(
      NETWORK_FAILURE,
    );
    const controller = new AbortController();
    const pending = exchange({
      url: `${URL_BASE}/hang`,
      method: 'GET',
      headers: {},
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(ExchangeAborted);
  });
});
