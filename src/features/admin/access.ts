import type { AdminUser } from '@api/session';

type Role = AdminUser['role'];

/**
 * Whether the account may create, edit, switch and delete channels. An operator may not; an
 * account whose role is not known yet is offered the actions, and the server's refusal (403) is
 * then explained in words.
 */
export function canEditChannels(role: Role): boolean {
  return role !== 'operator';
}
