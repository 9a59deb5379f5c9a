import './app/app.css';
import { mountApp } from './app/root';

/**
 * Starts the embedded mock world first when this build has one (dev, tests, `--mode mock`); the
 * production build compiles the branch away, so it contains no MSW. `?mock=off` uses the real backend.
 */
async function start() {
  const params = new URLSearchParams(window.location.search);
  if (__CUOTA_MOCKS__ && params.get('mock') !== 'off') {
    const { startMockWorld } = await import('./mocks/browser');
    await startMockWorld({
      preset: params.get('preset') ?? undefined,
      seed: params.has('seed') ? Number(params.get('seed')) : undefined,
      presetOptions: parseJsonObject(params.get('presetOptions')),
    });
  }
  const app = mountApp(document.getElementById('root')!);
  // The API layer is not in the first-render bundle: fetch it now, while the first screen paints.
  void app.loadApi().catch(() => undefined);
}

/** `?presetOptions={"progress":20}` for the mock world's presets; anything else is ignored. */
function parseJsonObject(text: string | null): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

void start();
