/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Format of a downloadable report file.
 */
export type FileFormat = typeof FileFormat[keyof typeof FileFormat];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FileFormat = {
  pdf: 'pdf',
  xlsx: 'xlsx',
  docx: 'docx',
  csv: 'csv',
} as const;
