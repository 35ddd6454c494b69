import { createFileRoute } from '@tanstack/react-router';
import { InfoEntities } from '@features/info/entities/info-entities';

export const Route = createFileRoute('/cabinet/info/entities')({
  staticData: { name: 'MonitoringKeyEntitiesInfo' },
  component: InfoEntities,
});
