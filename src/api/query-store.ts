import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache, created when a console first needs it (its route guard waits for
 * it): the sign-in pages, which query nothing, load no query library.
 */
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;

/** The query cache, loading the query library the first time. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(({ createQueryClient }) => {
    client ??= createQueryClient();
    return client;
  });
  return loading;
}

/** The query cache if it exists yet (nothing is cached before it does). */
export function currentQueryClient(): QueryClient | undefined {
  return client;
}

/** Uses this cache instead of making one (tests give each render a fresh one). */
export function provideQueryClient(given: QueryClient) {
  client = given;
  loading = Promise.resolve(given);
}
