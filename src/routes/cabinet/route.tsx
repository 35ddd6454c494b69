import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { CabinetLayout } from '@features/shell/cabinet-layout';
import { Deferred } from '@ui/deferred';
import { BlockLoading } from '@ui/query-block';
import { enterConsole, requireSection } from '../-guards';

// The personal information form (and the form library with it) loads when the drawer shows it.
const PersonalInfoForm = lazy(() => import('@features/profile/personal-info-form').then((module) => ({ default: module.PersonalInfoForm })));

/** The cabinet: every path below it needs the cabinet JWT and the user's profile. */
export const Route = createFileRoute('/cabinet')({
  staticData: { name: 'Cabinet' },
  beforeLoad: async (args) => {
    requireSection('cabinet', args);
    return enterConsole(args, { profile: true });
  },
  component: CabinetRoute,
});

function CabinetRoute() {
  const { queryClient } = Route.useRouteContext();
  return (
    <QueryClientProvider client={queryClient}>
      <Deferred>
        <CabinetLayout
          renderProfile={(close) => (
            <Suspense fallback={<BlockLoading />}>
              <PersonalInfoForm onClose={close} />
            </Suspense>
          )}
        />
      </Deferred>
    </QueryClientProvider>
  );
}
