import { createFileRoute } from '@tanstack/react-router';
import { VideoMain } from '@features/video/main/video-main';
import { markSearchEntries } from '@lib/mark';
import { searchValidator } from '@lib/search-schema';

export const Route = createFileRoute('/cabinet/video/main')({
  staticData: { name: 'CabinetVideoMain', access: 'video_infopole' },
  // The day a notification points at, marked on the daily charts.
  validateSearch: searchValidator(markSearchEntries),
  component: VideoMain,
});
