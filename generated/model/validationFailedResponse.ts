/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ValidationError } from './validationError';

/**
 * Some of the request's fields, parameters or headers are invalid (a body field out of its
schema, an `X-XSRF-TOKEN` over 512 characters, an `X-Content-Hash` that is not 64 hex digits);
`errors` names each one, a header by its name, with its messages.

 */
export type ValidationFailedResponse = ValidationError;
