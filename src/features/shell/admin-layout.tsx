import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link, Outlet, useRouterState, type LinkProps } from '@tanstack/react-router';
import { LanguageSwitch } from '../../i18n/language-switch';
import { Button } from '../../ui/button';
import { LoadingOverlay } from '../../ui/loading-overlay';
import { DocumentTitle } from './document-title';
import { useSession } from './use-session';
import { useSignOut } from './use-sign-out';

const ADMIN_MENU: { to: NonNullable<LinkProps['to']>; label: MessageDescriptor }[] = [
  { to: '/admin', label: msg`Track upload` },
  { to: '/admin/music/upload/history', label: msg`Upload history` },
  { to: '/admin/reports', label: msg`Music reports` },
  { to: '/admin/sources', label: msg`Sources` },
  { to: '/admin/geo', label: msg`Geography` },
];

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
            {ADMIN_MENU.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="menu-link" activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page', className: 'is-active' }}>
                  {i18n._(item.label)}
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
