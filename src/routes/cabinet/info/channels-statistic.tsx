import { createFileRoute } from '@tanstack/react-router';
import { InfoChannelsStatistic } from '@features/info/sources/info-channels-statistic';
import { requireKey } from '@routes/-guards';

export const Route = createFileRoute('/cabinet/info/channels-statistic')({
  staticData: { name: 'ChannelsStatistic', access: 'infopole' },
  beforeLoad: requireKey('infopole'),
  component: InfoChannelsStatistic,
});
