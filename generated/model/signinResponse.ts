/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { AdminUser } from './adminUser';

export interface SigninResponse {
  /**
   * Admin token, sent as `Authorization: Bearer <token>` on every admin call.
   * @minLength 1
   * @maxLength 512
   */
  token: string;
  item: AdminUser;
}
