import { createFileRoute } from '@tanstack/react-router';
import { VideoLayout } from '@features/video/video-layout';
import { preloadFilterBar, sectionFilterSearch } from '../../-guards';

/** Video monitoring: its filters live in the URL (configured in the section registry; no radio). */
export const Route = createFileRoute('/cabinet/video')({
  // No key of its own: the pages below need `video` or `video_infopole`, each its own.
  staticData: { name: 'CabinetVideo', theme: 'video' },
  validateSearch: sectionFilterSearch('video'),
  beforeLoad: preloadFilterBar,
  component: VideoLayout,
});
