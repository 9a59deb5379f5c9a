// The port `npm start` serves on: the wanted one, or the next free one when it is taken (a second simulator
// side by side, a second checkout, any other server), so two of them always both start.
import net from 'node:net';

/** Whether `port` can be listened on at `host` right now (it is closed again at once). */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', (error) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false);
      else reject(error);
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * The first port from `start` (inclusive) that is free at `host`, trying at most `attempts` ports.
 * Throws when none is.
 */
export async function findFreePort(start, host = '127.0.0.1', attempts = 50) {
  if (!Number.isInteger(start) || start < 1 || start > 65535) throw new RangeError(`not a port: ${start}`);
  for (let port = start; port < start + attempts && port <= 65535; port += 1) {
    if (await isPortFree(port, host)) return port;
  }
  throw new Error(`no free port on ${host} from ${start} to ${Math.min(start + attempts - 1, 65535)}`);
}

/**
 * Listens on `port` at `host` (0: any free port) until `close()` is called: a port held by someone else,
 * for the tests of findFreePort. Resolves with the port really held.
 */
export function holdPort(port = 0, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        port: server.address().port,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
