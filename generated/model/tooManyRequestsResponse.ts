/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ApiError } from './apiError';

/**
 * Too many attempts for this account (the email sent) or from this client (address); the call
was not carried out: no password was checked, no email sent. `Retry-After` says how many
seconds to wait. The operation's description states its limits; they are the same whether or
not the email has an account.

 */
export type TooManyRequestsResponse = ApiError;
