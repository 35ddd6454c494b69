/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * `live` or `archive`; on-demand recordings are created with the demand call.
 */
export type StreamAddRequestKind = typeof StreamAddRequestKind[keyof typeof StreamAddRequestKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StreamAddRequestKind = {
  live: 'live',
  archive: 'archive',
} as const;
