import type { TrackUploadsForm } from '@generated/model';
import { AUDIO_FILES, asContractFile } from '@kit/upload/file-rules';

/** Files one upload may carry (the contract's limit). */
export const MAX_FILES = 20;
export const TEXT_MAX = 200;

export interface TrackFields {
  artist: string;
  album: string;
  title: string;
  isrc: string;
}

export const EMPTY_FIELDS: TrackFields = { artist: '', album: '', title: '', isrc: '' };
export const TRACK_FIELDS = ['artist', 'album', 'title', 'isrc'] as const;

/** The contract's ISRC: two letters, three letters or digits, seven digits. */
const ISRC = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/;

/** An ISRC as people write it (RU-B42-26-00101, lower case) in the contract's form (RUB422600101). */
export function normalIsrc(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function isIsrc(value: string): boolean {
  return ISRC.test(normalIsrc(value));
}

/**
 * The upload's body: every file under its contract media type; artist and album for all of them;
 * title and ISRC only with a single file. Empty fields are left out (the server reads the tags).
 */
export function toUploadForm(files: readonly File[], fields: TrackFields): TrackUploadsForm {
  const form: TrackUploadsForm = { files: files.map((file) => asContractFile(file, AUDIO_FILES)) };
  const artist = fields.artist.trim();
  const album = fields.album.trim();
  if (artist) form.artist = artist;
  if (album) form.album = album;
  if (files.length === 1) {
    const title = fields.title.trim();
    const isrc = normalIsrc(fields.isrc);
    if (title) form.title = title;
    if (isrc) form.isrc = isrc;
  }
  return form;
}

/** The server's messages about single files of the upload (`files.1`: the second file). */
export function fileMessages(errors: Record<string, unknown>): Map<number, string> {
  const messages = new Map<number, string>();
  for (const [key, value] of Object.entries(errors)) {
    const match = /^files\.(\d+)$/.exec(key);
    const first = Array.isArray(value) ? value.find((item) => typeof item === 'string' && item) : undefined;
    if (match && typeof first === 'string') messages.set(Number(match[1]), first);
  }
  return messages;
}

/**
 * A call that settles as soon as its signal is aborted, whether or not the transport reports the
 * abort: a cancelled upload never leaves the form waiting.
 */
export function settleOnAbort<T>(signal: AbortSignal, call: Promise<T>): Promise<T> {
  if (signal.aborted) return Promise.reject(new DOMException('The upload was cancelled', 'AbortError'));
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal.addEventListener('abort', abort, { once: true });
    call.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
