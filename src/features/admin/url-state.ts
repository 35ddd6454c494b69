import { useNavigate } from '@tanstack/react-router';

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
      search: (previous: Record<string, unknown>) => {
        const next: Record<string, unknown> = { ...previous, ...changes, page: undefined };
        for (const [key, value] of Object.entries(next)) if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
        return next;
      },
      replace,
      resetScroll: false,
    });
}
