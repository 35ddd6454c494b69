import type { QueryClient } from '@tanstack/react-query';
import type { session } from './session';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  session: typeof session;
}
