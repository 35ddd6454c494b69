/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { TrackUploadArtist } from './trackUploadArtist';
import type { TrackUploadTitle } from './trackUploadTitle';
import type { TrackUploadAlbum } from './trackUploadAlbum';
import type { TrackUploadIsrc } from './trackUploadIsrc';
import type { TrackUploadDurationSeconds } from './trackUploadDurationSeconds';
import type { TaskState } from './taskState';
import type { TrackUploadError } from './trackUploadError';

/**
 * One uploaded track and its processing. Its `id` also identifies the track in airplay
reports and statistics (`track_id`) once the fingerprint is built (`state: done`).

 */
export interface TrackUpload {
  id: Id;
  /**
   * @minLength 1
   * @maxLength 255
   */
  file_name: string;
  /** From the form or the file's tags; null when neither has it. */
  artist: TrackUploadArtist;
  /** From the form or the file's tags; null when neither has it. */
  title: TrackUploadTitle;
  album: TrackUploadAlbum;
  isrc: TrackUploadIsrc;
  /** Length of the audio; null until the file has been decoded. */
  duration_seconds: TrackUploadDurationSeconds;
  /**
   * @minimum 1
   * @maximum 104857600
   */
  size_bytes: number;
  state: TaskState;
  uploaded_at: string;
  /** Why processing failed; null unless `state` is `failed`. */
  error: TrackUploadError;
}
