import { PermissionSchema, PermissionStateSchema } from '#contracts/bridge';
import { succeed, type EmulatorCore, type MethodGroup } from '../emulator-core';
import { answerRequest } from '../permissions';

/**
 * Permissions: `checkPermission` answers from the phone's state; with `request: true` a permission not
 * granted follows the borrower's answer policy (../permissions.ts). The system settings change a
 * permission at any time (`setPermission`, which sends `permissionChanged`).
 */
export function permissionMethods(
  core: EmulatorCore,
): MethodGroup<'checkPermission', 'setPermission' | 'setPermissionAnswer'> {
  const { state, now, record, changed, emitEvent } = core;
  return {
    handlers: {
      checkPermission: (params) => {
        const current = state.permissions[params.permission];
        let next = current;
        if (params.request && current !== 'granted') {
          next = answerRequest(current, state.permissionAnswer);
          state.permissions[params.permission] = next;
          record({
            kind: 'native',
            at: now(),
            action: 'permissionAnswered',
            detail: { permission: params.permission, from: current, to: next },
          });
        }
        return succeed({ permission: params.permission, state: next });
      },
    },
    control: {
      setPermission(permission, next, setOptions = {}) {
        const p = PermissionSchema.parse(permission);
        const s = PermissionStateSchema.parse(next);
        state.permissions[p] = s;
        record({ kind: 'native', at: now(), action: 'permissionSet', detail: { permission: p, state: s } });
        changed();
        if (setOptions.notify ?? true) emitEvent('permissionChanged', { permission: p, state: s });
      },
      setPermissionAnswer(answer) {
        state.permissionAnswer = answer;
        changed();
      },
    },
  };
}
