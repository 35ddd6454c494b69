import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { CabinetLayout } from '@features/shell/cabinet-layout';
import { StartOverlay } from '@features/shell/start-overlay';
import { Deferred } from '@ui/deferred';
import { BlockLoading } from '@ui/query-block';
import { withCatalog } from '@i18n/i18n';
import { enterConsole, requireKeys, requireSection } from '../-guards';

// The personal information form (and the form library with it) loads when the drawer shows it.
// Its messages come with it (lingui.config.ts, ON_DEMAND_CATALOGS).
const PersonalInfoForm = lazy(() =>
  withCatalog(import('@features/profile/personal-info-form'), 'profile').then((module) => ({
    default: module.PersonalInfoForm,
  })),
);

/**
 * The cabinet: every path below it needs the cabinet JWT and the user's profile, and the access
 * key of each route of the page that declares one (in its static data, the page's or its layout's).
 */
export const Route = createFileRoute('/cabinet')({
  staticData: { name: 'Cabinet' },
  beforeLoad: async (args) => {
    requireSection('cabinet', args);
    const entered = await enterConsole(args, { profile: true });
    requireKeys(args);
    return entered;
  },
  // While the first load is pending (messages, cache, the user's profile: its loading flag) the
  // page shows the loading overlay at once, and not a moment longer; later moves keep the page
  // shown under the frame's own overlay.
  pendingComponent: StartOverlay,
  pendingMs: 0,
  pendingMinMs: 0,
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
