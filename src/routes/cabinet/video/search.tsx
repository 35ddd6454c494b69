import { createFileRoute } from '@tanstack/react-router';
import { VideoSearch } from '@features/video/search/video-search';
import { contentSearchEntries } from '@features/video/search/search-params';
import { searchValidator } from '@lib/search-schema';

/** The list's page, order, search text, category and origin live in the URL. */
export const Route = createFileRoute('/cabinet/video/search')({
  staticData: { name: 'VideoSearch', access: 'video' },
  validateSearch: searchValidator(contentSearchEntries),
  component: VideoSearch,
});
