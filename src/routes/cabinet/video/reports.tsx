import { createFileRoute } from '@tanstack/react-router';
import { VideoReports } from '@features/video/reports/video-reports';
import { reportsSearchEntries } from '@features/video/reports/reports-params';
import { searchValidator } from '@lib/search-schema';

/** The task list's page, order, state and type live in the URL. */
export const Route = createFileRoute('/cabinet/video/reports')({
  staticData: { name: 'CabinetVideoReports', access: 'video' },
  validateSearch: searchValidator(reportsSearchEntries),
  component: VideoReports,
});
