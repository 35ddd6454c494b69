import { Outlet, createFileRoute } from '@tanstack/react-router';
import { LoginLayout } from '@features/shell/login-layout';
import { loadAreaCatalog } from '@i18n/i18n';
import { leaveSignInWhenSignedIn } from './-guards';

/** The login layout: sign-in, registration and password recovery. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: async (args) => {
    // A signed-in person opening the sign-in or registration page goes back where they were.
    if (args.location.pathname === '/login' || args.location.pathname === '/registration')
      leaveSignInWhenSignedIn('cabinet', args);
    await loadAreaCatalog('sign-in');
  },
  component: () => (
    <LoginLayout>
      <Outlet />
    </LoginLayout>
  ),
});
