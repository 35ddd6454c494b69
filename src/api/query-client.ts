import { QueryClient, onlineManager } from '@tanstack/react-query';
import { isHttpError } from './errors';

/**
 * Retries a failed read once, but never a client error: a 4xx will not change on its own. A read
 * that failed for want of a connection while the browser is offline is always tried again: TanStack
 * Query holds the retry until the connection returns, so the block waits instead of failing.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isHttpError(error) && error.kind === 'network' && !onlineManager.isOnline()) return true;
  if (isHttpError(error) && error.status !== undefined && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The app's query cache. Calls follow the connection (TanStack Query's online manager, fed by the
 * browser's online and offline events): while offline, reads and writes wait (paused, not failed)
 * and go out when it returns; every read on screen is then asked again, stale or not, since what
 * the blocks kept while offline may be out of date. A write is never retried on its own: it may
 * have reached the server.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        networkMode: 'online',
        refetchOnReconnect: 'always',
      },
      mutations: { retry: false, networkMode: 'online' },
    },
  });
}
