/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Maximum number of items returned; `total` and `dynamics` always cover every matching mention.
 * @minimum 1
 * @maximum 1000
 */
export type StatisticsLimit = number;
