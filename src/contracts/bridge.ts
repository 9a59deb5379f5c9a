/**
 * The native bridge (ARCHITECTURE 3.2): the contract both sides check messages against, and the app's client
 * as tools drive it (the bridge emulator's tests talk to the emulator through it).
 */
export * from '../bridge/contract';
export { BRIDGE_READY_EVENT, createBridgeClient, isNativeApp } from '../bridge/client';
export type { BridgeClient, BridgeTrace, NativeBridgeLike, NativeMessageEvent } from '../bridge/client';
export { isBridgeError } from '../bridge/errors';
// What a native value looks like without its contents: the one way both sides log a value (never the value).
export { shapeOf } from '../bridge/messages';
