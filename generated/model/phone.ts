/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * A plus or a digit, then at least two digits, spaces, dashes or parentheses, then any characters
but control characters (an extension such as "доб. 12"), ending with a digit.

 * @maxLength 32
 * @pattern ^[+0-9][0-9 ()-]{2,}[^\x00-\x1F\x7F-\x9F]*[0-9]$
 */
export type Phone = string;
