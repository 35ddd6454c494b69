/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { AlertSubjectType } from './alertSubjectType';
import type { Id } from './id';

/**
 * A person or an object of video monitoring, by id.
 */
export interface AlertSubject {
  type: AlertSubjectType;
  id: Id;
}
