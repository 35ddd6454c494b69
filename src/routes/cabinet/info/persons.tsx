import { createFileRoute } from '@tanstack/react-router';
import { InfoPersons } from '../../../features/info/persons/info-persons';
import { declareRoute } from '../../-guards';

export const Route = createFileRoute('/cabinet/info/persons')({
  ...declareRoute({ name: 'MonitoringPersonsInfo', layout: 'cabinet', access: 'infopole', theme: 'info' }),
  component: InfoPersons,
});
