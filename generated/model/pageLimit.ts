/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Page size (as in `Paging`).
 * @minimum 1
 * @maximum 100
 */
export type PageLimit = number;
