import { useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSession } from '@api/use-session';
import type { SectionKey } from '@lib/sections';
import { hasFilters } from '@lib/views/saved-views';
import { useOpenView } from './open-view';
import { readViews } from './views-store';

/**
 * A section entered without filters in the URL opens with the account's default view of it, if
 * there is one. Entering is the section's frame mounting: moves inside the section (and "Reset
 * filters") keep it mounted and never bring the default back. True while the view opens: the
 * page waits, so nothing is asked for with the filters the view replaces.
 */
export function useDefaultView(section: SectionKey): boolean {
  const search = useSearch({ strict: false });
  const userId = useSession((session) => session.user?.id);
  const open = useOpenView();
  const [view] = useState(() => {
    if (hasFilters(search)) return undefined;
    const stored = readViews(userId);
    const id = stored.defaults[section];
    return stored.views.find((candidate) => candidate.id === id);
  });
  const [opening, setOpening] = useState(view !== undefined);
  useEffect(() => {
    if (view) void open(view, { replace: true }).finally(() => setOpening(false));
    // Once, as the section is entered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return opening;
}
