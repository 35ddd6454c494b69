import { createFileRoute } from '@tanstack/react-router';

/** All reports and transcription reports: every page below needs the `rsp` key. */
export const Route = createFileRoute('/cabinet/reports')({
  staticData: { name: 'CabinetAllReports', access: 'rsp', theme: 'reports' },
});
