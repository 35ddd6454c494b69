import { createFileRoute } from '@tanstack/react-router';
import { VideoEntities } from '@features/video/entities/video-entities';
import { id, searchValidator } from '@lib/search-schema';

/** The object the page follows alone lives in the URL (`object`), so it is a link of its own. */
export const Route = createFileRoute('/cabinet/video/entities')({
  staticData: { name: 'MonitoringKeyEntitiesVideo', access: 'video_infopole' },
  validateSearch: searchValidator({ object: id }),
  component: VideoEntities,
});
