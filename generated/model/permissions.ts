/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Permission flags of a cabinet user. A flag that is absent is false. `all` grants every
section. The cabinet's access keys map onto them one to one.

 */
export interface Permissions {
  all?: boolean;
  video?: boolean;
  video_infopole?: boolean;
  music?: boolean;
  rsp?: boolean;
  infopole?: boolean;
}
