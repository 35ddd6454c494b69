/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * What the report covers: `objects` (appearances of objects), `persons` (appearances of persons),
`content` (airtime by content category), `summary` (all three).

 */
export type VideoReportType = typeof VideoReportType[keyof typeof VideoReportType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VideoReportType = {
  objects: 'objects',
  persons: 'persons',
  content: 'content',
  summary: 'summary',
} as const;
