// The sources of the video section and of the console: the streams each video account monitors
// (a channel's live air or archive, a one-off recording of a window of air), the sources
// StreamHunter (the stream discovery service) has found, and what the console adds to the shared
// channels (a deleted channel's mark, and the size a channel had when its recording stopped).
//
// States are not stored: a stream or a source keeps the moments its state moves on (the operator's
// check, the end of a capture, StreamHunter's first check), and the calls work the state out
// against the server's clock, so it moves on while the server runs (source-rows.ts).
import type { Database } from 'better-sqlite3';
import { ACCOUNTS } from './accounts.js';
import { dayOf, timeOf } from './calendar.js';
import { SOURCE_WORDS, channelName, type Lang } from './names.js';
import { DAYS, firstDay, type Domain, type Plan } from './plan.js';
import { WeightedTable, random, type Random } from './random.js';
import {
  OPERATOR_CHECK_MS,
  countryTable,
  detect,
  recordingName,
  recordingTimes,
  recordingUrl,
  sourceWriter,
  streamTypeOf,
  type StreamRow,
  type StreamType,
} from './source-rows.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY_MS = 86_400_000;

const SIZES = {
  full: { streams: 24, sources: 200 },
  tiny: { streams: 8, sources: 30 },
};

const SCHEMA = `
ALTER TABLE channel ADD COLUMN deleted_at TEXT;
-- the volume of a channel whose recording was stopped (switched off or deleted), given back when it is switched on
CREATE TABLE channel_rest (channel_id INTEGER PRIMARY KEY, volume REAL NOT NULL);

CREATE TABLE stream (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  channel_id INTEGER,
  type TEXT NOT NULL,
  kind TEXT NOT NULL,
  url TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  window_start TEXT,
  window_end TEXT,
  -- queued until process_ms, processing until finish_ms (never while it is monitored), then done or failed
  process_ms INTEGER NOT NULL,
  finish_ms INTEGER,
  fails INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX stream_by_account ON stream (account_id, created_ms);

CREATE TABLE hunted_source (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  url TEXT NOT NULL UNIQUE,
  -- as given or found; null until the first check when a source added by hand left them out
  type TEXT,
  country TEXT,
  -- what the first check (at checked_ms) detects, and whether it played the source
  found_type TEXT NOT NULL,
  found_country TEXT,
  online INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  checked_ms INTEGER NOT NULL,
  -- when it was taken into monitoring as a stream
  added_ms INTEGER
);
`;

/** An account's language, told by the script of its first name. */
const langOf = (text: string): Lang =>
  /[\u0600-\u06ff]/.test(text) ? 'ar' : /[\u0400-\u04ff]/.test(text) ? 'ru' : 'en';

/** The cabinet accounts that see the video section's streams. */
const VIDEO_ACCOUNTS = ACCOUNTS.filter(
  (account) => account.section === 'cabinet' && ('all' in account.permissions || 'video' in account.permissions),
);

interface ChannelRow {
  id: number;
  name: string;
  type: string;
  lang: Lang;
  stream_url: string;
}

/** What every generator step shares: the writer, the TV and radio channels, the video accounts. */
function generator(db: Database, plan: Plan) {
  const channels = db
    .prepare(
      "SELECT id, name, type, lang, stream_url FROM channel WHERE type IN ('TV', 'RADIO') AND is_active = 1 AND deleted_at IS NULL ORDER BY id",
    )
    .all() as ChannelRow[];
  const monitored = db.prepare(
    "SELECT channel_id FROM stream WHERE account_id = ? AND kind <> 'on_demand' AND channel_id IS NOT NULL",
  );
  /** A channel for an account, its own language's first; `fresh` skips the channels it already monitors. */
  const pickChannel = (r: Random, account: { id: number; lang: Lang }, fresh: boolean): ChannelRow | undefined => {
    const taken = new Set(
      fresh ? (monitored.all(account.id) as { channel_id: number }[]).map((row) => row.channel_id) : [],
    );
    const free = channels.filter((channel) => !taken.has(channel.id));
    return free.length === 0
      ? undefined
      : new WeightedTable(
          free,
          free.map((channel) => (channel.lang === account.lang ? 10 : 1)),
        ).draw(r.next());
  };
  const accounts = VIDEO_ACCOUNTS.map((account) => ({ id: account.id, lang: langOf(account.first_name) }));
  return { db, plan, write: sourceWriter(db), pickChannel, accounts };
}
type Generator = ReturnType<typeof generator>;

/** A channel's live air or archive, monitored from `created`; `end` ends it (failed or stopped), if ever. */
function addChannelStream(
  g: Generator,
  r: Random,
  account: number,
  channel: ChannelRow,
  created: number,
  end?: { at: number; fails: boolean },
): void {
  const kind = r.chance(0.8) ? 'live' : 'archive';
  const url =
    kind === 'live' ? channel.stream_url : `https://archive.mediamonitor.local/channels/${channel.id}/records`;
  const name = `${channel.name} — ${SOURCE_WORDS[kind][channel.lang]}`;
  const process = created + r.int(5, 180) * MINUTE;
  g.write.stream({
    account,
    name,
    channel: channel.id,
    type: streamTypeOf(channel.type),
    kind,
    url,
    created,
    process,
    finish: end?.at ?? null,
    fails: end?.fails ?? false,
  });
}

/** A recording of a window of a channel's air ordered at `created`: mostly past air, some ordered ahead. */
function addRecording(g: Generator, r: Random, account: number, channel: ChannelRow, created: number): void {
  const quarter = 15 * MINUTE;
  const length = r.pick([15, 30, 45, 60, 90, 120, 180]) * MINUTE;
  const start = r.chance(0.55)
    ? Math.floor((created - r.int(2, 7 * 24) * HOUR) / quarter) * quarter
    : Math.ceil((created + r.int(1, 72) * HOUR) / quarter) * quarter;
  const window = { start, end: start + length };
  const { process, finish } = recordingTimes(created, start, window.end);
  const id = g.write.streamId();
  const url = recordingUrl(id);
  g.write.stream(
    {
      account,
      name: recordingName(channel, start, window.end),
      channel: channel.id,
      type: streamTypeOf(channel.type),
      kind: 'on_demand',
      url,
      created,
      window,
      process,
      finish,
      fails: r.chance(0.05),
    },
    id,
  );
}

const TLD: Record<string, string> = {
  RU: 'ru',
  KZ: 'kz',
  BY: 'by',
  AE: 'ae',
  SA: 'sa',
  EG: 'eg',
  QA: 'qa',
  GB: 'co.uk',
  US: 'com',
};
const CHANNEL_TYPE = { tv: 'TV', radio: 'RADIO', web: 'ONLINE' } as const;

/** A source StreamHunter found on its own at `created`, named as the channels of its country are. */
function addFoundSource(g: Generator, r: Random, created: number): void {
  const country = countryTable.draw(r.next());
  const type = r.pick<StreamType>(['tv', 'radio', 'radio', 'web']);
  const id = g.write.sourceId();
  const name = channelName(country.lang, CHANNEL_TYPE[type], r.pick, r.pick(country.cities).local, country.code);
  const url = {
    tv: `https://live.tv${id}.${TLD[country.code]}/hls/index.m3u8`,
    radio: `https://icecast.fm${id}.${TLD[country.code]}/stream_128.mp3`,
    web: `https://www.media${id}.${TLD[country.code]}/live`,
  }[type];
  const found = { type, country: country.code };
  g.write.source(
    {
      name: type === 'radio' ? name : `${name} — ${SOURCE_WORDS.live[country.lang]}`,
      url,
      ...found,
      found,
      online: r.chance(0.8),
      created,
      added: null,
    },
    id,
  );
}

function catalog(db: Database, plan: Plan): void {
  const g = generator(db, plan);
  addExamples(g);
  const r = random(plan.seed, 'catalog:sources');
  const first = firstDay(plan);
  for (let i = 0; i < SIZES[plan.scale].sources; i++)
    addFoundSource(g, r, Date.parse(timeOf(first - r.int(1, 300), r.int(0, 1439), r.int(0, 59))));
  // Each video account's long-standing streams, from before the first day; a few failed or were stopped since.
  for (const account of g.accounts) {
    const ra = random(plan.seed, `catalog:streams:${account.id}`);
    for (let i = 0; i < SIZES[plan.scale].streams; i++) {
      const channel = g.pickChannel(ra, account, true);
      if (!channel) break;
      const created = Date.parse(timeOf(first - ra.int(20, 500), ra.int(540, 1080)));
      const ended = Date.parse(timeOf(first + ra.int(0, DAYS[plan.scale] - 1), ra.int(0, 1439)));
      const u = ra.next();
      addChannelStream(
        g,
        ra,
        account.id,
        channel,
        created,
        u < 0.1 ? { at: ended, fails: true } : u < 0.18 ? { at: ended, fails: false } : undefined,
      );
    }
  }
}

/** Every day StreamHunter finds a source or two, and each account adds a stream now and then and orders recordings. */
function extend(db: Database, plan: Plan, from: number, to: number): void {
  const g = generator(db, plan);
  const candidates = db.prepare(
    'SELECT id, name, url, found_type AS type FROM hunted_source WHERE online = 1 AND added_ms IS NULL AND created_ms < ? ORDER BY id DESC LIMIT 20',
  );
  const markAdded = db.prepare('UPDATE hunted_source SET added_ms = ? WHERE id = ?');
  for (let day = from; day <= to; day++) {
    const rs = random(plan.seed, `sources:${day}`);
    for (let i = rs.poisson(0.6); i > 0; i--)
      addFoundSource(g, rs, Date.parse(timeOf(day, rs.int(0, 1439), rs.int(0, 59))));
    for (const account of g.accounts) {
      const r = random(plan.seed, `streams:${day}:${account.id}`);
      if (r.chance(0.12)) {
        const created = Date.parse(timeOf(day, r.int(480, 1200)));
        const found = candidates.all(created) as { id: number; name: string; url: string; type: StreamType }[];
        if (found.length > 0 && r.chance(0.4)) {
          // A source StreamHunter found, taken into monitoring: a stream of no channel yet; one in ten goes off the air later.
          const source = r.pick(found);
          markAdded.run(created, source.id);
          const process = created + r.int(5, 180) * MINUTE;
          const lost = r.chance(0.1);
          g.write.stream({
            account: account.id,
            name: source.name,
            channel: null,
            type: source.type,
            kind: 'live',
            url: source.url,
            created,
            process,
            finish: lost ? process + r.int(1, 72) * HOUR : null,
            fails: lost,
          });
        } else {
          const channel = g.pickChannel(r, account, true);
          if (channel) addChannelStream(g, r, account.id, channel, created);
        }
      }
      for (let i = r.poisson(0.8); i > 0; i--) {
        const channel = g.pickChannel(r, account, false);
        if (channel) addRecording(g, r, account.id, channel, Date.parse(timeOf(day, r.int(420, 1320))));
      }
    }
  }
}

/** The contract's example streams (the first video account's) and sources, on their days counted back from the base day. */
function addExamples(g: Generator): void {
  const at = (time: string) => Date.parse(time) + (g.plan.base - EXAMPLE_DAY) * DAY_MS;
  const channel = g.db.prepare('SELECT name, lang FROM channel WHERE id = ?');
  const account = g.accounts[0]!.id;
  for (const example of EXAMPLE_STREAMS.filter((stream) => !ADDED_BY_EXAMPLES.has(stream.id))) {
    const created = at(example.created_at);
    const common = { account, channel: example.channel, type: example.type, kind: example.kind, created };
    if ('window' in example) {
      const window = { start: at(example.window[0]), end: at(example.window[1]) };
      const { process, finish } = recordingTimes(created, window.start, window.end);
      // Named after its channel and window, and played from its own address, as every recording is.
      const name = recordingName(
        channel.get(example.channel) as { name: string; lang: Lang },
        window.start,
        window.end,
      );
      g.write.stream(
        { ...common, name, url: recordingUrl(example.id), window, process, finish, fails: false },
        example.id,
      );
    } else {
      const finish = example.failed ? created + 40 * DAY_MS : null;
      g.write.stream(
        {
          ...common,
          name: example.name,
          url: example.url,
          process: created + OPERATOR_CHECK_MS,
          finish,
          fails: example.failed ?? false,
        },
        example.id,
      );
    }
  }
  for (const { id, created_at, added, ...example } of EXAMPLE_SOURCES.filter(
    (source) => !ADDED_BY_EXAMPLES.has(source.id),
  )) {
    const found = detect(g.plan.seed, example.url);
    g.write.source(
      {
        ...example,
        found: { type: example.type ?? found.type, country: example.country ?? found.country },
        created: at(created_at),
        added: added ? at(added) : null,
      },
      id,
    );
  }
}

/**
 * What the contract's add examples create (streams 1240 and 1241, sources 1708 and 1709) is left
 * for those adds to create: seeded, the same add would be refused as an address already known.
 */
const ADDED_BY_EXAMPLES = new Set([1240, 1241, 1708, 1709]);

/** The day the contract's examples are dated from (its "today"); on another base day they move with it. */
const EXAMPLE_DAY = dayOf('2026-11-27');
/** A time of the examples' November. */
const T = (time: string) => `2026-11-${time}:00+03:00`;

type ExampleStream = {
  id: number;
  channel: number | null;
  type: StreamType;
  kind: StreamRow['kind'];
  created_at: string;
} & ({ name: string; url: string; failed?: boolean } | { window: [string, string] });

const EXAMPLE_STREAMS: ExampleStream[] = [
  {
    id: 1201,
    name: 'Первый канал — прямой эфир',
    channel: 1,
    type: 'tv',
    kind: 'live',
    url: 'https://edge.1tv.ru/live/channel1/index.m3u8',
    created_at: '2025-02-03T12:00:00+03:00',
  },
  {
    id: 1202,
    name: 'Россия 1 — прямой эфир',
    channel: 2,
    type: 'tv',
    kind: 'live',
    url: 'https://live.smotrim.ru/russia1/index.m3u8',
    created_at: '2025-02-03T12:10:00+03:00',
  },
  {
    id: 1203,
    name: 'НТВ — прямой эфир',
    channel: 3,
    type: 'tv',
    kind: 'live',
    url: 'https://live.ntv.ru/ntv/index.m3u8',
    created_at: '2025-02-03T12:20:00+03:00',
  },
  {
    id: 1204,
    name: 'Европа Плюс — прямой эфир',
    channel: 4,
    type: 'radio',
    kind: 'live',
    url: 'https://stream.europaplus.ru/europaplus_320.mp3',
    created_at: '2025-02-03T14:10:00+03:00',
  },
  {
    id: 1205,
    name: 'Русское радио — прямой эфир',
    channel: 5,
    type: 'radio',
    kind: 'live',
    url: 'https://stream.rusradio.ru/rusradio_128.mp3',
    created_at: '2025-02-03T14:20:00+03:00',
  },
  {
    id: 1206,
    name: 'BBC World News — live',
    channel: 11,
    type: 'tv',
    kind: 'live',
    url: 'https://live.bbcworldnews.com/hls/bbc_world_news/index.m3u8',
    created_at: '2025-02-03T15:00:00+03:00',
  },
  {
    id: 1207,
    name: 'الجزيرة — البث المباشر',
    channel: 12,
    type: 'tv',
    kind: 'live',
    url: 'https://live-hls-web-aja.getaj.net/AJA/index.m3u8',
    created_at: '2025-02-04T10:30:00+03:00',
  },
  {
    id: 1208,
    name: 'سكاي نيوز عربية — البث المباشر',
    channel: 13,
    type: 'tv',
    kind: 'live',
    url: 'https://stream.skynewsarabia.com/hls/sna/index.m3u8',
    created_at: '2025-02-04T10:35:00+03:00',
  },
  {
    id: 1209,
    name: 'راديو سوا — البث المباشر',
    channel: 14,
    type: 'radio',
    kind: 'live',
    url: 'https://stream.radiosawa.com/sawa_128.mp3',
    created_at: '2025-02-04T10:40:00+03:00',
  },
  {
    id: 1210,
    name: 'Первый канал — архив эфира',
    channel: 1,
    type: 'tv',
    kind: 'archive',
    url: 'https://archive.1tv.ru/api/records/channel1',
    created_at: '2025-02-10T12:00:00+03:00',
  },
  {
    id: 1211,
    name: 'Радио Маяк — прямой эфир',
    channel: 6,
    type: 'radio',
    kind: 'live',
    url: 'https://live.radiomayak.ru/mayak_192.mp3',
    created_at: '2025-03-12T11:00:00+03:00',
    failed: true,
  },
  {
    id: 1212,
    channel: 1,
    type: 'tv',
    kind: 'on_demand',
    created_at: T('16T22:05'),
    window: [T('16T21:00'), T('16T21:45')],
  },
  {
    id: 1240,
    name: 'Радио Sputnik — прямой эфир',
    channel: null,
    type: 'radio',
    kind: 'live',
    url: 'https://icecast.radiosputnik.ru/sputnik_128.mp3',
    created_at: T('21T16:20'),
  },
  {
    id: 1241,
    name: 'РБК — видеотрансляция',
    channel: 10,
    type: 'web',
    kind: 'live',
    url: 'https://live.rbc.ru/rbctv/index.m3u8',
    created_at: T('22T09:40'),
  },
  {
    id: 1242,
    channel: 3,
    type: 'tv',
    kind: 'on_demand',
    created_at: T('22T10:15'),
    window: [T('19T18:00'), T('19T19:00')],
  },
];

const EXAMPLE_SOURCES: {
  id: number;
  name: string;
  url: string;
  type: StreamType | null;
  country: string | null;
  online: boolean;
  created_at: string;
  added?: string;
}[] = [
  {
    id: 1701,
    name: 'Радио Sputnik',
    url: 'https://icecast.radiosputnik.ru/sputnik_128.mp3',
    type: 'radio',
    country: 'RU',
    online: true,
    created_at: T('16T09:00'),
    added: T('21T16:20'),
  },
  {
    id: 1702,
    name: 'Известия — видеотрансляция',
    url: 'https://iz.ru/live/video/index.m3u8',
    type: 'web',
    country: 'RU',
    online: false,
    created_at: T('17T12:40'),
  },
  {
    id: 1703,
    name: 'Россия 24 — прямой эфир',
    url: 'https://live.smotrim.ru/rossiya24/index.m3u8',
    type: 'tv',
    country: 'RU',
    online: true,
    created_at: T('18T10:05'),
  },
  {
    id: 1704,
    name: 'Авторадио',
    url: 'https://stream.avtoradio.ru/avtoradio_128.mp3',
    type: 'radio',
    country: 'RU',
    online: true,
    created_at: T('19T16:28'),
  },
  {
    id: 1705,
    name: 'Радио Шансон',
    url: 'https://chanson.hostingradio.ru/chanson256.mp3',
    type: 'radio',
    country: 'RU',
    online: true,
    created_at: T('19T16:30'),
  },
  {
    id: 1706,
    name: 'مونت كارلو الدولية',
    url: 'https://montecarlodoualiya128k.ice.infomaniak.ch/mc-doualiya.mp3',
    type: 'radio',
    country: 'FR',
    online: true,
    created_at: T('20T09:12'),
  },
  {
    id: 1707,
    name: 'الشرق للأخبار — البث المباشر',
    url: 'https://live.asharq.com/hls/asharq/index.m3u8',
    type: 'tv',
    country: 'SA',
    online: true,
    created_at: T('20T17:45'),
  },
  {
    id: 1708,
    name: 'Sky News — live',
    url: 'https://live.news.sky.com/hls/skynews/index.m3u8',
    type: 'tv',
    country: 'GB',
    online: true,
    created_at: T('21T14:02'),
  },
  // Added by hand without its type and country: the first check found them.
  {
    id: 1709,
    name: 'Business FM — прямой эфир',
    url: 'https://stream.bfm.ru/bfm_128.mp3',
    type: null,
    country: null,
    online: true,
    created_at: T('22T11:30'),
  },
];

export const sources: Domain = { name: 'sources', schema: SCHEMA, catalog, extend };
