/**
 * The one table of access keys. A route declares its key; a user holds a key when their
 * permission map has that flag or `all`.
 */
export const ACCESS_KEYS = ['video', 'video_infopole', 'music', 'rsp', 'infopole'] as const;
export type AccessKey = (typeof ACCESS_KEYS)[number];

export type PermissionMap = Partial<Record<AccessKey | 'all', boolean>>;

export function hasAccess(permissions: PermissionMap | undefined, key: AccessKey): boolean {
  return Boolean(permissions?.all || permissions?.[key]);
}
