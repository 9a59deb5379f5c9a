import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { ServerResponse } from 'node:http';

const electron = vi.hoisted(() => {
  const windows: { options: unknown; loaded: string[]; handlers: Record<string, unknown> }[] = [];
  class BrowserWindow {
    loaded: string[] = [];
    handlers: Record<string, unknown> = {};
    webContents = {
      setWindowOpenHandler: (handler: unknown) => {
        this.handlers.open = handler;
      },
      on: (name: string, handler: unknown) => {
        this.handlers[name] = handler;
      },
    };
    constructor(public options: unknown) {
      windows.push(this);
    }
    loadURL(url: string) {
      this.loaded.push(url);
      return Promise.resolve();
    }
  }
  return {
    windows,
    BrowserWindow,
    app: { whenReady: vi.fn(() => Promise.resolve()), on: vi.fn(), quit: vi.fn() },
    shell: { openExternal: vi.fn(() => Promise.resolve()) },
  };
});
vi.mock('electron', () => ({
  app: electron.app,
  BrowserWindow: electron.BrowserWindow,
  shell: electron.shell,
}));

import { startSimulator } from './main';
import { resolveStaticPath, staticHandler } from './static-server';
import {
  isAllowedExternalUrl,
  isAllowedNavigation,
  simulatorUrl,
  simulatorWindowOptions,
} from './simulator-window';
import { appOriginFromArgv, isAppFrame } from '../preload/preload-frame';

function builtRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'cuota-sim-'));
  mkdirSync(join(root, 'simulator'));
  writeFileSync(join(root, 'index.html'), '<p>app</p>');
  writeFileSync(join(root, 'simulator', 'index.html'), '<p>simulator</p>');
  writeFileSync(join(root, 'mockServiceWorker.js'), 'self.x = 1;');
  return root;
}

describe('static server of the built app and simulator', () => {
  // The handler is called directly: the Vitest setup's MSW server would intercept real HTTP here.
  async function get(root: string, url: string) {
    const response = new PassThrough() as PassThrough & {
      status?: number;
      headers?: Record<string, unknown>;
    };
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => response.on('end', resolve));
    Object.assign(response, {
      writeHead(status: number, headers: Record<string, unknown>) {
        response.status = status;
        response.headers = headers;
        return response;
      },
    });
    staticHandler(root)({ url }, response as unknown as ServerResponse);
    await ended;
    return {
      status: response.status,
      headers: response.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
  }

  it('serves files with their content type, folders by index.html, and 404 otherwise', async () => {
    const root = builtRoot();
    expect(await get(root, '/simulator/')).toMatchObject({ status: 200, body: '<p>simulator</p>' });
    const worker = await get(root, '/mockServiceWorker.js');
    expect(worker.headers?.['Content-Type']).toMatch(/^text\/javascript/);
    expect((await get(root, '/missing.js')).status).toBe(404);
  });

  it('never resolves a path outside the root', () => {
    expect(resolveStaticPath('/srv/root', '/../etc/passwd')).toBeNull();
    expect(resolveStaticPath('/srv/root', '/%2e%2e/secret')).toBeNull();
    expect(resolveStaticPath('/srv/root', '/simulator/?x=1')).toBe('/srv/root/simulator/index.html');
  });
});

describe('simulator window', () => {
  it('isolates the page, runs the preload in the app frame and opens the simulator page', () => {
    const options = simulatorWindowOptions('/p/preload.cjs');
    expect(options.webPreferences).toMatchObject({
      preload: '/p/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: true,
    });
    expect(simulatorUrl('http://127.0.0.1:4000/')).toBe('http://127.0.0.1:4000/simulator/');
    expect(isAllowedNavigation('http://127.0.0.1:4000/index.html#/x', 'http://127.0.0.1:4000/')).toBe(true);
    expect(isAllowedNavigation('https://www.cuota.mx/', 'http://127.0.0.1:4000/')).toBe(false);
  });

  it('the preload installs the emulator only in the app frame', () => {
    const app = 'http://127.0.0.1:4000';
    expect(isAppFrame({ pathname: '/index.html', origin: app }, false, app)).toBe(true);
    expect(isAppFrame({ pathname: '/simulator/', origin: app }, true, app)).toBe(false);
    expect(isAppFrame({ pathname: '/index.html', origin: app }, true, app)).toBe(false);
  });

  it('the preload gives no frame of another origin the emulator or its control API (issue 30)', () => {
    const app = 'http://127.0.0.1:4000';
    expect(isAppFrame({ pathname: '/index.html', origin: 'https://ads.example' }, false, app)).toBe(false);
    expect(isAppFrame({ pathname: '/index.html', origin: 'http://127.0.0.1:4001' }, false, app)).toBe(false);
    expect(isAppFrame({ pathname: '/index.html', origin: 'null' }, false, app)).toBe(false);
    // Without the app's origin among the arguments, no frame gets it.
    expect(isAppFrame({ pathname: '/index.html', origin: app }, false, null)).toBe(false);
    // The window passes the origin of the simulator's server to every renderer; the preload reads it back.
    const options = simulatorWindowOptions('/p/preload.cjs', `${app}/`);
    const argv = ['electron', ...(options.webPreferences?.additionalArguments ?? [])];
    expect(argv).toContain('--cuota-app-origin=http://127.0.0.1:4000');
    expect(appOriginFromArgv(argv)).toBe(app);
    expect(appOriginFromArgv(['electron'])).toBeNull();
    expect(appOriginFromArgv(['--cuota-app-origin=javascript:alert(1)'])).toBeNull();
    expect(appOriginFromArgv(['--cuota-app-origin=http://127.0.0.1:4000/path'])).toBeNull();
  });

  it('opens only https:, mailto: and tel: links in the system (issue 30)', () => {
    for (const url of ['https://www.cuota.mx/', 'mailto:soporte@cuota.mx', 'tel:+525512345678']) {
      expect(isAllowedExternalUrl(url)).toBe(true);
    }
    for (const url of [
      'http://www.cuota.mx/',
      'file:///etc/passwd',
      'smb://evil.example/share',
      'javascript:alert(1)',
      'ms-msdt:/id PCWDiagnostic',
      'vscode://file/x',
      'data:text/html,<script>1</script>',
      'https://bank.example@evil.example/',
      'not a url',
    ]) {
      expect(isAllowedExternalUrl(url)).toBe(false);
    }
  });

  it('starts the server and loads the simulator page in one window; outside links go to the browser', async () => {
    const { server, url } = await startSimulator(builtRoot());
    try {
      expect(electron.windows).toHaveLength(1);
      const window = electron.windows[0]!;
      expect(window.loaded).toEqual([`${url}simulator/`]);
      const open = window.handlers.open as (details: { url: string }) => { action: string };
      expect(open({ url: 'https://www.cuota.mx/' })).toEqual({ action: 'deny' });
      expect(electron.shell.openExternal).toHaveBeenCalledWith('https://www.cuota.mx/');
      // Any other scheme is refused, not handed to the system.
      electron.shell.openExternal.mockClear();
      expect(open({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
      expect(open({ url: 'smb://evil.example/share' })).toEqual({ action: 'deny' });
      expect(electron.shell.openExternal).not.toHaveBeenCalled();
      expect(open({ url: 'mailto:soporte@cuota.mx' })).toEqual({ action: 'deny' });
      expect(electron.shell.openExternal).toHaveBeenCalledWith('mailto:soporte@cuota.mx');
      // The preload of every frame learns the app's origin.
      expect(window.options).toMatchObject({
        webPreferences: { additionalArguments: [`--cuota-app-origin=${new URL(url).origin}`] },
      });
      const navigate = window.handlers['will-navigate'] as (
        event: { preventDefault(): void },
        to: string,
      ) => void;
      const event = { preventDefault: vi.fn() };
      navigate(event, 'https://evil.example/');
      expect(event.preventDefault).toHaveBeenCalled();
    } finally {
      server.close();
    }
  });
});
