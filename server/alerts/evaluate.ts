// The alerts' evaluator: each rule looks at the whole days it has not looked at yet (from the day
// it was created; today, still coming in, never), each kind with its own figures, and what it sees
// becomes a notification, and an email to each of its recipients (held by the account's quiet
// hours). Then the emails whose time has come go to the outbox, and the daily digests whose hour
// has come. It runs each time the server extends its facts (on start and every five minutes), and
// on the developer routes `/dev/alerts/evaluate` and `/dev/clock`. docs/alerts.md has the figures.
import type { Database } from 'better-sqlite3';
import { daySpike, BASELINE_DAYS, type Sensitivity } from '../../shared/spikes.js';
import { clockOf, dateOf, timeOf } from '../data/calendar.js';
import { Air, type DayLayout } from '../data/music-air.js';
import { marks, scopeOf, withPersons, withStories } from '../handlers/scope.js';
import { targetLink } from './link.js';
import {
  hasKey,
  sectionOf,
  type Fields,
  type Figures,
  type Language,
  type RuleRow,
  type Scope,
  type Section,
  type Target,
} from './store.js';
import { alertEmail, digestEmail, type About, type DigestLine } from './texts.js';

export interface EvaluateOptions {
  /** The moment of the call's clock: when a notification fires, when emails and digests go. */
  now: Date;
  /** The moment the facts reach: the days before its day are whole. */
  dataNow: Date;
  appOrigin: string;
  /** Only this rule (a rule just created). */
  rule?: number;
}

interface Finding {
  day: number;
  item: string;
  figures: Figures;
  target: Target;
  about: About;
}

interface Rule extends RuleRow {
  permissions: string;
  email: string;
}

/** Looks at the days each rule has not looked at, then sends what is due. How many notifications fired. */
export function evaluateAlerts(db: Database, options: EvaluateOptions): number {
  const lastData = Number(
    (db.prepare("SELECT value FROM meta WHERE key = 'last_day'").pluck().get() as string | undefined) ??
      clockOf(options.dataNow).day,
  );
  // The last whole day: the day before the one the facts are still filling.
  const lastWhole = Math.min(clockOf(options.dataNow).day, lastData) - 1;
  const rules = db
    .prepare(
      `SELECT r.*, a.permissions, a.email FROM alert_rule r JOIN account a ON a.id = r.account_id
       ${options.rule === undefined ? '' : 'WHERE r.id = ?'} ORDER BY r.id`,
    )
    .all(...(options.rule === undefined ? [] : [options.rule])) as Rule[];
  let fired = 0;
  const advance = db.prepare('UPDATE alert_rule SET checked_day = ?, stopped = ? WHERE id = ?');
  for (const rule of rules) {
    if (rule.checked_day >= lastWhole) {
      if (rule.stopped && hasKey(rule.permissions, rule.kind)) advance.run(rule.checked_day, 0, rule.id);
      continue;
    }
    if (!hasKey(rule.permissions, rule.kind)) {
      // Stopped: the days go by unseen, and are not looked at when the key comes back.
      advance.run(lastWhole, 1, rule.id);
      continue;
    }
    if (rule.paused || rule.stopped) {
      advance.run(lastWhole, 0, rule.id);
      continue;
    }
    const findings = look(db, rule, rule.checked_day + 1, lastWhole);
    db.transaction(() => {
      for (const finding of findings) if (record(db, rule, finding, options)) fired++;
      advance.run(lastWhole, 0, rule.id);
    })();
  }
  deliver(db, options);
  return fired;
}

/** What a rule sees on the days from `from` to `to`, each whole. */
function look(db: Database, rule: Rule, from: number, to: number): Finding[] {
  const fields = JSON.parse(rule.fields) as Fields;
  const findings: Finding[] = [];
  const section = sectionOf(rule.kind);
  const target = (day: number, start = day): Target => ({
    section,
    period: { start_date: dateOf(start), end_date: dateOf(day) },
    mark: dateOf(day),
  });
  switch (rule.kind) {
    case 'spike': {
      const scope = fields.scope ?? {};
      const series = dailyMentions(db, scope, from - BASELINE_DAYS, to);
      const sensitivity: Sensitivity = fields.sensitivity ?? 'balanced';
      for (let day = from; day <= to; day++) {
        const spike = daySpike(series.counts, day - series.start, { sensitivity });
        if (!spike) continue;
        const figures: Figures = { count: spike.value, usual: spike.usual };
        if (spike.ratio !== undefined) figures.ratio = Math.round(spike.ratio * 10) / 10;
        findings.push({ day, item: '', figures, target: { ...target(day, day - BASELINE_DAYS), scope }, about: {} });
      }
      break;
    }
    case 'threshold': {
      const scope = fields.scope ?? {};
      const series = dailyMentions(db, scope, from, to);
      const value = fields.value ?? 0;
      for (let day = from; day <= to; day++) {
        const count = series.counts[day - series.start]!;
        const negative = series.negative[day - series.start]!;
        if (fields.metric === 'negative_share') {
          if (count < 10 || negative / count < value) continue;
          const share = Math.round((negative / count) * 10_000) / 10_000;
          findings.push({
            day,
            item: '',
            figures: { count, share, value },
            target: { ...target(day), scope },
            about: { metric: 'negative_share' },
          });
        } else if (count >= value)
          findings.push({
            day,
            item: '',
            figures: { count, value },
            target: { ...target(day), scope },
            about: { metric: 'mentions' },
          });
      }
      break;
    }
    case 'new_story': {
      const scope = fields.scope ?? {};
      const where = conditions(scope);
      const firstBefore = db.prepare(
        `SELECT 1 FROM mention m WHERE m.story_id = ? AND m.day < ? AND ${where.sql} LIMIT 1`,
      );
      for (let day = from; day <= to; day++) {
        const stories = db
          .prepare(
            `SELECT m.story_id AS id, s.title, sum(m.positive + m.neutral + m.negative) AS count
             FROM mention m JOIN story s ON s.id = m.story_id
             WHERE m.day = ? AND ${where.sql} GROUP BY m.story_id ORDER BY m.story_id`,
          )
          .all(day, ...where.params) as { id: number; title: string; count: number }[];
        for (const story of stories) {
          if (firstBefore.get(story.id, day, ...where.params)) continue;
          findings.push({
            day,
            item: `story:${story.id}`,
            figures: { count: story.count },
            target: { ...target(day), scope },
            about: { story: story.title },
          });
        }
      }
      break;
    }
    case 'first_airplay': {
      const uploads = db
        .prepare(
          `SELECT t.id, t.title, ar.name AS artist FROM music_upload u JOIN music_track t ON t.id = u.id
           JOIN music_artist ar ON ar.id = t.artist_id
           WHERE u.account_id = ? ${fields.upload_id === undefined ? '' : 'AND u.id = ?'} ORDER BY t.id`,
        )
        .all(rule.account_id, ...(fields.upload_id === undefined ? [] : [fields.upload_id])) as {
        id: number;
        title: string;
        artist: string;
      }[];
      const firstDay = db.prepare('SELECT min(day) FROM music_play WHERE track_id = ?').pluck();
      for (const track of uploads) {
        const day = firstDay.get(track.id) as number | null;
        if (day === null || day < from || day > to) continue;
        const plays = db
          .prepare(
            `SELECT p.channel_id, c.name, c.type, p.plays, p.first, p.slots AS n, d.slots, d.hours, d.step, d.shift, d.last_minute
             FROM music_play p JOIN channel c ON c.id = p.channel_id
             JOIN music_channel_day d ON d.channel_id = p.channel_id AND d.day = p.day
             WHERE p.track_id = ? AND p.day = ? ORDER BY p.channel_id`,
          )
          .all(track.id, day) as (DayLayout & {
          channel_id: number;
          name: string;
          type: string;
          plays: number;
          first: number;
          n: number;
        })[];
        // The first play of all: the earliest on the channels' grids.
        const timed = plays.map((row) => ({ row, second: Math.min(...new Air(row).secondsOf(row.first, row.n)) }));
        const first = timed.reduce((best, item) => (item.second < best.second ? item : best));
        const minute = Number.isFinite(first.second) ? Math.floor(first.second / 60) : 0;
        findings.push({
          day,
          item: `upload:${track.id}`,
          figures: {
            channel: channelRef(first.row),
            plays: plays.reduce((sum, row) => sum + row.plays, 0),
          },
          target: { ...target(day), track_id: track.id, upload_id: track.id },
          about: { track: `${track.artist} — ${track.title}`, time: timeOf(day, minute).slice(11, 16) },
        });
      }
      break;
    }
    case 'new_channel_airplay': {
      const track = trackName(db, fields.track_id!);
      for (let day = from; day <= to; day++) {
        const channels = db
          .prepare(
            `SELECT p.channel_id, c.name, c.type, p.plays FROM music_play p JOIN channel c ON c.id = p.channel_id
             WHERE p.track_id = ? AND p.day = ? AND NOT EXISTS (
               SELECT 1 FROM music_play q WHERE q.channel_id = p.channel_id AND q.track_id = p.track_id AND q.day < p.day)
             ORDER BY p.channel_id`,
          )
          .all(fields.track_id, day) as { channel_id: number; name: string; type: string; plays: number }[];
        for (const channel of channels)
          findings.push({
            day,
            item: `channel:${channel.channel_id}`,
            figures: { channel: channelRef(channel), plays: channel.plays },
            target: { ...target(day), track_id: fields.track_id },
            about: { track },
          });
      }
      break;
    }
    case 'appearance': {
      const subject = fields.subject!;
      const channels = fields.channels ?? [];
      const name = db.prepare(`SELECT name FROM video_${subject.type} WHERE id = ?`).pluck().get(subject.id) as string;
      for (let day = from; day <= to; day++) {
        const rows = db
          .prepare(
            `SELECT f.channel_id, c.name, c.type, f.n FROM video_${subject.type}_fact f JOIN channel c ON c.id = f.channel_id
             WHERE f.day = ? AND f.item_id = ? AND f.channel_id IN (${channels.map(() => '?').join(', ')}) AND f.n > 0
             ORDER BY f.n DESC, f.channel_id`,
          )
          .all(day, subject.id, ...channels) as { channel_id: number; name: string; type: string; n: number }[];
        if (rows.length === 0) continue;
        findings.push({
          day,
          item: '',
          figures: { count: rows.reduce((sum, row) => sum + row.n, 0), channel: channelRef(rows[0]!) },
          target: { ...target(day), subject },
          about: { subject: name },
        });
      }
      break;
    }
  }
  return findings;
}

const channelRef = (row: { channel_id: number; name: string; type: string }) =>
  ({ id: row.channel_id, name: row.name, type: row.type }) as NonNullable<Figures['channel']>;

function trackName(db: Database, id: number): string {
  const row = db
    .prepare(
      'SELECT t.title, ar.name AS artist FROM music_track t JOIN music_artist ar ON ar.id = t.artist_id WHERE t.id = ?',
    )
    .get(id) as { title: string; artist: string } | undefined;
  return row ? `${row.artist} — ${row.title}` : String(id);
}

/**
 * The SQL conditions on the facts (`m`) of an info scope: the statistics filters of its view as
 * the statistics read them (channel types from the content types too, any of the markers), and
 * its one narrowing.
 */
export function conditions(scope: Scope): { sql: string; params: unknown[] } {
  // The view's filters and the story and person narrowings as the statistics build them.
  const base = withPersons(
    withStories(
      scopeOf(
        {
          channels: scope.channels,
          channel_types: scope.channel_types,
          content_type: scope.content_type,
          markers: scope.markers,
        },
        new Date(0),
      ),
      scope.story_id === undefined ? undefined : [scope.story_id],
    ),
    scope.person_id === undefined ? undefined : [scope.person_id],
  );
  const parts: string[] = ['1 = 1'];
  const params: unknown[] = [];
  if (base.types) {
    parts.push(`m.channel_id IN (SELECT id FROM channel WHERE type IN (${marks(base.types)}))`);
    params.push(...base.types);
  }
  if (base.channels) {
    parts.push(`m.channel_id IN (${marks(base.channels)})`);
    params.push(...base.channels);
  }
  for (const story of base.stories) {
    parts.push(story.sql);
    params.push(...story.params);
  }
  if (scope.channel_id !== undefined) {
    parts.push('m.channel_id = ?');
    params.push(scope.channel_id);
  }
  if (scope.theme_id !== undefined) {
    parts.push('m.story_id IN (SELECT id FROM story WHERE theme_id = ?)');
    params.push(scope.theme_id);
  }
  if (scope.marker_id !== undefined) {
    parts.push('m.story_id IN (SELECT story_id FROM story_marker WHERE marker_id = ?)');
    params.push(scope.marker_id);
  }
  return { sql: parts.join(' AND '), params };
}

/** A scope's mentions (and negative ones) on each day from `start` to `end`, days without any as 0. */
export function dailyMentions(
  db: Database,
  scope: Scope,
  start: number,
  end: number,
): { start: number; counts: number[]; negative: number[] } {
  const where = conditions(scope);
  const rows = db
    .prepare(
      `SELECT m.day, sum(m.positive + m.neutral + m.negative) AS count, sum(m.negative) AS negative
       FROM mention m WHERE m.day BETWEEN ? AND ? AND ${where.sql} GROUP BY m.day`,
    )
    .all(start, end, ...where.params) as { day: number; count: number; negative: number }[];
  const counts = new Array<number>(end - start + 1).fill(0);
  const negative = new Array<number>(end - start + 1).fill(0);
  for (const row of rows) {
    counts[row.day - start] = row.count;
    negative[row.day - start] = row.negative;
  }
  return { start, counts, negative };
}

/** Keeps a finding as a notification (once: a day and an item fire once) and queues its emails. */
function record(db: Database, rule: Rule, finding: Finding, options: EvaluateOptions): boolean {
  const now = options.now;
  const section: Section = sectionOf(rule.kind);
  const inserted = db
    .prepare(
      `INSERT OR IGNORE INTO alert_notification (account_id, alert_id, alert_name, kind, section, fired_at, fired_ms, day, item, figures, target, about)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      rule.account_id,
      rule.id,
      rule.name,
      rule.kind,
      section,
      momentText(now),
      now.getTime(),
      finding.day,
      finding.item,
      JSON.stringify(finding.figures),
      JSON.stringify(finding.target),
      JSON.stringify(finding.about),
    );
  if (inserted.changes === 0) return false;
  const recipients = JSON.parse(rule.recipients) as string[];
  if (recipients.length > 0) {
    const link = targetLink(options.appOrigin, finding.target);
    const email = alertEmail(
      { kind: rule.kind, alert_name: rule.name, day: finding.day, figures: finding.figures, about: finding.about },
      rule.language,
      link,
    );
    const sendAt = quietUntil(db, rule.account_id, now);
    const queue = db.prepare(
      'INSERT INTO alert_email (notification_id, to_email, subject, body, html, link, send_at_ms) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (const to of recipients)
      queue.run(inserted.lastInsertRowid, to, email.subject, email.text, email.html, link, sendAt);
  }
  return true;
}

/** An RFC 3339 date-time on the monitoring's clock (Moscow). */
export function momentText(moment: Date): string {
  const { day, minute } = clockOf(moment);
  return timeOf(day, minute, Math.floor((moment.getTime() / 1000) % 60));
}

interface DigestRow {
  account_id: number;
  enabled: number;
  hour: number;
  time_zone: string;
  quiet_start: number | null;
  quiet_end: number | null;
  language: Language;
  set_ms: number;
  last_sent: string | null;
}

/** The local date, hour and minute of a moment in a time zone. */
export function localTime(moment: Date, zone: string): { date: string; hour: number; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute) };
}

/** Whether an hour falls in quiet hours from `start` to `end` (exclusive; over midnight when start is later). */
export const isQuiet = (hour: number, start: number, end: number) =>
  start < end ? hour >= start && hour < end : hour >= start || hour < end;

/** When an alert email made at `now` may go: now, or the end of the account's quiet hours. */
function quietUntil(db: Database, account: number, now: Date): number {
  const digest = db.prepare('SELECT * FROM alert_digest WHERE account_id = ?').get(account) as DigestRow | undefined;
  if (!digest || digest.quiet_start === null || digest.quiet_end === null) return now.getTime();
  const { hour } = localTime(now, digest.time_zone);
  if (!isQuiet(hour, digest.quiet_start, digest.quiet_end)) return now.getTime();
  // The first whole quarter of an hour from now at which the zone's clock reads quiet_end:00.
  const quarter = 15 * 60_000;
  let moment = Math.ceil(now.getTime() / quarter) * quarter;
  for (let step = 0; step < 4 * 48; step++, moment += quarter) {
    const local = localTime(new Date(moment), digest.time_zone);
    if (local.hour === digest.quiet_end && local.minute === 0) return moment;
  }
  return now.getTime();
}

/** Sends the alert emails whose time has come, and the digests whose hour has come. */
function deliver(db: Database, options: EvaluateOptions): void {
  const now = options.now;
  const due = db
    .prepare('SELECT * FROM alert_email WHERE outbox_id IS NULL AND send_at_ms <= ? ORDER BY id')
    .all(now.getTime()) as {
    id: number;
    to_email: string;
    subject: string;
    body: string;
    html: string;
    link: string;
  }[];
  const send = db.prepare(
    'INSERT INTO outbox (to_email, subject, body, html, link, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const sent = db.prepare('UPDATE alert_email SET outbox_id = ? WHERE id = ?');
  db.transaction(() => {
    for (const email of due) {
      const row = send.run(email.to_email, email.subject, email.body, email.html, email.link, now.toISOString());
      sent.run(row.lastInsertRowid, email.id);
    }
  })();
  sendDigests(db, options);
}

function sendDigests(db: Database, options: EvaluateOptions): void {
  const now = options.now;
  const digests = db
    .prepare(
      `SELECT d.*, a.email FROM alert_digest d JOIN account a ON a.id = d.account_id
       WHERE d.enabled = 1 AND EXISTS (SELECT 1 FROM alert_rule r WHERE r.account_id = d.account_id)`,
    )
    .all() as (DigestRow & { email: string })[];
  for (const digest of digests) {
    const local = localTime(now, digest.time_zone);
    if (local.hour < digest.hour || digest.last_sent === local.date) continue;
    // The hour of this date went by before the digest was set (or turned on): none today.
    const hourMoment = now.getTime() - ((local.hour - digest.hour) * 60 + local.minute) * 60_000;
    if (hourMoment < digest.set_ms - 60_000) continue;
    const day = Math.floor(Date.parse(`${local.date}T00:00:00Z`) / 86_400_000) - 1;
    const rules = db
      .prepare('SELECT id, name FROM alert_rule WHERE account_id = ? ORDER BY id')
      .all(digest.account_id) as { id: number; name: string }[];
    const seen = db.prepare('SELECT figures FROM alert_notification WHERE alert_id = ? AND day = ?').pluck();
    const summary = (rule: number, on: number) => {
      const figures = (seen.all(rule, on) as string[]).map((text) => JSON.parse(text) as Figures);
      const values = figures.map((f) => f.count ?? f.plays).filter((value): value is number => value !== undefined);
      return { count: figures.length, largest: values.length > 0 ? Math.max(...values) : undefined };
    };
    const lines: DigestLine[] = rules.map((rule) => {
      const today = summary(rule.id, day);
      const before = summary(rule.id, day - 1);
      return {
        name: rule.name,
        count: today.count,
        before: before.count,
        largest: today.largest,
        largestBefore: before.largest,
      };
    });
    const link = `${options.appOrigin.replace(/\/+$/, '')}/cabinet/alerts`;
    const email = digestEmail(day, lines, digest.language, link);
    db.transaction(() => {
      db.prepare('INSERT INTO outbox (to_email, subject, body, html, link, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
        digest.email,
        email.subject,
        email.text,
        email.html,
        link,
        now.toISOString(),
      );
      db.prepare('UPDATE alert_digest SET last_sent = ? WHERE account_id = ?').run(local.date, digest.account_id);
    })();
  }
}
