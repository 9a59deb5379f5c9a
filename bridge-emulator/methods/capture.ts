import type { Permission } from '#contracts/events';
import { renderCapture, subjectFromWorld } from '../capture-images';
import { failWith, push, succeed, type EmulatorCore, type MethodGroup } from '../emulator-core';

/**
 * The camera (`setCaptureMode`): needs the camera permission (photos for `album`) and hands over a PNG of
 * the logged-in borrower's INE front, back or selfie (../capture-images.ts).
 */
export function captureMethods(core: EmulatorCore): MethodGroup<'setCaptureMode', never> {
  const { state, options, now } = core;
  return {
    handlers: {
      setCaptureMode: (params) => {
        const needs: Permission = params.mode === 'album' ? 'photos' : 'camera';
        if (state.permissions[needs] !== 'granted')
          return failWith('PERMISSION_DENIED', `${needs} permission is ${state.permissions[needs]}`);
        const subject = subjectFromWorld(core.world(), state.session?.mobile);
        const shot = renderCapture(params.mode, subject, {
          ...(options.document ? { document: options.document } : {}),
          ...(options.imageRenderer ? { renderer: options.imageRenderer } : {}),
        });
        push(state.captures, { at: now(), mode: params.mode, url: params.url, size: shot.image.length });
        return succeed(shot);
      },
    },
    control: {},
  };
}
