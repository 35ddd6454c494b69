import { useLingui } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { PermissionMap } from '../../lib/access';
import type { SectionEntry } from '../../lib/sections';
import { pickFilters } from '../../lib/statistics-filter';
import { menuPages } from './sections';

/**
 * The pages of the current section that the user may open. Each link carries the section's
 * filters along, so moving between the section's pages keeps what the person chose.
 */
export function SectionNav({ section, permissions }: { section: SectionEntry; permissions: PermissionMap | undefined }) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={i18n._(section.label)} className="section-nav">
      <ul>
        {menuPages(section, permissions).map((page) => (
          <li key={page.path}>
            <Link
              to={page.path as LinkProps['to']}
              // The registry's paths are not typed routes, so neither is their search.
              search={((previous: Record<string, unknown>) => (section.filters ? pickFilters(previous) : {})) as never}
              // A page with other pages below it (a section's root) is current only on its own path.
              activeOptions={{ includeSearch: false, exact: section.pages.some((other) => other.nav && other.path.startsWith(`${page.path}/`)) }}
              activeProps={{ 'aria-current': 'page', className: 'is-active' }}
            >
              {page.nav ? i18n._(page.nav) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
