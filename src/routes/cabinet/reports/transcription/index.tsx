import { createFileRoute } from '@tanstack/react-router';
import { Transcriptions } from '@features/reports/transcription/transcriptions';
import { transcriptionsSearchEntries } from '@features/reports/transcription/transcription-search';
import { searchValidator } from '@lib/search-schema';
import { requireKey } from '@routes/-guards';

/** The list's page, size, order, language and state live in the URL. */
export const Route = createFileRoute('/cabinet/reports/transcription/')({
  staticData: { name: 'TranscriptionReports', access: 'rsp' },
  beforeLoad: requireKey('rsp'),
  validateSearch: searchValidator(transcriptionsSearchEntries),
  component: Transcriptions,
});
