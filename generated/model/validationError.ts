/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { ValidationErrorErrors } from './validationErrorErrors';

/**
 * Body of a 400 response; `errors` maps each invalid field (dot path for nested fields) to its messages.
 */
export interface ValidationError {
  message: string;
  code?: 'validation_failed';
  errors: ValidationErrorErrors;
}
