import { Outlet, createFileRoute } from '@tanstack/react-router';
import { LoginLayout } from '@features/shell/login-layout';
import { leaveSignInWhenSignedIn } from './-guards';

/** The login layout: sign-in, registration and password recovery. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: (args) => {
    // A signed-in person opening the sign-in or registration page goes back where they were.
    if (args.location.pathname === '/login' || args.location.pathname === '/registration') leaveSignInWhenSignedIn('cabinet', args);
  },
  component: () => (
    <LoginLayout>
      <Outlet />
    </LoginLayout>
  ),
});
