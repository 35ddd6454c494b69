/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

export type FileFormatQueryParameter = typeof FileFormatQueryParameter[keyof typeof FileFormatQueryParameter];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FileFormatQueryParameter = {
  pdf: 'pdf',
  xlsx: 'xlsx',
  docx: 'docx',
  csv: 'csv',
} as const;
