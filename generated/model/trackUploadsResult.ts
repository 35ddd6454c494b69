/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { TrackUpload } from './trackUpload';

/**
 * The uploads created, one per file, in the order the files were sent.
 */
export interface TrackUploadsResult {
  /**
   * @minItems 1
   * @maxItems 20
   */
  items: TrackUpload[];
}
