import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '@features/shell/admin-layout';
import { StartOverlay } from '@features/shell/start-overlay';
import { Deferred } from '@ui/deferred';
import { enterConsole, requireSection } from '../-guards';

/** The admin console: every path below it needs the admin token. */
export const Route = createFileRoute('/admin/_console')({
  staticData: { name: 'AdminConsole', theme: 'admin' },
  beforeLoad: async (args) => {
    requireSection('admin', args);
    return enterConsole(args, { profile: false });
  },
  // The console's first load shows the loading overlay at once (see the cabinet's route).
  pendingComponent: StartOverlay,
  pendingMs: 0,
  pendingMinMs: 0,
  component: AdminRoute,
});

function AdminRoute() {
  const { queryClient } = Route.useRouteContext();
  return (
    <QueryClientProvider client={queryClient}>
      <Deferred>
        <AdminLayout />
      </Deferred>
    </QueryClientProvider>
  );
}
