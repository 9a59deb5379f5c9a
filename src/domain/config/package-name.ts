/**
 * The app's package name (spec section 3's `packageName`, the Android bundle id) until the native app stores
 * the real one: the stored values' default, the API client's and the mock backend's fallback. The API
 * cipher's key is made from it (ARCHITECTURE 3.1).
 */
export const DEFAULT_PACKAGE_NAME = 'com.cuota.mx';
