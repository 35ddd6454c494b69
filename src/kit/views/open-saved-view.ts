import { useNavigate, type UseNavigateResult } from '@tanstack/react-router';
import { patchSearch } from '@lib/filters/link';
import { replacingFilters, viewSearch, type SavedView } from '@lib/views/saved-views';
import { markOpened } from './open-view';

/**
 * Opens a saved view on the current page: its filters replace the URL's (a preset period becomes
 * this week's or this month's dates), and its channels and key entities are checked once those
 * there are now are known. `replace` when the section opens with it (no history entry).
 */
export function openSavedView(
  view: SavedView,
  { navigate, replace = false }: { navigate: UseNavigateResult<string>; replace?: boolean },
): Promise<void> {
  const filters = viewSearch(view, new Date());
  markOpened({ name: view.name, filters, names: view.names });
  return navigate({
    to: '.',
    search: patchSearch(replacingFilters(filters), { resetPage: true }),
    replace,
    resetScroll: false,
  });
}

/** `openSavedView` with the router at hand. */
export function useOpenView(): (view: SavedView, options?: { replace?: boolean }) => Promise<void> {
  const navigate = useNavigate();
  return (view, { replace } = {}) => openSavedView(view, { navigate, replace });
}
