import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSession } from '@api/use-session';
import type { FilterSearch } from '@lib/filters/fields';
import type { SectionKey } from '@lib/sections';
import { hasFilters, viewsKey } from '@lib/views/views-key';

/** Whether the account's stored views name a default for the section (read, not yet checked). */
function namesDefault(userId: number | undefined, section: SectionKey): boolean {
  if (userId === undefined) return false;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(viewsKey(userId)) ?? 'null');
    const defaults = (stored as { defaults?: Record<string, unknown> } | null)?.defaults;
    return typeof defaults?.[section] === 'string';
  } catch {
    return false;
  }
}

/**
 * A section entered without filters in the URL opens with the account's default view of it, if
 * there is one. Entering is the section's frame mounting: moves inside the section (and "Reset
 * filters") keep it mounted and never bring the default back. True while the view opens: the
 * page waits, so nothing is asked for with the filters the view replaces. Reading and checking
 * the views loads only when a default is named.
 */
export function useDefaultView(section: SectionKey, search: FilterSearch): boolean {
  const userId = useSession((session) => session.user?.id);
  const navigate = useNavigate();
  const [opening, setOpening] = useState(() => !hasFilters(search) && namesDefault(userId, section));
  useEffect(() => {
    if (!opening) return;
    void import('./open-default')
      .then(({ openDefaultView }) => openDefaultView(section, userId, { navigate }))
      .finally(() => setOpening(false));
    // Once, as the section is entered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return opening;
}
