import { useSyncExternalStore } from 'react';
import { session, type SessionState } from '@api/session';

/** The session, re-rendering when it changes (sign-in, sign-out, another tab). */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
