import type { Rule } from 'eslint';

/** The text-keys rule (text-keys.js), typed for its test. */
declare const rule: Rule.RuleModule;
export default rule;
