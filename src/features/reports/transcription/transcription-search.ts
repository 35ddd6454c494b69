import * as v from 'valibot';
import type { TranscriptionListRequestSortBy } from '@generated/model/transcriptionListRequestSortBy';
import { id, literal } from '@lib/search-schema';
import { tableSearchEntries, type TableDefaults } from '@lib/table-search';
import { TRANSCRIPTION_LANGUAGES } from '../report-labels';

/** The transcription list: newest orders first, ten a page. */
export const TRANSCRIPTIONS_TABLE: TableDefaults<TranscriptionListRequestSortBy> = {
  sortFields: ['created_at', 'start', 'id'],
  sort: 'created_at',
  order: 'desc',
  size: 10,
};

/** The list's URL keys: its page, size and order, and the language and state it is narrowed to. */
export const transcriptionsSearchEntries = {
  ...tableSearchEntries(TRANSCRIPTIONS_TABLE),
  language: literal(TRANSCRIPTION_LANGUAGES),
  state: literal(['queued', 'processing', 'done', 'failed'] as const),
};

/** The transcript's URL keys: which report, and what is searched for in its text (its hash names an utterance). */
export const transcriptSearchEntries = {
  id,
  q: v.pipe(v.string(), v.maxLength(200)),
};
