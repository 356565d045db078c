import type { Rule } from 'eslint';

// The rule is CommonJS so that eslint.config.js can require it; this gives its tests a type.
declare const rule: Rule.RuleModule;
export = rule;
