import { useSyncExternalStore } from 'react';
import { session, type SessionUser } from '@api/session';

function storedUser(): SessionUser | undefined {
  return session.get().user;
}

/** The signed-in cabinet user as stored in the session, re-rendering when it changes. */
export function useSessionUser(): SessionUser | undefined {
  return useSyncExternalStore(session.subscribe, storedUser, storedUser);
}
