import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AdminLoginScreen } from '@features/auth/admin-login-screen';
import { LoginLayout } from '@features/shell/login-layout';
import { loadAreaCatalog } from '@i18n/i18n';
import { leaveSignInWhenSignedIn } from '../-guards';

const search = v.object({
  redirect: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/admin/login')({
  staticData: { name: 'AdminLogin' },
  validateSearch: search,
  beforeLoad: async (args) => {
    leaveSignInWhenSignedIn('admin', args);
    await loadAreaCatalog('sign-in');
  },
  component: () => (
    <LoginLayout>
      <AdminLoginScreen />
    </LoginLayout>
  ),
});
