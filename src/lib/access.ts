/**
 * The one table of access keys: the contract's `Permissions` but `all` (a test holds them equal to
 * generated/access.ts, whose `x-access` maps say which keys each operation and each kind of alert
 * needs). A route declares its key; a user holds a key when their permission map has that flag or
 * `all`.
 */
export const ACCESS_KEYS = ['video', 'video_infopole', 'music', 'rsp', 'infopole'] as const;
export type AccessKey = (typeof ACCESS_KEYS)[number];

export type PermissionMap = Partial<Record<AccessKey | 'all', boolean>>;

export function hasAccess(permissions: PermissionMap | undefined, key: AccessKey): boolean {
  return Boolean(permissions?.all || permissions?.[key]);
}

/** Whether the permissions hold one of `keys` (an operation's or an alert kind's `x-access`), or `all`. */
export function hasAnyAccess(permissions: PermissionMap | undefined, keys: readonly AccessKey[]): boolean {
  return Boolean(permissions?.all) || keys.some((key) => hasAccess(permissions, key));
}
