import { createFileRoute } from '@tanstack/react-router';
import { requireKey } from '@routes/-guards';

/** All reports and transcription reports: every page below needs the `rsp` key. */
export const Route = createFileRoute('/cabinet/reports')({
  staticData: { name: 'CabinetAllReports', access: 'rsp', theme: 'reports' },
  beforeLoad: requireKey('rsp'),
});
