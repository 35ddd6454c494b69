import type { QueryClient } from '@tanstack/react-query';
import type { Section } from '@api/session';

/**
 * Drops the cached answers of one section's calls (and of the calls both sections share). The
 * path-to-section table is loaded only when someone signs out.
 */
export async function dropSectionData(queryClient: QueryClient, section: Section): Promise<void> {
  const { PATH_SECTIONS } = await import('@generated/sections');
  queryClient.removeQueries({
    predicate: (query) => {
      const path = query.queryKey[0];
      const owner = typeof path === 'string' ? PATH_SECTIONS[path] : undefined;
      return owner === section || owner === 'both' || (owner === undefined && section === 'cabinet');
    },
  });
}
