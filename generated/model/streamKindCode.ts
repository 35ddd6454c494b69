/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * How a stream is captured: `live` (the channel's air, recorded continuously), `archive` (the
channel's own archive, fetched after broadcast), `on_demand` (a one-off recording of a time
window, created with the demand call).

 */
export type StreamKindCode = typeof StreamKindCode[keyof typeof StreamKindCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StreamKindCode = {
  live: 'live',
  archive: 'archive',
  on_demand: 'on_demand',
} as const;
