/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Technical kind of a stream source: `tv` (television signal), `radio` (radio signal), `web` (video or audio published on a website).
 */
export type StreamTypeCode = typeof StreamTypeCode[keyof typeof StreamTypeCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StreamTypeCode = {
  tv: 'tv',
  radio: 'radio',
  web: 'web',
} as const;
