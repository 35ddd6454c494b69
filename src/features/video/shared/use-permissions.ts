import { useSyncExternalStore } from 'react';
import { session } from '@api/session';
import type { PermissionMap } from '@lib/access';

function storedPermissions(): PermissionMap | undefined {
  return session.get().user?.permissions;
}

/** The signed-in person's permissions, re-rendering when they change. */
export function usePermissions(): PermissionMap | undefined {
  return useSyncExternalStore(session.subscribe, storedPermissions, storedPermissions);
}
