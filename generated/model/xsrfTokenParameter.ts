/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Copy of the `XSRF-TOKEN` cookie set by the server. The client copies the cookie into this
header on every request when the cookie exists; a server that sets the cookie must reject
state-changing requests whose header does not match it.

 */
export type XsrfTokenParameter = string;
