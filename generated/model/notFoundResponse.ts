/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ApiError } from './apiError';

/**
 * The entity named by the request does not exist or is not visible to the user.
 */
export type NotFoundResponse = ApiError;
