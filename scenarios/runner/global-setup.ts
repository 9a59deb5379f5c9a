import { shareRunKey } from './run-key';

/**
 * The Playwright config's globalSetup: the run's journey signing key, made once in the runner's process and
 * inherited by every worker (run-key.ts). It writes nothing: the e2e project runs as it did before.
 */
export default function globalSetup(): void {
  shareRunKey(process.env);
}
