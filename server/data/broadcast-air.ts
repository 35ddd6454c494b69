// Which air of the TV and radio channels was recorded: a channel's air is recorded from the day it
// was added to monitoring (and not before the dataset's first day) while it is active, up to the
// minute the data reaches today. One day of one channel is planted as a recorder outage, so a
// timeline without that channel on that day can be asserted.
import type { Database } from 'better-sqlite3';
import { dayOf } from './calendar.js';
import type { Lang } from './names.js';
import { firstDay, type Plan } from './plan.js';

export interface AirChannel {
  id: number;
  name: string;
  type: string;
  lang: Lang;
  is_active: number;
  created_at: string;
  volume: number;
}

const COLUMNS = 'id, name, type, lang, is_active, created_at, volume';

export function channelOf(db: Database, id: number): AirChannel | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM channel WHERE id = ?`).get(id) as AirChannel | undefined;
}

/** The TV and radio channels, the only ones with air. */
export function broadcastChannels(db: Database): AirChannel[] {
  return db.prepare(`SELECT ${COLUMNS} FROM channel WHERE type IN ('TV', 'RADIO') ORDER BY id`).all() as AirChannel[];
}

export const isBroadcast = (channel: { type: string }) => channel.type === 'TV' || channel.type === 'RADIO';

/** НТВ's recorder was down for a whole day, three days before the day the data was built. */
export const OUTAGE = { channel: 3, daysAgo: 3 } as const;

/** Whether any of a channel's air of `day` was recorded. */
export function isRecorded(plan: Plan, channel: AirChannel, day: number): boolean {
  if (!isBroadcast(channel) || channel.is_active !== 1) return false;
  if (day < firstDay(plan) || day < dayOf(channel.created_at.slice(0, 10))) return false;
  return !(channel.id === OUTAGE.channel && day === plan.base - OUTAGE.daysAgo);
}

/** How far the data reaches: the last day generated and the second of it (the start of its last minute). */
export interface Reach {
  day: number;
  second: number;
}

export function reachOf(db: Database): Reach {
  const rows = db.prepare("SELECT key, value FROM meta WHERE key IN ('last_day', 'last_minute')").all() as {
    key: string;
    value: string;
  }[];
  const meta = Object.fromEntries(rows.map((row) => [row.key, Number(row.value)]));
  return { day: meta.last_day ?? 0, second: (meta.last_minute ?? 0) * 60 };
}

export const DAY_SECONDS = 86_400;

/** Seconds of `day` whose air is recorded, from midnight: the whole day, up to the reach today, or none. */
export function recordedSeconds(plan: Plan, channel: AirChannel, day: number, reach: Reach): number {
  if (day > reach.day || !isRecorded(plan, channel, day)) return 0;
  return day === reach.day ? reach.second : DAY_SECONDS;
}
