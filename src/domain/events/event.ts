/**
 * The shape of every domain event (ARCHITECTURE 3.3): `{ type: 'aggregate/pastTenseVerb', at: <ms of the
 * store clock>, ...payload }`, a plain, serialisable object.
 */
export type Ev<T extends string, P = object> = { type: T; at: number } & P;
