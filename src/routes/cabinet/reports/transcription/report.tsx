import { createFileRoute } from '@tanstack/react-router';
import { TranscriptPage } from '@features/reports/transcription/transcript-page';
import { transcriptSearchEntries } from '@features/reports/transcription/transcription-search';
import { searchValidator } from '@lib/search-schema';

/** One transcript: the report and the searched words in the URL, the utterance in its hash. */
export const Route = createFileRoute('/cabinet/reports/transcription/report')({
  staticData: { name: 'TranscriptionReport' },
  validateSearch: searchValidator(transcriptSearchEntries),
  component: TranscriptPage,
});
