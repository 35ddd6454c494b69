import { createFileRoute } from '@tanstack/react-router';
import { Transcriptions } from '@features/reports/transcription/transcriptions';
import { transcriptionsSearchEntries } from '@features/reports/transcription/transcription-search';
import { searchValidator } from '@lib/search-schema';

/** The list's page, size, order, language and state live in the URL. */
export const Route = createFileRoute('/cabinet/reports/transcription/')({
  staticData: { name: 'TranscriptionReports' },
  validateSearch: searchValidator(transcriptionsSearchEntries),
  component: Transcriptions,
});
