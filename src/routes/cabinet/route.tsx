import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { CabinetLayout } from '@features/shell/cabinet-layout';
import { Deferred } from '@ui/deferred';
import { BlockLoading } from '@ui/query-block';
import { withCatalog } from '@i18n/i18n';
import { enterConsole, requireSection } from '../-guards';

// The personal information form (and the form library with it) loads when the drawer shows it.
// Its messages come with it (lingui.config.ts, ON_DEMAND_CATALOGS).
const PersonalInfoForm = lazy(() =>
  withCatalog(import('@features/profile/personal-info-form'), 'profile').then((module) => ({
    default: module.PersonalInfoForm,
  })),
);

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
