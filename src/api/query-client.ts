import { QueryClient } from '@tanstack/react-query';
import { isHttpError } from './errors';

/** Retries a failed read once, but never a client error: a 4xx will not change on its own. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isHttpError(error) && error.status !== undefined && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
