/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Kind of monitored content; `all` means no restriction.
 */
export type ContentType = typeof ContentType[keyof typeof ContentType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ContentType = {
  all: 'all',
  text: 'text',
  audio: 'audio',
  video: 'video',
} as const;
