import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { useSignout } from '../../../generated/api/admin/admin';
import { session } from '../../api/session';
import { Button } from '../../ui/button';
import { LanguageSwitch } from './language-switch';
import { useSession } from './use-session';

/** The admin console's frame: its own header and sign-out, separate from the cabinet's. */
export function AdminLayout() {
  const { t } = useLingui();
  const { admin } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signout = useSignout({ request: { section: 'admin' } });

  const signOut = async () => {
    await signout.mutateAsync().catch(() => undefined);
    session.signOut('admin');
    queryClient.clear();
    await navigate({ to: '/admin/login', replace: true });
  };

  return (
    <div className="cabinet admin-console">
      <header className="cabinet-header">
        <Link to="/admin" className="brand">
          <Trans>Media Monitor · Admin</Trans>
        </Link>
        <div className="cabinet-header-end">
          <LanguageSwitch />
          {admin && <span className="admin-name">{admin.name}</span>}
          <Button variant="secondary" pending={signout.isPending} onClick={() => void signOut()}>
            {t`Log out`}
          </Button>
        </div>
      </header>
      <main className="cabinet-main">
        <Outlet />
      </main>
    </div>
  );
}
