import { useLingui } from '@lingui/react/macro';
import { Link, useLocation, type LinkProps } from '@tanstack/react-router';
import type { PermissionMap } from '@lib/access';
import type { SectionEntry } from '@lib/sections';
import { currentMenuItem, menuItems } from './section-menu';
import { withFilters } from '@lib/filters/link';
import { useRouteKeys } from '@kit/page/use-route-keys';

/**
 * The pages of the current section that the user may open. Each link carries the section's
 * filters along, so moving between the section's pages keeps what the person chose.
 */
export function SectionNav({
  section,
  permissions,
}: {
  section: SectionEntry;
  permissions: PermissionMap | undefined;
}) {
  const { i18n } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  const items = menuItems(section, permissions, useRouteKeys());
  const current = currentMenuItem(items, pathname);
  return (
    <nav aria-label={i18n._(section.label)} className="section-nav">
      <ul>
        {items.map((item) => (
          <li key={item.entry.path}>
            <Link
              to={item.to as LinkProps['to']}
              // The registry's paths are not typed routes, so the router cannot type their search.
              search={withFilters(undefined, { carry: section.filters !== undefined }) as never}
              // The entry current here is worked out from the registry (tabs of one screen share one).
              activeOptions={{ exact: true, includeSearch: false }}
              activeProps={{}}
              aria-current={item === current ? 'page' : undefined}
              className={item === current ? 'is-active' : undefined}
            >
              {item.entry.nav ? i18n._(item.entry.nav) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
