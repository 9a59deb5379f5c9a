import { http, type RequestHandler } from 'msw';
import { adHandlers } from './handlers/ads';
import { appConfigHandlers } from './handlers/app-config';
import { applicationHandlers } from './handlers/application';
import type { MockRoute } from './handlers/define-handler';
import { feedbackHandlers } from './handlers/feedback';
import { orderHandlers } from './handlers/orders';
import { quotaHandlers } from './handlers/quota';
import { repaymentHandlers } from './handlers/repayment';
import { securityHandlers } from './handlers/security';
import { userHandlers } from './handlers/user';
import { dispatch, looksLikeCipher } from './handlers/wire';
import type { MockRuntime } from './runtime';

/** Every route of the mock backend, grouped by backend domain. Add a domain's list here. */
export const MOCK_ROUTES: readonly MockRoute[] = [
  ...securityHandlers,
  ...userHandlers,
  ...appConfigHandlers,
  ...applicationHandlers,
  ...quotaHandlers,
  ...orderHandlers,
  ...repaymentHandlers,
  ...feedbackHandlers,
  ...adHandlers,
];

/** The routes by plain path; a path defined twice is a mistake worth failing on. */
export function routeTable(routes: readonly MockRoute[] = MOCK_ROUTES): Map<string, MockRoute> {
  const table = new Map<string, MockRoute>();
  for (const route of routes) {
    if (table.has(route.path)) throw new Error(`mock route ${route.path} is defined twice`);
    table.set(route.path, route);
  }
  return table;
}

/** The MSW handlers of a runtime: one catch-all for `/api/<cipher>` (with any base prefix). */
export function createHandlers(
  runtime: MockRuntime,
  options: { latencyMs?: number; routes?: readonly MockRoute[] } = {},
): RequestHandler[] {
  const deps = {
    getWorld: () => runtime.world,
    faults: runtime.faults,
    routes: routeTable(options.routes),
    onTraffic: (traffic: Parameters<MockRuntime['emitTraffic']>[0]) => runtime.emitTraffic(traffic),
    ...(options.latencyMs !== undefined ? { latencyMs: options.latencyMs } : {}),
  };
  return [
    http.all('*/api/:cipher', ({ request, params }) => {
      const cipher = String(params.cipher);
      // Returning nothing lets the request through (dev-server modules such as /src/api/client.ts).
      return looksLikeCipher(cipher) ? dispatch(deps, request, cipher) : undefined;
    }),
  ];
}
