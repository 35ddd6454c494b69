import { useLingui } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { hasAccess, type AccessKey } from '@lib/access';
import { pickFilters } from '@lib/statistics-filter';
import { usePermissions } from '../shared/use-permissions';

interface SourceTab {
  path: LinkProps['to'];
  label: MessageDescriptor;
  access: AccessKey;
}

/** The four tabs of the sources, each a page of its own (a link that can be shared). */
const TABS: readonly SourceTab[] = [
  { path: '/cabinet/video/sources/video', label: msg`Streams`, access: 'video' },
  { path: '/cabinet/video/sources/source', label: msg`Stream discovery`, access: 'video' },
  { path: '/cabinet/video/sources/person', label: msg`Persons`, access: 'video_infopole' },
  { path: '/cabinet/video/sources/entity', label: msg`Objects`, access: 'video_infopole' },
];

/**
 * The tabs of the sources pages the person may open, as links: the current one is marked, each
 * carries the section's filters along.
 */
export function SourcesTabs() {
  const { t, i18n } = useLingui();
  const permissions = usePermissions();
  return (
    <nav className="video-tabs" aria-label={t`Sources`}>
      <ul>
        {TABS.filter((tab) => hasAccess(permissions, tab.access)).map((tab) => (
          <li key={tab.path}>
            <Link
              to={tab.path}
              search={((previous: Record<string, unknown>) => pickFilters(previous)) as never}
              activeOptions={{ includeSearch: false }}
              activeProps={{ 'aria-current': 'page', className: 'is-active' }}
            >
              {i18n._(tab.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
