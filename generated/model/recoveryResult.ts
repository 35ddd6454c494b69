/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { RecoveryResultSuccess } from './recoveryResultSuccess';

/**
 * `success: 1` means the step succeeded; 0 means it did not.
 */
export interface RecoveryResult {
  success: RecoveryResultSuccess;
}
