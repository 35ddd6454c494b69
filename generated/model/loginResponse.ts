/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { SessionUser } from './sessionUser';

export interface LoginResponse {
  /**
   * Opaque session id. The cabinet authenticates with `item.jwt_token`, not with this value.
   * @minLength 1
   */
  token: string;
  item: SessionUser;
}
