import { useLingui } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import { sectionByKey } from '@lib/sections';
import { Button } from '@ui/button';
import { useSession } from '@api/use-session';
import { FrameHeader, FramePage } from './frame';
import { useSignOut } from './use-sign-out';
import './admin-layout.css';

/** The admin console's frame: its own menu and sign-out, separate from the cabinet's. */
export function AdminLayout() {
  const { t, i18n } = useLingui();
  const { admin } = useSession();
  const { signOut, pending } = useSignOut('admin');

  return (
    <div className="cabinet admin-console" data-theme="admin">
      <FrameHeader
        contentId="admin-content"
        home="/admin"
        brand={t`Media Monitor · Admin`}
        end={
          <>
            {admin && <span className="admin-name">{admin.name}</span>}
            <Button variant="secondary" pending={pending} onClick={() => void signOut()}>
              {t`Log out`}
            </Button>
          </>
        }
      >
        <nav aria-label={t`Admin console`} className="admin-menu">
          <ul className="menu-list">
            {sectionByKey('admin').pages.map((page) => (
              <li key={page.path}>
                <Link
                  to={page.path as LinkProps['to']}
                  className="menu-link"
                  activeOptions={{ exact: true }}
                  activeProps={{ 'aria-current': 'page', className: 'is-active' }}
                >
                  {page.nav ? i18n._(page.nav) : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </FrameHeader>
      <main className="cabinet-main" id="admin-content">
        <FramePage />
      </main>
    </div>
  );
}
