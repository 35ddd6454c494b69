// The rows of the video section's sources and the rules they follow, shared by the generator
// (sources.ts) and the calls (handlers/streams.ts): how a stream and a source are written, when
// their states move on, what a recording is named, and what StreamHunter's check makes of an url.
import type { Database } from 'better-sqlite3';
import { clockOf, timeOf } from './calendar.js';
import { COUNTRIES, SOURCE_WORDS, type Lang } from './names.js';
import { WeightedTable, random } from './random.js';

const MINUTE = 60_000;

/** StreamHunter's first check of a source ends this long after the source is found or added. */
export const CHECK_MS = 8_000;
/** The operator checks a stream added from the cabinet this long after it is added. */
export const OPERATOR_CHECK_MS = 5 * MINUTE;

export type StreamType = 'tv' | 'radio' | 'web';

/** Generated rows come after the contract's examples (streams 1201–1299, sources 1701–1799). */
const FIRST_STREAM = 1300;
const FIRST_SOURCE = 1800;

/** RFC 3339 time of a moment on the monitoring's clock (Moscow time). */
export function isoAt(ms: number): string {
  const { day, minute } = clockOf(new Date(ms));
  return timeOf(day, minute, Math.floor(ms / 1000) % 60);
}

/** `dd.MM.yyyy HH:mm` of a moment, Moscow time. */
function label(ms: number): string {
  const [date, time] = isoAt(ms).split('T') as [string, string];
  return `${date.split('-').reverse().join('.')} ${time.slice(0, 5)}`;
}

/** The name of an on-demand recording: the channel and the window (`НТВ — запись 19.11.2026 18:00–19:00`). */
export function recordingName(channel: { name: string; lang: Lang }, startMs: number, endMs: number): string {
  const start = label(startMs);
  const end = label(endMs);
  const window = start.slice(0, 10) === end.slice(0, 10) ? `${start}–${end.slice(11)}` : `${start}–${end}`;
  return `${channel.name} — ${SOURCE_WORDS.record[channel.lang]} ${window}`;
}

/**
 * When an on-demand recording moves on: queued for a minute (or until its window opens), captured
 * until its window has passed, and done two minutes later (a past window is fetched from the
 * archive in those two minutes).
 */
export function recordingTimes(createdMs: number, startMs: number, endMs: number): { process: number; finish: number } {
  const process = Math.max(createdMs + MINUTE, startMs);
  return { process, finish: Math.max(process, endMs) + 2 * MINUTE };
}

/** Where an on-demand recording is played from. */
export const recordingUrl = (id: number) => `https://records.mediamonitor.local/demand/${id}/index.m3u8`;

export const streamTypeOf = (channelType: string): StreamType =>
  channelType === 'TV' ? 'tv' : channelType === 'RADIO' ? 'radio' : 'web';

const TLD_COUNTRY: Record<string, string> = {
  ru: 'RU',
  kz: 'KZ',
  by: 'BY',
  ae: 'AE',
  sa: 'SA',
  eg: 'EG',
  qa: 'QA',
  uk: 'GB',
  fr: 'FR',
  de: 'DE',
  us: 'US',
};
export const countryTable = new WeightedTable(
  COUNTRIES,
  COUNTRIES.map((country) => country.weight),
);

/**
 * What StreamHunter's check makes of an url: the type from the address (an HLS playlist or a
 * broadcast protocol is television, an audio file or an Icecast mount radio, the rest a web
 * page), the country from the domain (or from where the server answers, seeded by the url), and
 * whether it plays.
 */
export function detect(seed: string, url: string): { type: StreamType; country: string; online: boolean } {
  const r = random(seed, `check:${url}`);
  const { protocol, hostname, pathname } = new URL(url);
  const type =
    /^(rtmp|rtsp|udp):$/.test(protocol) || /\.m3u8$/i.test(pathname)
      ? 'tv'
      : /\.(mp3|aac|ogg|opus)$/i.test(pathname) || /icecast|radio/i.test(hostname)
        ? 'radio'
        : 'web';
  const country = TLD_COUNTRY[hostname.split('.').at(-1)!.toLowerCase()] ?? countryTable.draw(r.next()).code;
  return { type, country, online: r.chance(0.85) };
}

export interface StreamRow {
  account: number;
  name: string;
  channel: number | null;
  type: StreamType;
  kind: 'live' | 'archive' | 'on_demand';
  url: string;
  created: number;
  window?: { start: number; end: number };
  process: number;
  finish: number | null;
  fails: boolean;
}

export interface SourceRow {
  name: string;
  url: string;
  type: StreamType | null;
  country: string | null;
  found: { type: StreamType; country: string };
  online: boolean;
  created: number;
  added: number | null;
}

const nextId = (db: Database, table: 'stream' | 'hunted_source', first: number) =>
  Math.max(first, ((db.prepare(`SELECT max(id) AS id FROM ${table}`).get() as { id: number | null }).id ?? 0) + 1);

/** Rows of this domain as the generator and the calls write them; each gets the next id. */
export function sourceWriter(db: Database) {
  const stream = db.prepare(
    `INSERT INTO stream (id, account_id, name, channel_id, type, kind, url, created_at, created_ms, window_start, window_end, process_ms, finish_ms, fails)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const source = db.prepare(
    // An url a person added by hand may come up again among the sources found later: the first stays.
    `INSERT OR IGNORE INTO hunted_source (id, name, url, type, country, found_type, found_country, online, created_at, created_ms, checked_ms, added_ms)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return {
    /** The ids the next stream and source get (a recording's address holds its id, a found source's its own). */
    streamId: () => nextId(db, 'stream', FIRST_STREAM),
    sourceId: () => nextId(db, 'hunted_source', FIRST_SOURCE),
    stream(row: StreamRow, id = nextId(db, 'stream', FIRST_STREAM)): number {
      const window = row.window ? [isoAt(row.window.start), isoAt(row.window.end)] : [null, null];
      stream.run(
        id,
        row.account,
        row.name,
        row.channel,
        row.type,
        row.kind,
        row.url,
        isoAt(row.created),
        row.created,
        ...window,
        row.process,
        row.finish,
        row.fails ? 1 : 0,
      );
      return id;
    },
    source(row: SourceRow, id = nextId(db, 'hunted_source', FIRST_SOURCE)): number {
      const { created, found } = row;
      source.run(
        id,
        row.name,
        row.url,
        row.type,
        row.country,
        found.type,
        found.country,
        row.online ? 1 : 0,
        isoAt(created),
        created,
        created + CHECK_MS,
        row.added,
      );
      return id;
    },
  };
}
