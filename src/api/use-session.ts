import { useSyncExternalStore } from 'react';
import { session, type SessionState } from './session';

const whole = (state: SessionState) => state;

/**
 * The session, or the part of it a component reads, re-rendering when that part changes (a
 * sign-in, a sign-out, another tab). `select` must return a part of the state, not a new object,
 * so that an unchanged session gives the same value.
 */
export function useSession(): SessionState;
export function useSession<T>(select: (state: SessionState) => T): T;
export function useSession<T>(select: (state: SessionState) => T | SessionState = whole): T | SessionState {
  const read = () => select(session.get());
  return useSyncExternalStore(session.subscribe, read, read);
}
