import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TrackUploadForm } from '@generated/model';
import { isIsrc, normalizeIsrc } from '@kit/upload/isrc';

/** The metadata typed for one file; each field, when filled in, overrides the file's own tags. */
export interface TrackFields {
  artist: string;
  title: string;
  album: string;
  isrc: string;
}

export const EMPTY_FIELDS: TrackFields = { artist: '', title: '', album: '', isrc: '' };

/** The contract's longest artist, title and album. */
export const MAX_TEXT = 200;

/** The checks of the fields, in the person's language. */
export function trackChecks(i18n: I18n) {
  const text = (value: string) =>
    value.trim().length > MAX_TEXT ? i18n._(msg`At most ${MAX_TEXT} characters.`) : undefined;
  return {
    artist: text,
    title: text,
    album: text,
    isrc: (value: string) =>
      value.trim() === '' || isIsrc(value)
        ? undefined
        : i18n._(
            msg`An ISRC has 12 characters: 2 letters, 3 letters or digits, then 7 digits, such as RU-B42-26-00101.`,
          ),
  };
}

/** The multipart form of one file: the fields filled in, trimmed, the ISRC without dashes. */
export function uploadForm(file: File, fields: TrackFields): TrackUploadForm {
  const form: TrackUploadForm = { file };
  const artist = fields.artist.trim();
  const title = fields.title.trim();
  const album = fields.album.trim();
  const isrc = normalizeIsrc(fields.isrc);
  if (artist) form.artist = artist;
  if (title) form.title = title;
  if (album) form.album = album;
  if (isrc) form.isrc = isrc;
  return form;
}
