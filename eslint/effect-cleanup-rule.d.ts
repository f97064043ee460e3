import type { Rule } from 'eslint';

/** Effects may return a cleanup function or nothing (see effect-cleanup-rule.js). */
export declare const effectCleanupRule: Rule.RuleModule;
