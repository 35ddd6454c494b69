import { createFileRoute } from '@tanstack/react-router';
import { InfoPersons } from '@features/info/persons/info-persons';
import { requireKey } from '@routes/-guards';

export const Route = createFileRoute('/cabinet/info/persons')({
  staticData: { name: 'MonitoringPersonsInfo', access: 'infopole' },
  beforeLoad: requireKey('infopole'),
  component: InfoPersons,
});
