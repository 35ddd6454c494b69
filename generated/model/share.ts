/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Fraction of all mentions matching the filters, rounded to four decimals (0.1234 is 12.34 %).
 * @minimum 0
 * @maximum 1
 */
export type Share = number;
