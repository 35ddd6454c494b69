import { useLingui } from '@lingui/react/macro';
import { Link, Outlet, useRouterState, type LinkProps } from '@tanstack/react-router';
import { LanguageSwitch } from '@i18n/language-switch';
import { sectionByKey } from '@lib/sections';
import { Button } from '@ui/button';
import { LoadingOverlay } from '@ui/loading-overlay';
import { DocumentTitle } from './document-title';
import { useSession } from '@api/use-session';
import { useSignOut } from './use-sign-out';
import './admin-layout.css';

/** The admin console's frame: its own menu and sign-out, separate from the cabinet's. */
export function AdminLayout() {
  const { t, i18n } = useLingui();
  const { admin } = useSession();
  const { signOut, pending } = useSignOut('admin');
  const loading = useRouterState({ select: (state) => state.status === 'pending' });

  return (
    <div className="cabinet admin-console" data-theme="admin">
      <DocumentTitle />
      <a className="skip-link" href="#admin-content">
        {t`Skip to content`}
      </a>
      <header className="cabinet-header">
        <Link to="/admin" className="brand">
          {t`Media Monitor · Admin`}
        </Link>
        <nav aria-label={t`Admin console`} className="admin-menu">
          <ul className="menu-list">
            {sectionByKey('admin').pages.map((page) => (
              <li key={page.path}>
                <Link to={page.path as LinkProps['to']} className="menu-link" activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page', className: 'is-active' }}>
                  {page.nav ? i18n._(page.nav) : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="cabinet-header-end">
          <LanguageSwitch />
          {admin && <span className="admin-name">{admin.name}</span>}
          <Button variant="secondary" pending={pending} onClick={() => void signOut()}>
            {t`Log out`}
          </Button>
        </div>
      </header>
      <main className="cabinet-main" id="admin-content">
        <LoadingOverlay loading={loading} label={t`Loading…`} />
        <Outlet />
      </main>
    </div>
  );
}
