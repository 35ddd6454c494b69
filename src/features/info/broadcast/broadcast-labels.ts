import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BroadcastKind } from '@generated/model/broadcastKind';

/** Genres of the broadcast schedule as people read them. */
export const BROADCAST_KIND_LABELS: Record<BroadcastKind, MessageDescriptor> = {
  news: msg`News`,
  talk_show: msg`Talk show`,
  documentary: msg`Documentary`,
  film: msg`Film`,
  series: msg`Series`,
  sport: msg`Sport`,
  music: msg`Music`,
  entertainment: msg`Entertainment`,
  children: msg`Children`,
  advertising: msg`Advertising`,
};

export function isBroadcastKind(value: string): value is BroadcastKind {
  return Object.hasOwn(BROADCAST_KIND_LABELS, value);
}
