import { createFileRoute } from '@tanstack/react-router';
import { declareSection } from '@routes/-guards';

/** All reports and transcription reports: every page below needs the `rsp` key. */
export const Route = createFileRoute('/cabinet/reports')({
  ...declareSection('reports'),
});
