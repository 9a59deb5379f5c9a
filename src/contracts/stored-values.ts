/** The values the app keeps in the WebView's storage under the spec's names (decision 0014). */
export {
  APP_KEY_PREFIX,
  STORED_KEYS,
  USER_DATA_KEYS,
  NATIVE_KEYS,
  storageKeyOf,
  storedText,
  createStoredValues,
  createMemoryStorage,
} from '../storage/stored-values';
export type { StoredKey, StoredValue, StoredValueMap, StoredValues } from '../storage/stored-values';
