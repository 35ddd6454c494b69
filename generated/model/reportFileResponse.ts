/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */

/**
 * The report file. The media type follows the requested `file_format`.
 */
export type ReportFileResponse = Blob;
