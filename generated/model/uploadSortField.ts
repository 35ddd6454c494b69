/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * Field an upload history is sorted by.
 */
export type UploadSortField = typeof UploadSortField[keyof typeof UploadSortField];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UploadSortField = {
  uploaded_at: 'uploaded_at',
  file_name: 'file_name',
  artist: 'artist',
  title: 'title',
  duration_seconds: 'duration_seconds',
  size_bytes: 'size_bytes',
  state: 'state',
} as const;
