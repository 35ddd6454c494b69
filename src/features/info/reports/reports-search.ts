// The reports page's URL state, kept apart from the download code so the router's entry chunk
// stays small.
/** The page's own keys of the URL. */
export interface ReportsSearch {
  page?: number;
}

/** Reads `page` (a whole number from 1) from a parsed query string; anything else is dropped. */
export function parseReportsSearch(raw: Record<string, unknown>): ReportsSearch {
  const page = typeof raw.page === 'string' || typeof raw.page === 'number' ? Number(raw.page) : Number.NaN;
  // The key is always named (undefined when absent) so no raw value survives the router's merge.
  return { page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined };
}

