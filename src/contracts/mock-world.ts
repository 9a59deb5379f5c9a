/**
 * What the simulator's World panel, scenario drivers and the bridge emulator may use of the mock world:
 * its tables and snapshot, hand edits, faults and network profiles, the virtual clock, made-up identities,
 * the error table and the wire client. The running world's control object is `window.__cuotaMock`
 * (tool-protocol.ts).
 */
export { createWorld } from '../mocks/world/world';
export type { MockWorld } from '../mocks/world/world';
export type { MockUser, SmsMessage, WorldSnapshot } from '../mocks/world/records';
export { buildWorld } from '../mocks/runtime';
export type { MockRuntime, MockWorldOptions } from '../mocks/runtime';
export { EDITABLE_ORDER_STATUSES, EDITABLE_PROGRESS, worldEditor } from '../mocks/world/edits';
export type { EditableOrderStatus, WorldEditor } from '../mocks/world/edits';
export { NETWORK_PROFILES, isNetworkProfileName } from '../mocks/world/faults';
export type { Fault, FaultRule, NetworkProfile, NetworkProfileName } from '../mocks/world/faults';
export { stepToMs } from '../mocks/world/clock';
export type { ClockStep } from '../mocks/world/clock';
export { buildCardNumber, buildClabe, makeIdentity } from '../mocks/world/identity';
export type { BorrowerIdentity } from '../mocks/world/identity';
export { ledgerAt } from '../mocks/world/loan-ledger';
export type { MockOrder } from '../mocks/world/loan-ledger';
export { orderStatus } from '../mocks/world/loan-lifecycle';
export { applicationOf } from '../mocks/world/application';
export { MOCK_ERRORS, mockErrorMessage } from '../mocks/handlers/mock-errors';
export type { MockErrorKey } from '../mocks/handlers/mock-errors';
export type { MockTraffic } from '../mocks/handlers/wire';
export { wireCall } from '../mocks/wire-client';
