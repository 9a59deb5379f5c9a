import { bindEndpoint, type EndpointFunction } from '../client.ts';
import type { EndpointContract } from '../contracts/common.ts';

/** The typed calls of a table of endpoint contracts, by the contracts' names. */
export type BoundEndpoints<T extends Record<string, EndpointContract>> = {
  readonly [K in keyof T]: EndpointFunction<T[K]>;
};

/** Binds every contract of a table (src/api/contracts/*) to the client: `bindEndpoints(AUTH_ENDPOINTS).login`. */
export function bindEndpoints<T extends Record<string, EndpointContract>>(table: T): BoundEndpoints<T> {
  return Object.fromEntries(
    Object.entries(table).map(([name, contract]) => [name, bindEndpoint(contract)]),
  ) as BoundEndpoints<T>;
}
