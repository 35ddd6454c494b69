import { createFileRoute } from '@tanstack/react-router';
import { InfoEntities } from '@features/info/entities/info-entities';
import { declarePage } from '@routes/-guards';

export const Route = createFileRoute('/cabinet/info/entities')({
  ...declarePage('/cabinet/info/entities'),
  component: InfoEntities,
});
