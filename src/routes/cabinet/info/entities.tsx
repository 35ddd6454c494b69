import { createFileRoute } from '@tanstack/react-router';
import { InfoEntities } from '@features/info/entities/info-entities';
import { requireKey } from '@routes/-guards';

export const Route = createFileRoute('/cabinet/info/entities')({
  staticData: { name: 'MonitoringKeyEntitiesInfo', access: 'infopole' },
  beforeLoad: requireKey('infopole'),
  component: InfoEntities,
});
