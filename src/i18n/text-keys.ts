/**
 * The type of a text key (decision 0052): the dotted path of a string in es.json or in a feature namespace
 * registered with `registerTexts`. A typo in a key, or a key built at run time from an untyped string, fails
 * `tsc -b`; `npm run lint` reports unknown literal keys too (eslint-rules/text-keys.js).
 */
import type es from './es.json';

/**
 * The feature namespaces: each `*.texts.ts` adds its own (the Spanish texts, whose keys English must have):
 * `declare module '../../i18n/text-keys' { interface TextNamespaces { deal: typeof texts.es } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface TextNamespaces {}

/** The plural forms the translator adds to a key when `count` is given (`Intl.PluralRules`). */
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A part of a dotted path: a property name, or a number (feedback types are numbered). */
type Segment = string | number;

/** Dotted paths to the strings of a texts tree, under `prefix` (arrays are content, not keys). */
type PathsOf<T, Prefix extends string> = T extends string
  ? Prefix
  : T extends readonly unknown[]
    ? never
    : T extends object
      ? { [K in keyof T & Segment]: PathsOf<T[K], `${Prefix}.${K}`> }[keyof T & Segment]
      : never;

/** A key and, for a plural form (`days_one`), the key `t` takes with `count` (`days`). */
type WithPluralBase<K extends string> = K | (K extends `${infer Base}_${PluralForm}` ? Base : never);

type TreeKeys<T> = { [K in keyof T & Segment]: PathsOf<T[K], `${K}`> }[keyof T & Segment];

/** Every key of es.json. */
export type AppTextKey = WithPluralBase<TreeKeys<typeof es>>;

/** Every key of the feature namespaces, with its namespace first (`deal.reviewTitle`). */
export type FeatureTextKey = WithPluralBase<TreeKeys<TextNamespaces>>;

/** What `t` accepts. */
export type TextKey = AppTextKey | FeatureTextKey;

/**
 * The keys under `prefix.` (without it), for a key built at run time: `t(`${'feedback.type'}.${code}`)` with
 * `code: KeysUnder<'feedback.type'>`.
 */
export type KeysUnder<Prefix extends string> = TextKey extends infer K
  ? K extends `${Prefix}.${infer Rest}`
    ? Rest
    : never
  : never;

/**
 * The same tree with every string widened: the other language must have exactly these keys (a missing key
 * fails; an extra one fails the object literal's excess-property check, and i18n.test.ts compares both ways).
 */
export type SameKeys<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? SameKeys<Item>[]
    : { [K in keyof T]: SameKeys<T[K]> };
