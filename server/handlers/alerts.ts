// Alerts (an optional part of the contract): the account's rules, what they saw, and the daily
// digest. The evaluator (server/alerts/evaluate.ts) makes the notifications; these handlers keep
// the rules and read the rest. With REFERENCE_ALERTS=off every one answers 404, as a backend
// without the extension does.
import type { Database } from 'better-sqlite3';
import { clockOf } from '../data/calendar.js';
import { localTime, momentText } from '../alerts/evaluate.js';
import {
  hasKey,
  KIND_FIELDS,
  MAX_RULES,
  REQUIRED_FIELDS,
  sectionOf,
  type Fields,
  type Kind,
  type RuleRow,
} from '../alerts/store.js';
import { words, type About } from '../alerts/texts.js';
import { forbidden, invalid, notFound } from '../lib/answers.js';
import type { Account, Context, Handlers, OperationId, Schemas } from './types.js';

type Request = Schemas['AlertCreateRequest'];

function offered(context: Context<OperationId>): void {
  if (context.settings.alerts === false) throw notFound();
}

const ALL_FIELDS = ['scope', 'sensitivity', 'metric', 'value', 'upload_id', 'track_id', 'subject', 'channels'] as const;

/** The rule as the contract writes it, with its state and its firings. */
function ruleOf(db: Database, row: RuleRow, account: Account): Schemas['AlertRule'] {
  const fields = JSON.parse(row.fields) as Fields;
  const fired = db
    .prepare('SELECT count(*) AS fired, max(fired_ms) AS last_ms FROM alert_notification WHERE alert_id = ?')
    .get(row.id) as { fired: number; last_ms: number | null };
  const last = fired.last_ms === null ? null : momentText(new Date(fired.last_ms));
  const section = sectionOf(row.kind);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    section,
    ...fields,
    language: row.language,
    recipients: JSON.parse(row.recipients) as string[],
    state: !hasKey(account.permissions, row.kind) ? 'stopped' : row.paused ? 'paused' : 'active',
    created_at: row.created_at,
    last_fired_at: last,
    fired: fired.fired,
  };
}

function ownRule(db: Database, account: Account, id: number): RuleRow {
  const row = db.prepare('SELECT * FROM alert_rule WHERE id = ? AND account_id = ?').get(id, account.id) as
    RuleRow | undefined;
  if (!row) throw notFound();
  return row;
}

/**
 * The business rules of a rule as written, one group at a time (the first group that fails is the
 * answer, naming each of its fields): the account's key for the kind's section (403); the ids,
 * each of which must exist and be the account's to see; a scope narrowed twice; the fields the
 * kind takes and needs; a new-story scope narrowed to one theme, person or key entity.
 */
function check(db: Database, account: Account, body: Request): Fields {
  if (!hasKey(account.permissions, body.kind)) throw forbidden();
  const kind: Kind = body.kind;
  const fail = (errors: Record<string, string[]>) => {
    if (Object.keys(errors).length > 0) throw invalid(errors);
  };
  const exists = (table: string, id: number) => db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id) !== undefined;
  const missing = (table: string, ids: readonly number[]) => ids.filter((id) => !exists(table, id));

  const errors: Record<string, string[]> = {};
  const scope = body.scope;
  if (scope) {
    if (scope.theme_id !== undefined && !exists('theme', scope.theme_id))
      errors['scope.theme_id'] = ['The selected theme does not exist.'];
    if (scope.story_id !== undefined && !exists('story', scope.story_id))
      errors['scope.story_id'] = ['The selected story does not exist.'];
    if (scope.person_id !== undefined && !exists('person', scope.person_id))
      errors['scope.person_id'] = ['The selected person does not exist.'];
    if (scope.marker_id !== undefined && !exists('marker', scope.marker_id))
      errors['scope.marker_id'] = ['The selected key entity does not exist.'];
    if (scope.channel_id !== undefined && !exists('channel', scope.channel_id))
      errors['scope.channel_id'] = ['The selected channel does not exist.'];
    const channels = missing('channel', scope.channels ?? []);
    if (channels.length > 0) errors['scope.channels'] = [`The selected channels ${channels.join(', ')} do not exist.`];
    const markers = missing('marker', scope.markers ?? []);
    if (markers.length > 0) errors['scope.markers'] = [`The selected key entities ${markers.join(', ')} do not exist.`];
  }
  if (body.upload_id !== undefined) {
    const own = db
      .prepare('SELECT 1 FROM music_upload WHERE id = ? AND account_id = ?')
      .get(body.upload_id, account.id);
    if (!own) errors.upload_id = ['The selected upload is not one of this account.'];
  }
  if (body.track_id !== undefined && !exists('music_track', body.track_id))
    errors.track_id = ['The selected track does not exist.'];
  if (body.subject && !exists(`video_${body.subject.type}`, body.subject.id))
    errors['subject.id'] = [`The selected ${body.subject.type} does not exist.`];
  if (body.channels) {
    const unwatched = body.channels.filter(
      (id) => db.prepare("SELECT 1 FROM channel WHERE id = ? AND type = 'TV'").get(id) === undefined,
    );
    if (unwatched.length > 0)
      errors.channels = [`The channels ${unwatched.join(', ')} are not TV channels video monitoring watches.`];
  }
  fail(errors);

  const narrowings = (['theme_id', 'story_id', 'person_id', 'marker_id', 'channel_id'] as const).filter(
    (name) => scope?.[name] !== undefined,
  );
  if (narrowings.length > 1)
    fail({ scope: ['A scope is narrowed to at most one of theme_id, story_id, person_id, marker_id, channel_id.'] });

  // The fields the kind takes and needs: one refusal naming `kind`, its messages saying which
  // field is missing or not taken (a documented business rule, as the schema cannot say it).
  const taken = KIND_FIELDS[kind];
  const fields: Fields = {};
  const wrong: string[] = [];
  for (const name of ALL_FIELDS) {
    if (body[name] === undefined) continue;
    if (!taken.includes(name)) wrong.push(`A ${kind} rule does not take ${name}.`);
    else (fields as Record<string, unknown>)[name] = body[name];
  }
  for (const name of REQUIRED_FIELDS[kind]) if (body[name] === undefined) wrong.push(`A ${kind} rule needs ${name}.`);
  if (wrong.length > 0) fail({ kind: wrong });
  if (kind === 'threshold' && body.metric === 'negative_share' && body.value !== undefined && body.value >= 1)
    fail({ value: ['A negative share is a value below 1.'] });

  if (
    kind === 'new_story' &&
    (narrowings.length === 0 || scope?.story_id !== undefined || scope?.channel_id !== undefined)
  )
    fail({ scope: ['A new-story scope is narrowed to exactly one of theme_id, person_id, marker_id.'] });
  return fields;
}

const recipientsOf = (body: Request) => JSON.stringify(body.recipients ?? []);

function alertsCreate(context: Context<'alertsCreate'>) {
  offered(context);
  const { db, account, body } = context;
  const fields = check(db, account, body);
  const count = db.prepare('SELECT count(*) FROM alert_rule WHERE account_id = ?').pluck().get(account.id) as number;
  if (count >= MAX_RULES) throw invalid({ name: [`An account keeps at most ${MAX_RULES} alert rules.`] });
  const now = context.now();
  // It looks at the days from the one it is created on: the days before it are already looked at.
  const id = db
    .prepare(
      `INSERT INTO alert_rule (account_id, name, kind, fields, recipients, language, created_at, created_ms, checked_day, search)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      account.id,
      body.name,
      body.kind,
      JSON.stringify(fields),
      recipientsOf(body),
      body.language,
      momentText(now),
      now.getTime(),
      clockOf(now).day - 1,
      body.name.toLowerCase(),
    ).lastInsertRowid as number;
  return { item: ruleOf(db, ownRule(db, account, id), account) };
}

function alertsEdit(context: Context<'alertsEdit'>) {
  offered(context);
  const { db, account, body } = context;
  ownRule(db, account, body.id);
  const fields = check(db, account, body);
  db.prepare(
    'UPDATE alert_rule SET name = ?, kind = ?, fields = ?, recipients = ?, language = ?, search = ? WHERE id = ?',
  ).run(
    body.name,
    body.kind,
    JSON.stringify(fields),
    recipientsOf(body),
    body.language,
    body.name.toLowerCase(),
    body.id,
  );
  return { item: ruleOf(db, ownRule(db, account, body.id), account) };
}

function alertsDelete(context: Context<'alertsDelete'>) {
  offered(context);
  const { db, account, body } = context;
  ownRule(db, account, body.id);
  db.transaction(() => {
    db.prepare(
      'DELETE FROM alert_email WHERE outbox_id IS NULL AND notification_id IN (SELECT id FROM alert_notification WHERE alert_id = ?)',
    ).run(body.id);
    db.prepare('DELETE FROM alert_notification WHERE alert_id = ?').run(body.id);
    db.prepare('DELETE FROM alert_rule WHERE id = ?').run(body.id);
  })();
  return { success: true as const };
}

/** The last whole day of the facts: what a resumed rule has passed over. */
function lastWhole(db: Database, now: Date): number {
  const last = Number(db.prepare("SELECT value FROM meta WHERE key = 'last_day'").pluck().get() ?? clockOf(now).day);
  return Math.min(last, clockOf(now).day) - 1;
}

function alertsPause(context: Context<'alertsPause'>) {
  offered(context);
  const { db, account, body } = context;
  ownRule(db, account, body.id);
  db.prepare('UPDATE alert_rule SET paused = 1 WHERE id = ?').run(body.id);
  return { item: ruleOf(db, ownRule(db, account, body.id), account) };
}

function alertsResume(context: Context<'alertsResume'>) {
  offered(context);
  const { db, account, body } = context;
  const row = ownRule(db, account, body.id);
  // The days it was paused are not looked at later.
  if (row.paused)
    db.prepare('UPDATE alert_rule SET paused = 0, checked_day = max(checked_day, ?) WHERE id = ?').run(
      lastWhole(db, context.now()),
      body.id,
    );
  return { item: ruleOf(db, ownRule(db, account, body.id), account) };
}

function alertsList(context: Context<'alertsList'>) {
  offered(context);
  const { db, account, body } = context;
  const search = body.search?.trim().toLowerCase() ?? '';
  const rows = db
    .prepare(
      `SELECT * FROM alert_rule WHERE account_id = ? ${search ? 'AND instr(search, ?) > 0' : ''} ORDER BY id DESC LIMIT ${MAX_RULES}`,
    )
    .all(account.id, ...(search ? [search] : [])) as RuleRow[];
  return { items: rows.map((row) => ruleOf(db, row, account)) };
}

interface NotificationRow {
  id: number;
  alert_id: number;
  alert_name: string;
  kind: Kind;
  section: Schemas['AlertSection'];
  fired_at: string;
  day: number;
  read: number;
  figures: string;
  target: string;
  about: string;
}

function unreadOf(db: Database, account: Account): Schemas['UnreadCount'] {
  const row = db
    .prepare(
      'SELECT coalesce(sum(read = 0), 0) AS unread, max(id) AS latest_id FROM alert_notification WHERE account_id = ?',
    )
    .get(account.id) as { unread: number; latest_id: number | null };
  return { unread: row.unread, latest_id: row.latest_id };
}

function notificationsList(context: Context<'notificationsList'>) {
  offered(context);
  const { db, account, body, lang } = context;
  const page = body.page ?? 1;
  const limit = body.limit ?? 20;
  const where = ['account_id = ?'];
  const params: unknown[] = [account.id];
  if (body.unread_only) where.push('read = 0');
  if (body.alert_id !== undefined) {
    where.push('alert_id = ?');
    params.push(body.alert_id);
  }
  const total = db
    .prepare(`SELECT count(*) FROM alert_notification WHERE ${where.join(' AND ')}`)
    .pluck()
    .get(...params) as number;
  const rows = db
    .prepare(`SELECT * FROM alert_notification WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(...params, limit, (page - 1) * limit) as NotificationRow[];
  const items = rows.map((row): Schemas['Notification'] => {
    const figures = JSON.parse(row.figures) as Schemas['AlertFigures'];
    const { title, text } = words(
      { kind: row.kind, alert_name: row.alert_name, day: row.day, figures, about: JSON.parse(row.about) as About },
      lang,
    );
    return {
      id: row.id,
      alert_id: row.alert_id,
      alert_name: row.alert_name,
      kind: row.kind,
      section: row.section,
      fired_at: row.fired_at,
      day: new Date(row.day * 86_400_000).toISOString().slice(0, 10),
      read: row.read === 1,
      title: title.slice(0, 300),
      text: text.slice(0, 2000),
      figures,
      target: JSON.parse(row.target) as Schemas['NotificationTarget'],
    };
  });
  return { items, meta: { total, page, limit }, unread: unreadOf(db, account).unread };
}

function notificationsRead(context: Context<'notificationsRead'>) {
  offered(context);
  const { db, account, body } = context;
  if ('all' in body && body.all)
    db.prepare('UPDATE alert_notification SET read = 1 WHERE account_id = ?').run(account.id);
  else if ('ids' in body && body.ids) {
    const ids = body.ids;
    db.prepare(
      `UPDATE alert_notification SET read = 1 WHERE account_id = ? AND id IN (${ids.map(() => '?').join(', ')})`,
    ).run(account.id, ...ids);
  }
  return unreadOf(db, account);
}

function notificationsUnread(context: Context<'notificationsUnread'>) {
  offered(context);
  return unreadOf(context.db, context.account);
}

interface DigestRow {
  enabled: number;
  hour: number;
  time_zone: string;
  quiet_start: number | null;
  quiet_end: number | null;
  language: Schemas['AlertLanguage'];
}

function digestOf(db: Database, account: Account): Schemas['DigestSettings'] {
  const row = db
    .prepare('SELECT enabled, hour, time_zone, quiet_start, quiet_end, language FROM alert_digest WHERE account_id = ?')
    .get(account.id) as DigestRow | undefined;
  if (row) return { ...row, enabled: row.enabled === 1 };
  const language = db
    .prepare('SELECT language FROM alert_rule WHERE account_id = ? ORDER BY id DESC LIMIT 1')
    .pluck()
    .get(account.id) as Schemas['AlertLanguage'] | undefined;
  return {
    enabled: false,
    hour: 8,
    time_zone: 'Europe/Moscow',
    quiet_start: null,
    quiet_end: null,
    language: language ?? 'ru',
  };
}

function digestGet(context: Context<'digestGet'>) {
  offered(context);
  return { item: digestOf(context.db, context.account) };
}

function digestEdit(context: Context<'digestEdit'>) {
  offered(context);
  const { db, account, body } = context;
  const errors: Record<string, string[]> = {};
  try {
    localTime(new Date(0), body.time_zone);
  } catch {
    errors.time_zone = ['The time zone is not a known IANA time zone.'];
  }
  const start = body.quiet_start ?? null;
  const end = body.quiet_end ?? null;
  if (start !== null && end === null) errors.quiet_end = ['The field is required when quiet_start is given.'];
  if (end !== null && start === null) errors.quiet_start = ['The field is required when quiet_end is given.'];
  if (start !== null && end !== null && start === end)
    errors.quiet_end = ['Quiet hours end at another hour than they start.'];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  db.prepare(
    `INSERT INTO alert_digest (account_id, enabled, hour, time_zone, quiet_start, quiet_end, language, set_ms)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (account_id) DO UPDATE SET enabled = excluded.enabled, hour = excluded.hour, time_zone = excluded.time_zone,
       quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end, language = excluded.language, set_ms = excluded.set_ms`,
  ).run(
    account.id,
    body.enabled ? 1 : 0,
    body.hour,
    body.time_zone,
    start,
    end,
    body.language,
    context.now().getTime(),
  );
  return { item: digestOf(db, account) };
}

export const alerts: Handlers = {
  alertsList,
  alertsCreate,
  alertsEdit,
  alertsDelete,
  alertsPause,
  alertsResume,
  notificationsList,
  notificationsRead,
  notificationsUnread,
  digestGet,
  digestEdit,
};
