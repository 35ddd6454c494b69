import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AdminLoginScreen } from '../../features/auth/admin-login-screen';
import { LoginLayout } from '../../features/shell/login-layout';

const search = v.object({
  redirect: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/admin/login')({
  validateSearch: search,
  component: () => (
    <LoginLayout>
      <AdminLoginScreen />
    </LoginLayout>
  ),
});
