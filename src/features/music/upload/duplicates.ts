import { useQuery } from '@tanstack/react-query';
import { getMusicUploadListQueryKey, musicUploadList } from '@generated/api/music/music';
import type { TrackUpload } from '@generated/model';
import { isIsrc, normalizeIsrc } from '@kit/upload/isrc';
import type { TrackFields } from './track-fields';

/** Uploads a page of the index holds (the contract's most), and how many pages it reads at most. */
const PAGE = 100;
const MAX_PAGES = 10;

/** The query key of the index: under the list's own key, so whatever refreshes the list refreshes it. */
export const uploadIndexKey = () => [getMusicUploadListQueryKey()[0], 'index'] as const;

/**
 * The person's uploads, newest first (up to a thousand), to tell them before sending that a
 * track is already there. Read once per visit and again after an upload of theirs.
 */
export function useUploadIndex() {
  return useQuery({
    queryKey: uploadIndexKey(),
    queryFn: async ({ signal }) => {
      const items: TrackUpload[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const answer = await musicUploadList(
          { page, limit: PAGE, sort_by: 'uploaded_at', sort_order: 'desc' },
          undefined,
          signal,
        );
        items.push(...answer.items);
        if (answer.items.length < PAGE || items.length >= answer.meta.total) break;
      }
      return items;
    },
    staleTime: 5 * 60_000,
  });
}

const same = (a: string | null, b: string) =>
  a !== null && a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export interface Duplicate {
  upload: TrackUpload;
  /** What matches: the ISRC, or the artist and the title. */
  by: 'isrc' | 'name';
}

/** The uploads already holding this track: the same ISRC, or the same artist and title (case aside). */
export function findDuplicates(index: readonly TrackUpload[], fields: TrackFields, except?: number): Duplicate[] {
  const isrc = isIsrc(fields.isrc) ? normalizeIsrc(fields.isrc) : undefined;
  const named = fields.artist.trim() !== '' && fields.title.trim() !== '';
  const found: Duplicate[] = [];
  for (const upload of index) {
    if (upload.id === except) continue;
    if (isrc && upload.isrc === isrc) found.push({ upload, by: 'isrc' });
    else if (named && same(upload.artist, fields.artist) && same(upload.title, fields.title))
      found.push({ upload, by: 'name' });
  }
  return found;
}
