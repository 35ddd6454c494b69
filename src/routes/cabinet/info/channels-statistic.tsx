import { createFileRoute } from '@tanstack/react-router';
import { InfoChannelsStatistic } from '@features/info/sources/info-channels-statistic';

export const Route = createFileRoute('/cabinet/info/channels-statistic')({
  staticData: { name: 'ChannelsStatistic' },
  component: InfoChannelsStatistic,
});
