import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AlertKind, AlertLanguage, AlertScope, AlertSensitivity, AlertState } from '@generated/model';
import { ALERT_KIND_ACCESS } from '@generated/access';
import { hasAnyAccess, type PermissionMap } from '@lib/access';
import { CHANNEL_TYPE_LABELS } from '@lib/filters/labels';

export const ALERT_KINDS: readonly AlertKind[] = [
  'spike',
  'threshold',
  'new_story',
  'first_airplay',
  'new_channel_airplay',
  'appearance',
];

export const KIND_LABELS: Record<AlertKind, MessageDescriptor> = {
  spike: msg`A spike in mentions`,
  threshold: msg`Mentions reach a level`,
  new_story: msg`A new story`,
  first_airplay: msg`First airplay of an upload`,
  new_channel_airplay: msg`A track on a new channel`,
  appearance: msg`An appearance on video`,
};

export const STATE_LABELS: Record<AlertState, MessageDescriptor> = {
  active: msg`Active`,
  paused: msg`Paused`,
  stopped: msg`Stopped`,
};

export const SENSITIVITY_LABELS: Record<AlertSensitivity, MessageDescriptor> = {
  fewer: msg`Fewer: only the largest spikes`,
  balanced: msg`Balanced: as the charts mark them`,
  more: msg`More: smaller spikes too`,
};

/** Each language in its own name. */
export const LANGUAGE_NAMES: Record<AlertLanguage, string> = { ru: 'Русский', en: 'English', ar: 'العربية' };

/** Whether the account may watch a kind: one of its keys (the contract's `x-access` of AlertKind), or `all`. */
export function kindAllowed(kind: AlertKind, permissions: PermissionMap | undefined): boolean {
  return hasAnyAccess(permissions, ALERT_KIND_ACCESS[kind]);
}

/** A rule's scope in words: the saved view it came from and its filters, the narrowing by id. */
export function scopeWords(scope: AlertScope | undefined, i18n: I18n, about?: string): string {
  if (!scope) return i18n._(msg`Every mention in the monitoring`);
  const parts: string[] = [];
  if (scope.view_name) {
    const name = scope.view_name;
    parts.push(i18n._(msg`Saved view “${name}”`));
  }
  if (scope.channel_types?.length)
    parts.push(scope.channel_types.map((type) => i18n._(CHANNEL_TYPE_LABELS[type])).join(', '));
  const channels = scope.channels?.length ?? 0;
  if (channels > 0) parts.push(i18n._(msg`${channels} channels`));
  const markers = scope.markers?.length ?? 0;
  if (markers > 0) parts.push(i18n._(msg`${markers} key entities`));
  const narrowed = about ? `: ${about}` : '';
  if (scope.theme_id !== undefined) parts.push(`${i18n._(msg`Theme`)}${narrowed || ` #${scope.theme_id}`}`);
  if (scope.story_id !== undefined) parts.push(`${i18n._(msg`Story`)}${narrowed || ` #${scope.story_id}`}`);
  if (scope.person_id !== undefined) parts.push(`${i18n._(msg`Person`)}${narrowed || ` #${scope.person_id}`}`);
  if (scope.marker_id !== undefined) parts.push(`${i18n._(msg`Key entity`)}${narrowed || ` #${scope.marker_id}`}`);
  if (scope.channel_id !== undefined) parts.push(`${i18n._(msg`Channel`)}${narrowed || ` #${scope.channel_id}`}`);
  return parts.length > 0 ? parts.join(' · ') : i18n._(msg`Every mention in the monitoring`);
}
