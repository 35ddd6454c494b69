/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { FileFormatQueryParameter } from './fileFormatQueryParameter';

export type InfoReportsFileParams = {
/**
 * Format of the file to download.
 */
file_format: FileFormatQueryParameter;
};
