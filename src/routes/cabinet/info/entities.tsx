import { createFileRoute } from '@tanstack/react-router';
import { InfoEntities } from '../../../features/info/entities/info-entities';
import { declareRoute } from '../../-guards';

export const Route = createFileRoute('/cabinet/info/entities')({
  ...declareRoute({ name: 'MonitoringKeyEntitiesInfo', layout: 'cabinet', access: 'infopole', theme: 'info' }),
  component: InfoEntities,
});
