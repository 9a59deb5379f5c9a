// `npm start`: the simulator with the app on the embedded mock world and emulated bridge. Until the
// simulator lands, the app itself runs in a browser on the mock world; this says so and gives the URL.
import { createServer } from 'vite';

const port = Number(process.env.PORT ?? 5173);
const server = await createServer({ mode: 'mock', server: { host: '127.0.0.1', port, strictPort: false } });
await server.listen();
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
console.log('');
console.log(`Cuota is running with the embedded mock world (no Electron simulator yet): open ${url}`);
console.log('Log in with any Mexican 10-digit mobile, e.g. 5512345678; the SMS code appears on the page.');
console.log('Stop with Ctrl+C.');
