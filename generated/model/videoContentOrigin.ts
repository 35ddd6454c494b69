/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * `uploaded`: a reference video the user uploaded to find its airings; `detected`: content the recogniser found on air.
 */
export type VideoContentOrigin = typeof VideoContentOrigin[keyof typeof VideoContentOrigin];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VideoContentOrigin = {
  uploaded: 'uploaded',
  detected: 'detected',
} as const;
