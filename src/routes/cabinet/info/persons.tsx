import { createFileRoute } from '@tanstack/react-router';
import { InfoPersons } from '@features/info/persons/info-persons';
import { declarePage } from '@routes/-guards';

export const Route = createFileRoute('/cabinet/info/persons')({
  ...declarePage('/cabinet/info/persons'),
  component: InfoPersons,
});
