import { Outlet, createFileRoute } from '@tanstack/react-router';
import { LoginLayout } from '../features/shell/login-layout';

/** The login layout: sign-in, registration and password recovery. */
export const Route = createFileRoute('/_auth')({
  component: () => (
    <LoginLayout>
      <Outlet />
    </LoginLayout>
  ),
});
