import { record } from 'rrweb';
import type {} from '#contracts/tool-protocol';

/**
 * Loaded by a script element into the app's frame (same origin, so the app's `script-src 'self'` allows
 * it): rrweb records the document of the realm it runs in, so it must run in the frame, not in the
 * simulator page. The simulator then calls `__cuotaRrweb.record` with its own callbacks.
 */
window.__cuotaRrweb = { record };
