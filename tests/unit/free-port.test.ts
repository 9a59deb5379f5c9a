import { findFreePort, holdPort, isPortFree } from '../../scripts/free-port.mjs';

/** `npm start` (scripts/start.mjs) picks its port with findFreePort: a taken port makes it use the next free one. */

const HOST = '127.0.0.1';

/** Holds a port with a net server (the system picks it when `port` is 0) for the test's duration. */
async function occupy(port = 0, host = HOST): Promise<number> {
  const held = await holdPort(port, host);
  onTestFinished(held.close);
  return held.port;
}

/** A port with its next two free right now (probed, then released). */
async function freeRun(): Promise<number> {
  for (let i = 0; i < 20; i += 1) {
    const port = await occupy();
    // occupy() keeps it until the test ends; look for a run just above one the system gave us.
    const start = port + 1;
    if (
      start + 2 <= 65535 &&
      (await isPortFree(start)) &&
      (await isPortFree(start + 1)) &&
      (await isPortFree(start + 2))
    )
      return start;
  }
  throw new Error('no run of three free ports found');
}

test('a free port is used as it is', async () => {
  const start = await freeRun();
  expect(await findFreePort(start, HOST)).toBe(start);
});

test('a taken port gives the next free one', async () => {
  const start = await freeRun();
  await occupy(start);
  expect(await isPortFree(start)).toBe(false);
  expect(await findFreePort(start, HOST)).toBe(start + 1);
});

test('two taken ports in a row (two simulators already running) give the third', async () => {
  const start = await freeRun();
  await occupy(start);
  await occupy(start + 1);
  expect(await findFreePort(start, HOST)).toBe(start + 2);
});

test('a port taken on every interface counts as taken on loopback', async () => {
  const start = await freeRun();
  await occupy(start, '0.0.0.0');
  expect(await findFreePort(start, HOST)).toBe(start + 1);
});

test('the chosen port can really be listened on, and it gives up after the attempts', async () => {
  const start = await freeRun();
  await occupy(start);
  const chosen = await findFreePort(start, HOST);
  expect(await occupy(chosen)).toBe(chosen);
  await expect(findFreePort(start, HOST, 2)).rejects.toThrow(/no free port/);
  await expect(findFreePort(0)).rejects.toThrow(RangeError);
});
