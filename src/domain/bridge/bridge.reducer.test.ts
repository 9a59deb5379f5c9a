import { foldEvents, initialState } from '../state';
import { ev } from '../testing/event-fixtures';
import { selectIsPermissionGranted, selectPermissionState } from './bridge.selectors';

describe('bridge', () => {
  test('no permission is known at first', () => {
    expect(selectPermissionState(initialState, 'camera')).toBeNull();
    expect(selectIsPermissionGranted(initialState, 'camera')).toBe(false);
  });

  test('given permission checks, the last state of each wins', () => {
    const state = foldEvents(initialState, [
      ev('bridge/permissionChecked', { permission: 'camera', state: 'denied' }, 1),
      ev('bridge/permissionChecked', { permission: 'location', state: 'deniedForever' }, 2),
      ev('bridge/permissionChecked', { permission: 'camera', state: 'granted' }, 3),
    ]);
    expect(selectPermissionState(state, 'camera')).toBe('granted');
    expect(selectIsPermissionGranted(state, 'camera')).toBe(true);
    expect(selectPermissionState(state, 'location')).toBe('deniedForever');
    expect(state.bridge.permissions.camera?.checkedAt).toBe(3);
  });

  test('permissions belong to the device and survive logout and a clear-all expiry', () => {
    const state = foldEvents(initialState, [
      ev('bridge/permissionChecked', { permission: 'camera', state: 'granted' }),
      ev('session/loggedOut', { reason: 'user' }),
      ev('session/expired', { code: 10010301, message: 'cannot log in', clearAll: true }),
    ]);
    expect(selectPermissionState(state, 'camera')).toBe('granted');
  });
});
