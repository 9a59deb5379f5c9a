import { BRIDGE_METHOD_NAMES, type BridgeMethod } from '#contracts/bridge';
import { createDispatch } from './dispatch';
import { createEmulatorCore, type Handlers } from './emulator-core';
import type { BridgeEmulator, BridgeEmulatorControl, BridgeEmulatorOptions } from './emulator-types';
import { analyticsMethods } from './methods/analytics';
import { captureMethods } from './methods/capture';
import { deviceMethods } from './methods/device';
import { navigationMethods } from './methods/navigation';
import { permissionMethods } from './methods/permissions';
import { screenMethods } from './methods/screen';
import { sessionMethods } from './methods/session';
import { writeStoredDevice } from './native-storage';

/**
 * The native side of src/bridge/contract.ts (ARCHITECTURE 3.2): it receives the web view's requests,
 * checks them against the contract, answers from an emulated phone (permissions, device, session,
 * camera, back action), and checks its own replies and events against the same schemas before sending.
 * It is transport-free: install.ts wires it to a window as `NativeBridge`; tests can call it directly.
 *
 * The methods live in groups (methods/: session, permissions, device, navigation, analytics, capture, screen),
 * each answering its bridge methods and adding its control functions; emulator-core.ts holds what they
 * share and dispatch.ts turns messages into calls (with latency and injected faults).
 */

export type * from './emulator-types';

/** Creates the emulated native side. */
export function createBridgeEmulator(options: BridgeEmulatorOptions = {}): BridgeEmulator {
  const core = createEmulatorCore(options);
  const session = sessionMethods(core);
  const permissions = permissionMethods(core);
  const device = deviceMethods(core);
  const navigation = navigationMethods(core);
  const analytics = analyticsMethods(core);
  const capture = captureMethods(core);
  const screen = screenMethods(core);
  const handlers: Handlers<BridgeMethod> = {
    ...session.handlers,
    ...permissions.handlers,
    ...navigation.handlers,
    ...analytics.handlers,
    ...capture.handlers,
    ...screen.handlers,
  };
  const dispatch = createDispatch(core, handlers);
  const control: BridgeEmulatorControl = {
    ...core.control,
    ...permissions.control,
    ...device.control,
    ...navigation.control,
    ...dispatch.control,
    ...session.control,
    ...analytics.control,
    ...capture.control,
    // The native login is an activity over the web view: the hardware back closes it (the login is
    // cancelled, as its "Cancelar"); the web view hears `backPressed` only when it is on top.
    pressBack: () => (core.state.login.open ? session.control.cancelLogin() : navigation.control.pressBack()),
  };

  // The native app writes the device's values before the web view starts.
  writeStoredDevice(core);

  return {
    receive: dispatch.receive,
    onSend: core.onSend,
    control,
    persisted() {
      const { faults: _faults, login: loginState, ...rest } = core.snapshot();
      return {
        ...rest,
        login: { mode: loginState.mode, ...(loginState.mobile ? { mobile: loginState.mobile } : {}) },
      };
    },
    dispose: core.dispose,
  };
}

/** The method names, for pickers in the simulator. */
export const EMULATED_METHODS: readonly BridgeMethod[] = BRIDGE_METHOD_NAMES;
