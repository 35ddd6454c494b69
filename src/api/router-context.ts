import type { QueryClient } from '@tanstack/react-query';
import type { session } from './session';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  session: typeof session;
}

/** What the consoles' routes add for their pages: the query cache, loaded by their guard. */
export interface ConsoleContext {
  queryClient: QueryClient;
}
