import { createFileRoute } from '@tanstack/react-router';
import { historySearchEntries } from '@features/admin/history/history-search';
import { AdminUploadHistory } from '@features/admin/history/admin-upload-history';
import { searchValidator } from '@lib/search-schema';

/** The history's page, size, order, search and states live in the URL. */
export const Route = createFileRoute('/admin/_console/music/upload/history')({
  staticData: { name: 'AdminMusicUploadHistory' },
  validateSearch: searchValidator(historySearchEntries),
  component: AdminUploadHistory,
});
