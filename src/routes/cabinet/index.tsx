import { createFileRoute } from '@tanstack/react-router';
import { getUserGetQueryOptions } from '@generated/api/user/user';
import { CabinetHome } from '@features/cabinet/cabinet-home';

export const Route = createFileRoute('/cabinet/')({
  staticData: { name: 'CabinetHome' },
  // Starts the profile request with the navigation; the screen shows its own loading and error states.
  loader: ({ context }) => context.queryClient.prefetchQuery(getUserGetQueryOptions()),
  component: CabinetHome,
});
