/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { AudioFile } from './audioFile';

/**
 * Multipart form of the cabinet track upload: one audio file in `file` (MP3, WAV, FLAC, AAC or
Ogg, at most 100 MB) and optional metadata overriding the file's tags.

 */
export interface TrackUploadForm {
  /**
   * @minLength 1
   * @maxLength 200
   */
  artist?: string;
  /**
   * @minLength 1
   * @maxLength 200
   */
  title?: string;
  /**
   * @minLength 1
   * @maxLength 200
   */
  album?: string;
  /**
   * International Standard Recording Code, 12 characters without dashes.
   * @pattern ^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$
   */
  isrc?: string;
  file: AudioFile;
}
