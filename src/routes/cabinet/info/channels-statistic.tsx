import { createFileRoute } from '@tanstack/react-router';
import { InfoChannelsStatistic } from '@features/info/sources/info-channels-statistic';
import { declarePage } from '@routes/-guards';

export const Route = createFileRoute('/cabinet/info/channels-statistic')({
  ...declarePage('/cabinet/info/channels-statistic'),
  component: InfoChannelsStatistic,
});
