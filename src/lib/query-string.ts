import qs from 'qs';

/** The nested bracket style used in URLs and API query strings alike (spec section 2). */
export const QS_LIMITS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const;

export function stringifyQuery(value: Record<string, unknown>): string {
  return qs.stringify(value, { arrayFormat: 'brackets', encodeValuesOnly: true, skipNulls: true });
}

export function parseQuery(search: string): Record<string, unknown> {
  return qs.parse(search, { ignoreQueryPrefix: true, ...QS_LIMITS });
}
