import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AdminLoginScreen } from '@features/auth/admin-login-screen';
import { LoginLayout } from '@features/shell/login-layout';
import { leaveSignInWhenSignedIn } from '../-guards';

const search = v.object({
  redirect: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/admin/login')({
  staticData: { name: 'AdminLogin' },
  validateSearch: search,
  beforeLoad: (args) => leaveSignInWhenSignedIn('admin', args),
  component: () => (
    <LoginLayout>
      <AdminLoginScreen />
    </LoginLayout>
  ),
});
