import type { QueryClient } from '@tanstack/react-query';
import { PATH_SECTIONS } from '../../../generated/sections';
import type { Section } from '../../api/session';

/** Drops the cached answers of one section's calls (and of the calls both sections share). */
export function dropSectionData(queryClient: QueryClient, section: Section) {
  queryClient.removeQueries({
    predicate: (query) => {
      const path = query.queryKey[0];
      const owner = typeof path === 'string' ? PATH_SECTIONS[path] : undefined;
      return owner === section || owner === 'both' || (owner === undefined && section === 'cabinet');
    },
  });
}
