// Where alerts live: the rules, what they saw (notifications), the digest's settings, the emails
// waiting for the end of quiet hours, and the digests sent. The tables sit in the database file
// beside the generated facts and are made when the server opens it (`CREATE TABLE IF NOT
// EXISTS`), so they outlive a restart as the accounts, uploads and the outbox do; the generator
// never touches them. An alert email goes to the outbox, with its HTML beside its plain text.
import type { Database } from 'better-sqlite3';
import { ALERT_KIND_ACCESS } from '../../generated/access.js';
import type { Account, Schemas } from '../handlers/types.js';

export type Kind = Schemas['AlertKind'];
export type Section = Schemas['AlertSection'];
export type Language = Schemas['AlertLanguage'];
export type Fields = Omit<Schemas['AlertCreateRequest'], 'name' | 'kind' | 'language'>;
export type Scope = Schemas['AlertScope'];
export type Figures = Schemas['AlertFigures'];
export type Target = Schemas['NotificationTarget'];

const SCHEMA = `
CREATE TABLE IF NOT EXISTS alert_rule (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  -- the kind's own fields as JSON: scope, sensitivity, metric, value, upload_id, track_id, subject, channels
  fields TEXT NOT NULL,
  recipients TEXT NOT NULL,
  language TEXT NOT NULL,
  paused INTEGER NOT NULL DEFAULT 0,
  -- 1 while the account lacks the section's key (as the evaluator last saw it)
  stopped INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  -- the last whole day the rule has looked at (or passed over, paused or stopped)
  checked_day INTEGER NOT NULL,
  -- lower-cased name, for a case-insensitive search in any script
  search TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS alert_rule_by_account ON alert_rule (account_id, id);
CREATE TABLE IF NOT EXISTS alert_notification (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL,
  alert_id INTEGER NOT NULL,
  alert_name TEXT NOT NULL,
  kind TEXT NOT NULL,
  section TEXT NOT NULL,
  fired_at TEXT NOT NULL,
  fired_ms INTEGER NOT NULL,
  day INTEGER NOT NULL,
  -- what it is about within the day (a story, an upload, a channel; '' for the day itself)
  item TEXT NOT NULL,
  read INTEGER NOT NULL DEFAULT 0,
  figures TEXT NOT NULL,
  target TEXT NOT NULL,
  -- the names its title and text use (a story's title, a track, a person), as JSON
  about TEXT NOT NULL,
  UNIQUE (alert_id, day, item)
);
CREATE INDEX IF NOT EXISTS alert_notification_by_account ON alert_notification (account_id, id);
CREATE TABLE IF NOT EXISTS alert_digest (
  account_id INTEGER PRIMARY KEY,
  enabled INTEGER NOT NULL,
  hour INTEGER NOT NULL,
  time_zone TEXT NOT NULL,
  quiet_start INTEGER,
  quiet_end INTEGER,
  language TEXT NOT NULL,
  -- when it was last set: a digest hour that went by before is not made up for
  set_ms INTEGER NOT NULL,
  -- the date (in its zone) of the last digest sent
  last_sent TEXT
);
CREATE TABLE IF NOT EXISTS alert_email (
  id INTEGER PRIMARY KEY,
  notification_id INTEGER NOT NULL,
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  html TEXT NOT NULL,
  link TEXT NOT NULL,
  -- held until then by quiet hours
  send_at_ms INTEGER NOT NULL,
  -- the outbox row once sent
  outbox_id INTEGER
);
CREATE INDEX IF NOT EXISTS alert_email_waiting ON alert_email (outbox_id, send_at_ms);
`;

/** Makes the alerts' tables (and the outbox's HTML column) when they are not there yet. */
export function ensureAlertTables(db: Database): void {
  db.exec(SCHEMA);
  const columns = db.prepare('PRAGMA table_info(outbox)').all() as { name: string }[];
  if (columns.length > 0 && !columns.some((column) => column.name === 'html'))
    db.exec('ALTER TABLE outbox ADD COLUMN html TEXT');
}

export interface RuleRow {
  id: number;
  account_id: number;
  name: string;
  kind: Kind;
  fields: string;
  recipients: string;
  language: Language;
  paused: number;
  stopped: number;
  created_at: string;
  created_ms: number;
  checked_day: number;
}

/** The fields a kind takes, besides name, kind, recipients and language. */
export const KIND_FIELDS: Record<Kind, readonly (keyof Fields)[]> = {
  spike: ['scope', 'sensitivity'],
  threshold: ['scope', 'metric', 'value'],
  new_story: ['scope'],
  first_airplay: ['upload_id'],
  new_channel_airplay: ['track_id'],
  appearance: ['subject', 'channels'],
};
export const REQUIRED_FIELDS: Record<Kind, readonly (keyof Fields)[]> = {
  spike: ['scope'],
  threshold: ['scope', 'metric', 'value'],
  new_story: ['scope'],
  first_airplay: [],
  new_channel_airplay: ['track_id'],
  appearance: ['subject', 'channels'],
};

export const sectionOf = (kind: Kind): Section =>
  kind === 'first_airplay' || kind === 'new_channel_airplay' ? 'music' : kind === 'appearance' ? 'video' : 'info';

/** Whether the permissions let an account watch a kind: one of its keys (x-access of AlertKind) or `all`. */
export function hasKey(permissions: Account['permissions'] | string, kind: Kind): boolean {
  const granted = (typeof permissions === 'string' ? JSON.parse(permissions) : permissions) as Record<
    string,
    boolean | undefined
  >;
  return Boolean(granted.all) || ALERT_KIND_ACCESS[kind].some((key) => granted[key]);
}

export const MAX_RULES = 50;
