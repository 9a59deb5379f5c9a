/** Which values are personal and how a journey masks them (the same rules as the app's own logs). */
export { categoryOfKey, isIdentifierKey, keepEdges, maskAs, maskText } from '../domain/personal-data';
export type { JsonValue, PersonalCategory } from '../domain/personal-data';
