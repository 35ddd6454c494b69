import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { useUserLogout } from '../../../generated/api/user/user';
import { session } from '../../api/session';
import { Button } from '../../ui/button';
import { LanguageSwitch } from './language-switch';
import { useSession } from './use-session';

/** Initials for the avatar: the last name's first letter, then the first name's. */
export function initials(firstName = '', lastName = ''): string {
  return `${lastName.trim().charAt(0)}${firstName.trim().charAt(0)}`.toUpperCase();
}

export function CabinetLayout() {
  const { t } = useLingui();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useUserLogout();

  const signOut = async () => {
    // The server call is best effort: the token is dropped here whatever it answers.
    await logout.mutateAsync().catch(() => undefined);
    session.signOut('cabinet');
    queryClient.clear();
    await navigate({ to: '/login', replace: true });
  };

  return (
    <div className="cabinet">
      <header className="cabinet-header">
        <Link to="/cabinet" className="brand">
          <Trans>Media Monitor</Trans>
        </Link>
        <div className="cabinet-header-end">
          <LanguageSwitch />
          {user && (
            <span className="avatar" title={`${user.first_name} ${user.last_name}`} aria-label={t`Signed in as ${user.first_name} ${user.last_name}`}>
              {initials(user.first_name, user.last_name)}
            </span>
          )}
          <Button variant="secondary" pending={logout.isPending} onClick={() => void signOut()}>
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
