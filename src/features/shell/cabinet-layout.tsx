import { useLingui } from '@lingui/react/macro';
import { Link, useMatches, useRouterState, type LinkProps } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { AsideMenu } from '@ui/aside-menu';
import { Button } from '@ui/button';
import { Drawer } from '@ui/drawer';
import { filterPanel, useFiltersAvailable } from '@ui/filter-panel-state';
import { Tabs } from '@ui/tabs';
import { rememberedFilters } from '@lib/filters/remembered';
import { pageOfPath, sectionOfPath } from '@lib/sections';
import { SectionNav } from './section-nav';
import { menuItems, sectionEntryPage, visibleSections } from './section-menu';
import { useSession } from '@api/use-session';
import { useRouteKeys } from '@kit/page/use-route-keys';
import { FrameHeader, FramePage } from './frame';
import { useSignOut } from './use-sign-out';
import { SYMBOLS } from '@lib/compare/marks';
import { ALERTS_PAGE } from '@lib/sections';
import { hasAnyAccess } from '@lib/access';
import { ALERT_KIND_ACCESS } from '@generated/access';
import { Bell } from '@kit/alerts/bell';
import { AlertFormHost } from '@kit/alerts/alert-form-host';
import { useAlertsOffered } from '@kit/alerts/unread';

/** Initials for the avatar: the last name's first letter, then the first name's. */
export function initials(firstName = '', lastName = ''): string {
  return `${lastName.trim().charAt(0)}${firstName.trim().charAt(0)}`.toUpperCase();
}

type DrawerTab = 'sections' | 'profile';

/**
 * The cabinet frame: a top menu on desktop and a bottom bar on phones, the side drawer with the
 * section switch and personal information, the section's page navigation and colour theme.
 */
export function CabinetLayout({ renderProfile }: { renderProfile: (close: () => void) => ReactNode }) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const { signOut, pending: signingOut } = useSignOut('cabinet');
  const [drawer, setDrawer] = useState<DrawerTab | undefined>();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const theme = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.theme)?.staticData.theme,
  });
  const filtersRegistered = useFiltersAvailable();
  const keys = useRouteKeys();
  const sections = visibleSections(user?.permissions, keys);
  const current = sectionOfPath(pathname);
  // A section with filters shows its filter bar on every page, so the registry says at the first
  // paint whether the bottom bar needs its filter button; the bar registering itself later would
  // move the menu button.
  const filtersAvailable = (Boolean(current?.filters) && pageOfPath(pathname)?.filters !== false) || filtersRegistered;
  const close = () => setDrawer(undefined);
  // The alerts page is offered beside the sections once the backend says it has alerts, to an
  // account that may watch a section with them (an account without one has nothing to watch).
  const alerts =
    useAlertsOffered() === 'yes' &&
    Object.values(ALERT_KIND_ACCESS).some((keys) => hasAnyAccess(user?.permissions, keys));

  const menu = (
    <nav aria-label={t`Sections`}>
      <ul className="menu-list">
        {sections.map((section) => (
          <li key={section.key}>
            <Link
              to={sectionEntryPage(section, user?.permissions, keys) as LinkProps['to']}
              // A section opens with the filters the person left it with in this tab.
              search={(section.filters ? rememberedFilters(section.key) : {}) as never}
              className={`menu-link${current?.key === section.key ? ' is-active' : ''}`}
              aria-current={current?.key === section.key ? 'true' : undefined}
              onClick={close}
            >
              {i18n._(section.label)}
            </Link>
          </li>
        ))}
        {alerts && (
          <li>
            <Link
              to={ALERTS_PAGE.path}
              className={`menu-link${pathname === ALERTS_PAGE.path ? ' is-active' : ''}`}
              aria-current={pathname === ALERTS_PAGE.path ? 'page' : undefined}
              onClick={close}
            >
              {i18n._(ALERTS_PAGE.nav ?? ALERTS_PAGE.title)}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );

  return (
    <div className="cabinet" data-theme={theme ?? 'cabinet'}>
      <FrameHeader
        contentId="cabinet-content"
        home="/cabinet"
        brand={t`Media Monitor`}
        end={
          <>
            <Bell />
            {user && (
              <button
                type="button"
                className="avatar"
                onClick={() => setDrawer('profile')}
                // The name starts with the visible initials, as speech-input users will say them.
                aria-label={`${initials(user.first_name, user.last_name)} · ${t`Personal information of ${{ firstName: user.first_name }} ${{ lastName: user.last_name }}`}`}
              >
                {initials(user.first_name, user.last_name)}
              </button>
            )}
            <Button
              variant="secondary"
              className="menu-button"
              onClick={() => setDrawer('sections')}
              aria-haspopup="dialog"
            >
              {t`Menu`}
            </Button>
          </>
        }
      >
        <div className="top-menu">{menu}</div>
      </FrameHeader>
      <div className="cabinet-body" id="cabinet-content">
        <AsideMenu
          label={t`Section pages`}
          aside={
            current && menuItems(current, user?.permissions, keys).length > 1 ? (
              <SectionNav section={current} permissions={user?.permissions} />
            ) : undefined
          }
        >
          <main className="cabinet-main">
            <FramePage />
          </main>
        </AsideMenu>
      </div>
      <nav className="bottom-bar" aria-label={t`Quick actions`}>
        {filtersAvailable && (
          <button type="button" className="bottom-bar-button" onClick={() => filterPanel.toggle()}>
            {t`Filters`}
          </button>
        )}
        <button
          type="button"
          className="bottom-bar-button"
          onClick={() => setDrawer('sections')}
          aria-haspopup="dialog"
        >
          {t`Menu`}
        </button>
      </nav>
      <AlertFormHost />
      <Drawer open={drawer !== undefined} onClose={close} label={t`Main menu`} className="cabinet-drawer">
        <div className="drawer-header">
          <span className="brand">{t`Media Monitor`}</span>
          <button type="button" className="icon-button" onClick={close} aria-label={t`Close the menu`}>
            <span aria-hidden="true">{SYMBOLS.close}</span>
          </button>
        </div>
        <Tabs
          label={t`Main menu`}
          active={drawer ?? 'sections'}
          onChange={setDrawer}
          tabs={[
            {
              key: 'sections',
              label: t`Sections`,
              content: (
                <div className="drawer-sections">
                  {sections.length > 0 ? (
                    menu
                  ) : (
                    <p>{t`No monitoring sections are enabled for your account yet. Contact your account manager.`}</p>
                  )}
                  <Button variant="secondary" pending={signingOut} onClick={() => void signOut()}>
                    {t`Log out`}
                  </Button>
                </div>
              ),
            },
            { key: 'profile', label: t`Personal information`, content: renderProfile(close) },
          ]}
        />
      </Drawer>
    </div>
  );
}
