import { APP_ENDPOINTS } from './app.ts';
import { AUTH_ENDPOINTS } from './auth.ts';
import type { EndpointContract } from './common.ts';
import { FEEDBACK_ENDPOINTS } from './feedback.ts';
import { REPAYMENT_ENDPOINTS } from './repayment.ts';
import { STORE_ENDPOINTS } from './store.ts';
import { USER_ENDPOINTS } from './user.ts';

/** Every call of spec section 7, keyed by name: the client, the mock world and the fault tools use it. */
export const ENDPOINTS = {
  ...AUTH_ENDPOINTS,
  ...USER_ENDPOINTS,
  ...STORE_ENDPOINTS,
  ...REPAYMENT_ENDPOINTS,
  ...FEEDBACK_ENDPOINTS,
  ...APP_ENDPOINTS,
} as const;

/** Endpoint names. */
export type EndpointName = keyof typeof ENDPOINTS;
/** The contract of a named endpoint. */
export type EndpointOf<N extends EndpointName> = (typeof ENDPOINTS)[N];

/** The same endpoints as a list, for enumeration. */
export const ENDPOINT_LIST: readonly EndpointContract[] = Object.values(ENDPOINTS);

const byPath = new Map<string, EndpointContract>(ENDPOINT_LIST.map((e) => [e.path, e]));

/** The endpoint with this plain path (e.g. '/store/order/last'), or undefined. */
export function findEndpointByPath(path: string): EndpointContract | undefined {
  return byPath.get(path);
}
