/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Where a source is in discovery: `checking` (found or added, the first check is running),
`online` (the last check played it), `offline` (the last check could not reach it), `added`
(taken into monitoring as a stream).

 */
export type StreamHunterSourceState = typeof StreamHunterSourceState[keyof typeof StreamHunterSourceState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StreamHunterSourceState = {
  checking: 'checking',
  online: 'online',
  offline: 'offline',
  added: 'added',
} as const;
