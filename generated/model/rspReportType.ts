/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Section a combined report draws on.
 */
export type RspReportType = typeof RspReportType[keyof typeof RspReportType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RspReportType = {
  info: 'info',
  music: 'music',
  video: 'video',
  transcription: 'transcription',
} as const;
