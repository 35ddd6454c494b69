/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Calendar date, `yyyy-MM-dd`.
 * @pattern ^\d{4}-\d{2}-\d{2}$
 */
export type DateString = string;
