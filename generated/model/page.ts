/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Page number, from 1 (as in `Paging`).
 * @minimum 1
 * @maximum 100000
 */
export type Page = number;
