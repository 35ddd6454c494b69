/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ValidationError } from './validationError';

/**
 * The request is well-formed JSON but some fields are invalid; `errors` names each field and its messages.
 */
export type ValidationFailedResponse = ValidationError;
