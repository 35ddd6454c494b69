/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * When it last sent a notification; null before the first.
 */
export type AlertRuleLastFiredAt = string | null;
