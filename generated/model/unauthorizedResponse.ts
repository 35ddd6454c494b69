/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ApiError } from './apiError';

/**
 * The Authorization header is missing, malformed, or its token has expired. The client signs the section out.
 */
export type UnauthorizedResponse = ApiError;
