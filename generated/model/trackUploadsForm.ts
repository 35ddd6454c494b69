/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { AudioFile } from './audioFile';
import type { Artist } from './artist';
import type { Title } from './title';
import type { Album } from './album';
import type { Isrc } from './isrc';

/**
 * Multipart form of the admin track upload. `files` carries 1 to 20 audio files (MP3, WAV,
FLAC, AAC or Ogg), each at most 100 MB (104 857 600 bytes). `artist` and `album` apply to
every file; `title` and `isrc` are used only when exactly one file is sent. Whatever is
missing is read from the files' tags.

 */
export interface TrackUploadsForm {
  /**
   * @minItems 1
   * @maxItems 20
   */
  files: AudioFile[];
  artist?: Artist;
  title?: Title;
  album?: Album;
  isrc?: Isrc;
}
