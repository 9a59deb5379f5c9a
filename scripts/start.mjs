// `npm start`: the simulator (the app in an emulated Android phone, with the devtools panels) on the
// embedded mock world. Electron's binary cannot be installed everywhere, so without it the same simulator
// UI is served on loopback and this prints one line saying so, with the URL to open.
// When the port is taken (another simulator, a second checkout), the next free one is used and the URL
// printed is the one really served.
import { existsSync } from 'node:fs';
import { createServer } from 'vite';
import { findFreePort } from './free-port.mjs';

const HOST = '127.0.0.1';
const wanted = Number(process.env.PORT ?? 5173);
const port = await findFreePort(wanted, HOST);
if (port !== wanted) console.log(`Port ${wanted} is taken; using ${port}.`);
// strictPort stays off: should the port be taken between the check and the listen, Vite moves on too.
const server = await createServer({ mode: 'mock', server: { host: HOST, port, strictPort: false } });
await server.listen();
const base = server.resolvedUrls?.local[0] ?? `http://${HOST}:${server.httpServer?.address()?.port ?? port}/`;
const simulator = new URL('simulator/renderer/index.html', base).href;
const electronBinary = existsSync(new URL('../node_modules/electron/path.txt', import.meta.url));
console.log('');
console.log(
  electronBinary
    ? `Electron is installed: run \`npm run build:simulator\` and launch it, or open the simulator in a browser: ${simulator}`
    : `Electron is not installed here, so the simulator runs in the browser: open ${simulator}`,
);
console.log(
  `The app alone: ${base}  ·  log in with any 10-digit mobile, e.g. 5512345678 (the SMS code shows on the phone).`,
);
console.log('Stop with Ctrl+C.');
