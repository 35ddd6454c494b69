import { useLingui } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useSession } from '@api/use-session';
import { useRouteKeys } from '@kit/page/use-route-keys';
import { withFilters } from '@lib/filters/link';
import { mayOpenPath } from '@lib/route-meta';
import { tabsOf } from '@lib/sections';

/**
 * The sources' tabs, each a page of its own (a link that can be shared), as the registry lists them; their keys are
 * their route files'.
 */
const TABS = tabsOf('/cabinet/video/sources/video');

/**
 * The tabs of the sources pages the person may open, as links: the current one is marked, each
 * carries the section's filters along.
 */
export function SourcesTabs() {
  const { t, i18n } = useLingui();
  const permissions = useSession((state) => state.user?.permissions);
  const keys = useRouteKeys();
  return (
    <nav className="video-tabs" aria-label={t`Sources`}>
      <ul>
        {TABS.filter((tab) => mayOpenPath(keys, permissions, tab.path)).map((tab) => (
          <li key={tab.path}>
            <Link
              to={tab.path as LinkProps['to']}
              search={withFilters()}
              activeOptions={{ includeSearch: false }}
              activeProps={{ 'aria-current': 'page', className: 'is-active' }}
            >
              {tab.tab && i18n._(tab.tab)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
