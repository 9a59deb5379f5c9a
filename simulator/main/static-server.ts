import { createReadStream, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

/** Content types of the files a vite build writes. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** The file a URL path names inside `root` (a folder's index.html), or null when it escapes the root. */
export function resolveStaticPath(root: string, urlPath: string): string | null {
  const base = resolve(root);
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '/');
  } catch {
    return null;
  }
  const target = normalize(join(base, decoded));
  if (target !== base && !target.startsWith(base + sep)) return null;
  return decoded.endsWith('/') ? join(target, 'index.html') : target;
}

/** The request handler: the file, with its content type, or 404. */
export function staticHandler(root: string) {
  return (request: Pick<IncomingMessage, 'url'>, response: ServerResponse): void => {
    const file = resolveStaticPath(root, request.url ?? '/');
    let size = -1;
    try {
      if (file) size = statSync(file).isFile() ? statSync(file).size : -1;
    } catch {
      size = -1;
    }
    if (!file || size < 0) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': size,
      'Cache-Control': 'no-cache',
    });
    createReadStream(file).pipe(response);
  };
}

/**
 * Serves a built folder (dist-mock: the app and the simulator page) on loopback over http, so the app's
 * MSW service worker registers (it does not under file://). Returns the server once it listens.
 */
export function startStaticServer(root: string, port = 0): Promise<{ server: Server; url: string }> {
  const server = createServer(staticHandler(root));
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolvePromise({ server, url: `http://127.0.0.1:${actual}/` });
    });
  });
}
