import { createFileRoute } from '@tanstack/react-router';
import { InfoChannelsStatistic } from '../../../features/info/sources/info-channels-statistic';
import { declareRoute } from '../../-guards';

export const Route = createFileRoute('/cabinet/info/channels-statistic')({
  ...declareRoute({ name: 'ChannelsStatistic', layout: 'cabinet', access: 'infopole', theme: 'info' }),
  component: InfoChannelsStatistic,
});
