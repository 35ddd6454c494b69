import { createFileRoute } from '@tanstack/react-router';
import { InfoPersons } from '@features/info/persons/info-persons';

export const Route = createFileRoute('/cabinet/info/persons')({
  staticData: { name: 'MonitoringPersonsInfo' },
  component: InfoPersons,
});
