import { useNavigate } from '@tanstack/react-router';
import { patchSearch } from '@lib/filters/link';

/**
 * Writes some of a list page's own URL keys (its search, its filters). A list's position does
 * not survive a change of what it holds, so the page number goes back to the first; `undefined`
 * or an empty list removes a key.
 */
export function useSetSearch() {
  const navigate = useNavigate();
  return (changes: Record<string, unknown>, { replace = false }: { replace?: boolean } = {}) =>
    void navigate({
      to: '.',
      search: patchSearch(changes, { resetPage: true }),
      replace,
      resetScroll: false,
    });
}
