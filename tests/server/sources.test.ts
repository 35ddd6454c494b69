// @vitest-environment node
// The sources of the console and the video section against rows read here from the database:
// the console's channels and geo directory (and what an operator may not do), the streams an
// account monitors and StreamHunter's sources, whose states move on as the clock does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, IGOR, PINNED, startReference, type Answer, type Reference } from './helpers.js';

const LAYLA = { email: 'layla.haddad@mediawatch.ae', password: 'Secret-2026' };
const OPERATOR = { email: 'n.zaitseva@mediamonitor.ru', password: 'Operator-2026' };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let ref: Reference;
beforeAll(async () => {
  ref = await startReference();
});
afterAll(() => ref.close());

const rows = <T>(sql: string, ...params: unknown[]) => ref.server.dataset.db.prepare(sql).all(...params) as T[];
const ids = (body: Answer) => body.items.map((item: { id: number }) => item.id) as number[];
/** SQLite's own order of text (by code point), which JavaScript's `<` shares for these names. */
const byText = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;

interface ChannelRow {
  id: number;
  name: string;
  type: string;
  country: string;
  stream_url: string;
  is_active: number;
  created_at: string;
}
const channels = () =>
  rows<ChannelRow>(
    'SELECT id, name, type, country, stream_url, is_active, created_at FROM channel WHERE deleted_at IS NULL',
  );

describe('console: channels', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await ref.signin();
  });
  const list = (body: object, token = admin) => ref.post('/api/v1/channels/list', body, token);

  it('pages and sorts by each of the contract fields, newest first by default', async () => {
    const all = channels();
    const first = await list({});
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ total: all.length, page: 1, limit: 20 });
    const newest = [...all].sort((a, b) => byText(b.created_at, a.created_at) || b.id - a.id);
    expect(ids(first.body)).toEqual(newest.slice(0, 20).map((row) => row.id));
    for (const field of ['name', 'type', 'country'] as const) {
      const asc = [...all].sort((a, b) => byText(a[field], b[field]) || a.id - b.id);
      const page = await list({ sort_by: field, sort_order: 'asc', page: 2, limit: 7 });
      expect(ids(page.body)).toEqual(asc.slice(7, 14).map((row) => row.id));
    }
    const byId = await list({ sort_by: 'id', sort_order: 'desc', limit: 5 });
    expect(ids(byId.body)).toEqual(
      all
        .map((row) => row.id)
        .sort((a, b) => b - a)
        .slice(0, 5),
    );
  });

  it('searches names and stream addresses whatever their case, and narrows by types and activity', async () => {
    const all = channels();
    for (const search of ['ПЕРВЫЙ', 'радио', 'T.ME/', 'streams.mediamonitor.local/TV']) {
      const expected = all.filter((row) =>
        `${row.name}\n${row.stream_url}`.toLowerCase().includes(search.toLowerCase()),
      );
      const { body } = await list({ search, limit: 100, sort_by: 'id', sort_order: 'asc' });
      expect(body.meta.total).toBe(expected.length);
      expect(ids(body)).toEqual(expected.map((row) => row.id).sort((a, b) => a - b));
    }
    const broadcast = await list({ types: ['RADIO', 'TV'], limit: 100 });
    expect(broadcast.body.meta.total).toBe(all.filter((row) => row.type === 'RADIO' || row.type === 'TV').length);
    const inactive = await list({ is_active: false, limit: 100 });
    expect(inactive.body.meta.total).toBe(all.filter((row) => row.is_active === 0).length);
    expect(inactive.body.items.every((item: { is_active: boolean }) => !item.is_active)).toBe(true);
    expect((await list({ types: ['RADIO'], search: 'no such channel anywhere' })).body).toEqual({
      items: [],
      meta: { total: 0, page: 1, limit: 20 },
    });
  });

  it('creates, lists, edits and deletes a channel; an unknown or deleted one answers 404', async () => {
    const moscow = rows<{ id: number }>(
      "SELECT id FROM geo WHERE type = 'city' AND country_code = 'RU' ORDER BY id",
    )[0]!.id;
    const form = {
      name: 'Авторадио',
      type: 'RADIO',
      country: 'RU',
      geo_id: moscow,
      stream_url: 'https://pub0302.101.ru:8443/stream/air/aac/64/100',
    };
    const created = await ref.post('/api/v1/channels/create', form, admin);
    expect(created.status).toBe(200);
    expect(created.body.item).toMatchObject({
      ...form,
      logo_url: null,
      is_active: true,
      created_at: '2026-11-27T12:00:00+03:00',
    });
    const id = created.body.item.id as number;
    expect(ids((await list({ search: 'авторадио' })).body)).toEqual([id]);
    // The newest channel leads the default order.
    expect(ids((await list({ limit: 1 })).body)).toEqual([id]);

    const edit = {
      ...created.body.item,
      name: 'Авторадио Москва',
      logo_url: 'https://cdn.mediamonitor.local/logos/channels/autoradio.png',
      is_active: false,
    };
    delete edit.created_at;
    const edited = await ref.post('/api/v1/channels/edit', edit, admin);
    expect(edited.status).toBe(200);
    expect(edited.body.item).toEqual({ ...edit, created_at: created.body.item.created_at });
    expect((await list({ search: 'авторадио' })).body.items).toEqual([edited.body.item]);

    expect((await ref.post('/api/v1/channels/delete', { id }, admin)).body).toEqual({ success: true });
    expect((await list({ search: 'авторадио' })).body.meta.total).toBe(0);
    expect((await ref.post('/api/v1/channels/delete', { id }, admin)).status).toBe(404);
    expect((await ref.post('/api/v1/channels/edit', edit, admin)).status).toBe(404);
    expect((await ref.post('/api/v1/channels/delete', { id: 999_999 }, admin)).status).toBe(404);
  });

  /** Adds a radio channel in `country`, and reads the zone and the language the backend gave it. */
  const addIn = async (country: string) => {
    const created = await ref.post(
      '/api/v1/channels/create',
      { name: `Канал ${country}`, type: 'RADIO', country, stream_url: `https://radio.example.org/${country}` },
      admin,
    );
    expect(created.status).toBe(200);
    return rows<{ zone: string; lang: string }>(
      'SELECT zone, lang FROM channel WHERE id = ?',
      created.body.item.id,
    )[0]!;
  };

  it('gives a channel of a country outside the directory that country’s clock', async () => {
    const zoneOfNew = async (country: string) => (await addIn(country)).zone;
    // One zone in the country: the time-zone database's.
    expect(await zoneOfNew('FR')).toBe('Europe/Paris');
    expect(await zoneOfNew('JP')).toBe('Asia/Tokyo');
    // Several: the capital's, not the first the database lists (Macquarie Island, Blanc-Sablon).
    expect(await zoneOfNew('AU')).toBe('Australia/Sydney');
    expect(await zoneOfNew('CA')).toBe('America/Toronto');
    // A directory country without a city: its own.
    expect(await zoneOfNew('AE')).toBe('Asia/Dubai');
  });

  it('gives a channel of a country outside the directory the language of the data its people speak', async () => {
    expect((await addIn('JO')).lang).toBe('ar');
    expect((await addIn('MA')).lang).toBe('ar');
    expect((await addIn('FR')).lang).toBe('en');
    expect((await addIn('RU')).lang).toBe('ru');
  });

  it('records a new channel with a small volume, parks it while switched off and gives it back', async () => {
    const volume = (id: number) => rows<{ volume: number }>('SELECT volume FROM channel WHERE id = ?', id)[0]!.volume;
    const smallest = rows<{ v: number }>('SELECT min(volume) AS v FROM channel WHERE volume > 0')[0]!.v;
    const { body } = await ref.post(
      '/api/v1/channels/create',
      { name: 'Радио Сити', type: 'RADIO', country: 'RU', stream_url: 'https://city.example.ru/live.mp3' },
      admin,
    );
    expect(volume(body.item.id)).toBe(smallest);
    const form = { ...body.item };
    delete form.created_at;
    await ref.post('/api/v1/channels/edit', { ...form, is_active: false }, admin);
    expect(volume(body.item.id)).toBe(0);
    await ref.post('/api/v1/channels/edit', { ...form, is_active: true }, admin);
    expect(volume(body.item.id)).toBe(smallest);
  });

  it('keeps the mentions of a deleted channel in the statistics', async () => {
    const [channel] = rows<{ id: number; total: number }>(
      'SELECT channel_id AS id, sum(positive + neutral + negative) AS total FROM mention WHERE day >= ? GROUP BY channel_id HAVING channel_id > 16 ORDER BY total DESC LIMIT 1',
      Math.floor(Date.parse('2026-11-01') / 86_400_000),
    );
    expect((await ref.post('/api/v1/channels/delete', { id: channel!.id }, admin)).status).toBe(200);
    const anna = await ref.login(ANNA);
    const sentiment = await ref.post(
      '/api/v1/info/sentiment/get',
      { period: { start_date: '2026-11-01', end_date: '2026-11-27' }, channels: [channel!.id] },
      anna,
    );
    expect(sentiment.body.statistics.total).toBe(channel!.total);
    expect(
      (await list({ limit: 100, sort_by: 'id' })).body.items.some((item: { id: number }) => item.id === channel!.id),
    ).toBe(false);
  });

  it('answers 404 for an unknown geo entry and 400 for one of another country or what the contract forbids', async () => {
    const [other] = channels();
    const gb = rows<{ id: number }>("SELECT id FROM geo WHERE country_code = 'GB' AND type = 'city'")[0]!.id;
    const form = { name: 'Новый канал', type: 'TV', country: 'RU', stream_url: other!.stream_url };
    // Another channel's stream address is no reason to refuse: a feed may be recorded under two names.
    expect((await ref.post('/api/v1/channels/create', form, admin)).status).toBe(200);
    const geo = await ref.post(
      '/api/v1/channels/create',
      { ...form, stream_url: 'https://tv.example.ru/new.m3u8', geo_id: 987_654 },
      admin,
    );
    expect(geo.status).toBe(404);
    expect(
      (
        await ref.post(
          '/api/v1/channels/create',
          { ...form, stream_url: 'https://tv.example.ru/new.m3u8', geo_id: gb },
          admin,
        )
      ).body.errors.geo_id,
    ).toHaveLength(1);
    const schema = await ref.post(
      '/api/v1/channels/create',
      { ...form, type: 'CINEMA', stream_url: 'not an url' },
      admin,
    );
    expect(schema.status).toBe(400);
    expect(Object.keys(schema.body.errors).sort()).toEqual(['stream_url', 'type']);
    expect((await list({ types: ['CINEMA'] })).status).toBe(400);
    expect((await ref.post('/api/v1/channels/delete', {}, admin)).status).toBe(400);
  });

  it('lets an operator list but not change channels, and keeps the cabinet and the console apart', async () => {
    const operator = await ref.signin(OPERATOR);
    expect((await list({}, operator)).status).toBe(200);
    const [channel] = channels();
    const form = {
      id: channel!.id,
      name: 'Переименован',
      type: channel!.type,
      country: channel!.country,
      geo_id: null,
      stream_url: channel!.stream_url,
      logo_url: null,
      is_active: true,
    };
    expect(
      (
        await ref.post(
          '/api/v1/channels/create',
          { name: 'X', type: 'TV', country: 'RU', stream_url: 'https://x.example.ru/x.m3u8' },
          operator,
        )
      ).status,
    ).toBe(403);
    expect((await ref.post('/api/v1/channels/edit', form, operator)).status).toBe(403);
    expect((await ref.post('/api/v1/channels/delete', { id: channel!.id }, operator)).status).toBe(403);
    expect(channels().find((row) => row.id === channel!.id)?.name).toBe(channel!.name);

    const cabinet = await ref.login(LAYLA);
    expect((await list({}, cabinet)).status).toBe(401);
    expect((await ref.post('/api/v1/geo/list', {}, cabinet)).status).toBe(401);
    expect((await ref.post('/api/v1/stream/list', {}, admin)).status).toBe(401);
    expect((await ref.post('/api/StreamHunter/list', {}, admin)).status).toBe(401);
  });
});

describe('console: geo', () => {
  interface Geo {
    id: number;
    name: string;
    type: string;
    parent_id: number | null;
    country_code: string;
  }
  let admin: string;
  let geo: Geo[];
  beforeAll(async () => {
    admin = await ref.signin();
    geo = rows<Geo>('SELECT id, name, type, parent_id, country_code FROM geo');
  });
  const list = (body: object) => ref.post('/api/v1/geo/list', body, admin);

  it('lists countries by name, each followed by its places', async () => {
    const { body } = await list({});
    expect(body.items).toHaveLength(geo.length);
    const countries = geo.filter((row) => row.type === 'country').sort((a, b) => byText(a.name, b.name));
    // Each entry is followed by what lies under it: a country by its regions and cities, a region by its cities.
    const under = (parent: Geo): Geo[] =>
      geo
        .filter((row) => row.parent_id === parent.id)
        .sort((a, b) => byText(a.name, b.name))
        .flatMap((row) => [row, ...under(row)]);
    const expected = countries.flatMap((country) => [country, ...under(country)]);
    expect(body.items).toEqual(expected);
    expect(countries.map((country) => country.name)).toContain('Россия');
  });

  it('narrows to a level, to the children of an entry and to names holding a string', async () => {
    const russia = geo.find((row) => row.country_code === 'RU' && row.type === 'country')!;
    expect(ids((await list({ type: 'country' })).body)).toHaveLength(
      geo.filter((row) => row.type === 'country').length,
    );
    const cities = (await list({ type: 'city', parent_id: russia.id })).body.items as Geo[];
    expect(cities.map((row) => row.id).sort()).toEqual(
      geo
        .filter((row) => row.parent_id === russia.id && row.type === 'city')
        .map((row) => row.id)
        .sort(),
    );
    expect((await list({ search: 'моСК' })).body.items.map((row: Geo) => row.name)).toEqual(
      geo.filter((row) => row.name.toLowerCase().includes('моск')).map((row) => row.name),
    );
    expect((await list({ type: 'region' })).body.items).toEqual([
      { id: 1502, name: 'Приморский край', type: 'region', parent_id: 1501, country_code: 'RU' },
    ]);
    expect((await list({ type: 'planet' })).status).toBe(400);
  });
});

describe('cabinet: streams', () => {
  interface StreamRow {
    id: number;
    account_id: number;
    name: string;
    channel_id: number | null;
    type: string;
    kind: string;
    url: string;
    created_ms: number;
    process_ms: number;
    finish_ms: number | null;
    fails: number;
  }
  const stateAt = (row: StreamRow, now: number) =>
    now < row.process_ms
      ? 'queued'
      : row.finish_ms === null || now < row.finish_ms
        ? 'processing'
        : row.fails
          ? 'failed'
          : 'done';
  let layla: string;
  let anna: string;
  let now: number;
  beforeAll(async () => {
    layla = await ref.login(LAYLA);
    anna = await ref.login(ANNA);
    now = Date.parse(PINNED);
  });
  const own = (email: string) =>
    rows<StreamRow>(
      'SELECT s.* FROM stream s JOIN account a ON a.id = s.account_id WHERE a.email = ? AND s.created_ms <= ? ORDER BY s.id',
      email,
      now,
    );
  const list = (body: object, token = layla) => ref.post('/api/v1/stream/list', body, token);

  it('names the stream types and kinds in the language asked for', async () => {
    const types = await ref.post('/api/v1/stream/type/list', undefined, layla, { 'accept-language': 'en' });
    expect(types.body.items).toEqual([
      { id: 1, code: 'tv', name: 'Television' },
      { id: 2, code: 'radio', name: 'Radio' },
      { id: 3, code: 'web', name: 'Web stream' },
    ]);
    const kinds = await ref.post('/api/v1/stream/kind/list', undefined, layla);
    expect(kinds.body.items.map((item: { code: string; name: string }) => `${item.code}: ${item.name}`)).toEqual([
      'live: Прямой эфир',
      'archive: Архив канала',
      'on_demand: Запись по запросу',
    ]);
  });

  it('pages through the streams of the account alone, with their states, filtered and sorted as asked', async () => {
    const mine = own(LAYLA.email);
    const { body } = await list({ limit: 100, sort_by: 'id', sort_order: 'asc' });
    expect(body.meta.total).toBe(mine.length);
    expect(body.items.map((item: { id: number; state: string }) => [item.id, item.state])).toEqual(
      mine.map((row) => [row.id, stateAt(row, now)]),
    );
    for (const filter of [
      { type: 'radio' },
      { kind: 'on_demand' },
      { state: 'processing' },
      { channel_id: mine.find((row) => row.channel_id !== null)!.channel_id },
      { search: 'البث' },
    ]) {
      const expected = mine.filter((row) =>
        Object.entries(filter).every(([key, value]) =>
          key === 'state'
            ? stateAt(row, now) === value
            : key === 'search'
              ? `${row.name} ${row.url}`.toLowerCase().includes(String(value))
              : row[key as keyof StreamRow] === value,
        ),
      );
      expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect((await list({ ...filter, limit: 100 })).body.meta.total, JSON.stringify(filter)).toBe(expected.length);
    }
    const named = await list({ sort_by: 'name', sort_order: 'asc', page: 2, limit: 5 });
    expect(ids(named.body)).toEqual(
      [...mine]
        .sort((a, b) => byText(a.name, b.name) || a.id - b.id)
        .slice(5, 10)
        .map((row) => row.id),
    );
    const order = ['queued', 'processing', 'done', 'failed'];
    const byState = await list({ sort_by: 'state', sort_order: 'asc', limit: 100 });
    const states = byState.body.items.map((item: { state: string }) => order.indexOf(item.state));
    expect(states).toEqual([...states].sort((a, b) => a - b));
  });

  it('holds the example streams of the contract, and every state between the two video accounts', async () => {
    const { body } = await list({ limit: 100 }, anna);
    const example = body.items.find((item: { id: number }) => item.id === 1242);
    expect(example).toEqual({
      id: 1242,
      name: 'НТВ — запись 19.11.2026 18:00–19:00',
      channel_id: 3,
      type: 'tv',
      kind: 'on_demand',
      url: 'https://records.mediamonitor.local/demand/1242/index.m3u8',
      state: 'done',
      start: '2026-11-19T18:00:00+03:00',
      end: '2026-11-19T19:00:00+03:00',
      created_at: '2026-11-22T10:15:00+03:00',
    });
    expect(body.items.find((item: { id: number }) => item.id === 1211)).toMatchObject({
      state: 'failed',
      channel_id: 6,
    });
    expect((await list({ limit: 100 })).body.items.some((item: { id: number }) => item.id === 1242)).toBe(false);
    const states = new Set([...own(ANNA.email), ...own(LAYLA.email)].map((row) => stateAt(row, now)));
    expect([...states].sort()).toEqual(['done', 'failed', 'processing', 'queued']);
    const igor = await ref.login(IGOR);
    expect((await list({}, igor)).status).toBe(403);
  });
});

describe('StreamHunter: the sources found', () => {
  interface SourceRow {
    id: number;
    name: string;
    url: string;
    type: string | null;
    country: string | null;
    found_type: string;
    found_country: string | null;
    online: number;
    created_ms: number;
    checked_ms: number;
    added_ms: number | null;
  }
  let anna: string;
  beforeAll(async () => {
    anna = await ref.login(ANNA);
  });
  const list = (body: object) => ref.post('/api/StreamHunter/list', body, anna);

  it('lists the sources found so far, filtered and sorted as asked', async () => {
    const known = rows<SourceRow>('SELECT * FROM hunted_source WHERE created_ms <= ?', Date.parse(PINNED));
    const stateOf = (row: SourceRow, at: number) =>
      row.added_ms !== null && row.added_ms <= at
        ? 'added'
        : at < row.checked_ms
          ? 'checking'
          : row.online
            ? 'online'
            : 'offline';
    const { body } = await list({ limit: 100, sort_by: 'name', sort_order: 'asc' });
    expect(body.meta.total).toBe(known.length);
    expect(ids(body)).toEqual(
      [...known]
        .sort((a, b) => byText(a.name, b.name) || a.id - b.id)
        .slice(0, 100)
        .map((row) => row.id),
    );
    const now = Date.parse(PINNED);
    for (const filter of [
      { type: 'radio' },
      { country: 'AE' },
      { state: 'offline' },
      { state: 'added' },
      { search: 'РАДИО' },
    ]) {
      const expected = known.filter((row) =>
        Object.entries(filter).every(([key, value]) =>
          key === 'state'
            ? stateOf(row, now) === value
            : key === 'search'
              ? `${row.name} ${row.url}`.toLowerCase().includes(String(value).toLowerCase())
              : (row[key as 'type'] ?? row[`found_${key}` as 'found_type']) === value,
        ),
      );
      expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect((await list({ ...filter, limit: 100 })).body.meta.total, JSON.stringify(filter)).toBe(expected.length);
    }
    const example = (await list({ search: 'iz.ru' })).body.items;
    expect(example).toEqual([
      {
        id: 1702,
        name: 'Известия — видеотрансляция',
        url: 'https://iz.ru/live/video/index.m3u8',
        type: 'web',
        country: 'RU',
        state: 'offline',
        created_at: '2026-11-17T12:40:00+03:00',
      },
    ]);
    // What the contract's add example creates is left for that add.
    expect((await list({ search: 'bfm.ru' })).body.items).toEqual([]);
    expect((await list({ country: 'russia' })).status).toBe(400);
  });
});

// The clock moves on from here: tokens are taken anew where it matters.
describe('cabinet: adding streams and ordering recordings', () => {
  let layla: string;
  beforeAll(async () => {
    layla = await ref.login(LAYLA);
  });
  const add = (body: object) => ref.post('/api/v1/stream/add', body, layla);
  const demand = (body: object) => ref.post('/api/v1/stream/demand/create', body, layla);
  const stateOf = async (id: number) =>
    (await ref.post('/api/v1/stream/list', { limit: 100, sort_by: 'id' }, layla)).body.items.find(
      (item: { id: number }) => item.id === id,
    )?.state as string;
  const at = (offsetMs: number) => new Date(Date.parse(PINNED) + offsetMs).toISOString();

  it('queues a stream until the operator has checked it, then captures it; the same url again is refused', async () => {
    const form = {
      name: 'Sky News Arabia — live',
      url: 'https://live.skynewsarabia.example.com/hls/index.m3u8',
      type: 'tv',
      kind: 'live',
      channel_id: 11,
    };
    const added = await add(form);
    expect(added.status).toBe(200);
    const { id, ...item } = added.body.item;
    expect(item).toEqual({
      name: form.name,
      url: form.url,
      type: 'tv',
      kind: 'live',
      channel_id: 11,
      state: 'queued',
      created_at: '2026-11-27T12:00:00+03:00',
    });
    expect(await stateOf(id)).toBe('queued');
    expect((await add({ ...form, name: 'Again' })).body.errors).toEqual({ url: ['This stream is already monitored.'] });
    ref.advance(5 * MINUTE);
    expect(await stateOf(id)).toBe('processing');
    const free = await add({
      name: 'Radio without a channel',
      url: 'rtmp://media.example.ae/live/radio',
      type: 'radio',
      kind: 'archive',
    });
    expect(free.body.item).toMatchObject({ channel_id: null, state: 'queued' });
  });

  it('answers 404 for an unknown or deleted channel and 400 for an url out of the schema', async () => {
    expect(
      (await add({ name: 'X', url: 'https://x.example.com/a.m3u8', type: 'tv', kind: 'live', channel_id: 999_999 }))
        .status,
    ).toBe(404);
    const deleted = rows<{ id: number }>('SELECT id FROM channel WHERE deleted_at IS NOT NULL')[0]!.id;
    expect((await demand({ channel_id: deleted, start: at(HOUR), end: at(2 * HOUR) })).status).toBe(404);
    const invalid = await add({ name: 'X', url: 'ftp://x.example.com/a', type: 'tv', kind: 'on_demand' });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['kind', 'url']);
  });

  it('takes a source StreamHunter knows into monitoring', async () => {
    const source = rows<{ id: number; name: string; url: string }>(
      "SELECT id, name, url FROM hunted_source WHERE added_ms IS NULL AND created_ms < ? AND url LIKE '%.mp3' ORDER BY id LIMIT 1",
      Date.parse(PINNED),
    )[0]!;
    expect((await add({ name: source.name, url: source.url, type: 'radio', kind: 'live' })).status).toBe(200);
    const { body } = await ref.post('/api/StreamHunter/list', { search: source.url, state: 'added' }, layla);
    expect(ids(body)).toEqual([source.id]);
  });

  it('refuses a recording window that ends first, lasts over a day or lies before the archive', async () => {
    const errors = async (start: string, end: string) => (await demand({ channel_id: 3, start, end })).body.errors;
    expect(await errors(at(2 * HOUR), at(HOUR))).toEqual({ end: ['The end must be a date after start.'] });
    expect(await errors(at(HOUR), at(26 * HOUR))).toEqual({
      end: ['The recording window may not be longer than 24 hours.'],
    });
    expect(Object.keys(await errors(at(-31 * DAY), at(-31 * DAY + HOUR)))).toEqual(['start']);
    expect((await demand({ channel_id: 999_999, start: at(-DAY), end: at(-DAY + HOUR) })).status).toBe(404);
    expect((await demand({ channel_id: 3, start: 'yesterday', end: at(HOUR) })).status).toBe(400);
  });

  it('records a past window at once and a coming one while it is on air', async () => {
    const past = await demand({ channel_id: 3, start: '2026-11-19T18:00:00+03:00', end: '2026-11-19T19:00:00+03:00' });
    expect(past.body.item).toMatchObject({
      name: 'НТВ — запись 19.11.2026 18:00–19:00',
      channel_id: 3,
      type: 'tv',
      kind: 'on_demand',
      state: 'queued',
      start: '2026-11-19T18:00:00+03:00',
      end: '2026-11-19T19:00:00+03:00',
    });
    expect(past.body.item.url).toBe(`https://records.mediamonitor.local/demand/${past.body.item.id}/index.m3u8`);
    const coming = await demand({ channel_id: 12, start: at(30 * MINUTE), end: at(45 * MINUTE) });
    expect(coming.body.item.state).toBe('queued');
    ref.advance(2 * MINUTE);
    expect([await stateOf(past.body.item.id), await stateOf(coming.body.item.id)]).toEqual(['processing', 'queued']);
    ref.advance(2 * MINUTE);
    expect(await stateOf(past.body.item.id)).toBe('done');
    ref.advance(30 * MINUTE);
    expect(await stateOf(coming.body.item.id)).toBe('processing');
    ref.advance(20 * MINUTE);
    expect(await stateOf(coming.body.item.id)).toBe('done');
  });
});

describe('StreamHunter: a source added by hand', () => {
  let anna: string;
  beforeAll(async () => {
    anna = await ref.login(ANNA);
  });
  const list = (body: object) => ref.post('/api/StreamHunter/list', body, anna);

  it('checks a source added by hand within seconds, detecting what it was not told', async () => {
    const added = await ref.post(
      '/api/StreamHunter/item',
      { url: 'https://stream.example.ae/radio/live.mp3', name: 'Radio Dubai — live' },
      anna,
    );
    expect(added.status).toBe(200);
    expect(added.body.item).toMatchObject({ type: null, country: null, state: 'checking' });
    const told = await ref.post(
      '/api/StreamHunter/item',
      { url: 'https://live.example.co.uk/news/index.m3u8', name: 'News — live', type: 'web', country: 'US' },
      anna,
    );
    expect(told.body.item).toMatchObject({ type: 'web', country: 'US', state: 'checking' });
    ref.advance(10_000);
    const [checked] = (await list({ search: 'stream.example.ae' })).body.items;
    expect(checked).toMatchObject({ id: added.body.item.id, type: 'radio', country: 'AE' });
    expect(['online', 'offline']).toContain(checked.state);
    expect((await list({ search: 'live.example.co.uk' })).body.items[0]).toMatchObject({ type: 'web', country: 'US' });
    const again = await ref.post(
      '/api/StreamHunter/item',
      { url: 'https://stream.example.ae/radio/live.mp3', name: 'Again' },
      anna,
    );
    expect(again.body.errors).toEqual({ url: ['StreamHunter already knows this source.'] });
    expect(
      (await ref.post('/api/StreamHunter/item', { url: 'udp://239.0.0.1:1234', name: 'Multicast' }, anna)).status,
    ).toBe(400);
  });
});

describe('a channel created in the console', () => {
  it('is still listed after a restart on the same database file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'reference-sources-'));
    const database = join(folder, 'reference.sqlite');
    try {
      const first = await startReference({ database });
      const admin = await first.signin();
      const created = await first.post(
        '/api/v1/channels/create',
        { name: 'Радио Эксперт', type: 'RADIO', country: 'RU', stream_url: 'https://expert.example.ru/live.mp3' },
        admin,
      );
      expect(created.status).toBe(200);
      await first.close();
      const second = await startReference({ database });
      try {
        const { body } = await second.post('/api/v1/channels/list', { search: 'эксперт' }, await second.signin());
        expect(body.items).toEqual([created.body.item]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
