import { createFileRoute } from '@tanstack/react-router';
import { InfoStories } from '@features/info/stories/info-stories';
import { id, searchValidator } from '@lib/search-schema';

/** The story whose detail is open lives in the URL (`story`), so a story is a link of its own. */
export const Route = createFileRoute('/cabinet/info/stories')({
  staticData: { name: 'MonitoringStories' },
  validateSearch: searchValidator({ story: id }),
  component: InfoStories,
});
