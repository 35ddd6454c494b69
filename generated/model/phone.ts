/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * A plus or a digit, then at least two digits, spaces, dashes or parentheses, then anything, ending with a digit.
 * @maxLength 32
 * @pattern ^[+0-9][0-9 ()-]{2,}.*[0-9]$
 */
export type Phone = string;
