import type { Rule } from 'eslint';

/** The import-direction rule (import-direction.js), typed for its test. */
declare const rule: Rule.RuleModule;
export default rule;
