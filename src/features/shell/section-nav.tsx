import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { hasAccess, type PermissionMap } from '../../lib/access';
import type { CabinetSection } from './sections';

/** The pages of the current section that the user may open. */
export function SectionNav({ section, permissions }: { section: CabinetSection; permissions: PermissionMap | undefined }) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={i18n._(section.label)} className="section-nav">
      <ul>
        {section.pages
          .filter((page) => hasAccess(permissions, page.access))
          .map((page) => (
            <li key={page.to}>
              <Link to={page.to} activeProps={{ 'aria-current': 'page', className: 'is-active' }}>
                {i18n._(page.label)}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
