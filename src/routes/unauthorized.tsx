import { createFileRoute } from '@tanstack/react-router';
import { Unauthorized } from '@features/errors/unauthorized';

export const Route = createFileRoute('/unauthorized')({
  staticData: { name: 'Unauthorized' },
  component: Unauthorized,
});
