// The alerts extension of the reference backend: rules (create, edit, pause, resume, delete and
// every refusal), the notifications with their unread count (ETag, 304), the digest's settings,
// and the evaluator as the clock moves on (POST /dev/clock): the spike planted two days after the
// base day against daySpike computed here from the raw rows, threshold, new story, first airplay
// of an upload, appearance, pause, a withdrawn key, quiet hours, the daily digest in another zone,
// the emails in the outbox. The server's clock is pinned, so nothing depends on today's weekday.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASELINE_DAYS, daySpike } from '../../shared/spikes.js';
import { dateOf, dayOf } from '../../server/data/calendar.js';
import { PLANTED_AHEAD } from '../../server/data/feed.js';
import { ANNA, IGOR, JAMES, PINNED, startReference, type Answer, type Reference } from './helpers.js';

const LAYLA = { email: 'layla.haddad@mediawatch.ae', password: 'Secret-2026' };
const BASE = dayOf('2026-11-27');
const STORM = BASE + PLANTED_AHEAD.storm.daysAhead;
const DAY = 86_400;

async function devPost(ref: Reference, path: string): Promise<{ status: number; body: Answer }> {
  const response = await fetch(`${ref.url}${path}`, { method: 'POST' });
  return { status: response.status, body: await response.json() };
}

async function outbox(ref: Reference, to: string): Promise<Answer[]> {
  const response = await fetch(`${ref.url}/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { items: Answer[] }).items;
}

describe('alert rules, notifications and the digest settings', () => {
  let ref: Reference;
  let anna: string;
  beforeAll(async () => {
    ref = await startReference();
    anna = await ref.login(ANNA);
  });
  afterAll(() => ref.close());

  const spike = {
    name: 'Всплески на ТВ',
    kind: 'spike',
    scope: { view_name: 'ТВ', channel_types: ['TV'] },
    language: 'ru',
  };

  it('creates, lists, searches, edits, pauses, resumes and deletes a rule', async () => {
    const created = await ref.post('/api/v1/alerts/create', { ...spike, recipients: [ANNA.email] }, anna);
    expect(created.status).toBe(200);
    const rule = created.body.item;
    expect(rule).toMatchObject({
      name: 'Всплески на ТВ',
      kind: 'spike',
      section: 'info',
      state: 'active',
      fired: 0,
      last_fired_at: null,
      created_at: '2026-11-27T12:00:00+03:00',
      recipients: [ANNA.email],
    });
    const second = await ref.post(
      '/api/v1/alerts/create',
      {
        name: 'Negative rate news',
        kind: 'threshold',
        scope: { theme_id: 1 },
        metric: 'negative_share',
        value: 0.4,
        language: 'en',
      },
      anna,
    );
    expect(second.status).toBe(200);
    const list = await ref.post('/api/v1/alerts/list', {}, anna);
    expect(list.body.items.map((item: Answer) => item.id)).toEqual([second.body.item.id, rule.id]);
    const found = await ref.post('/api/v1/alerts/list', { search: 'тв' }, anna);
    expect(found.body.items.map((item: Answer) => item.id)).toEqual([rule.id]);
    const edited = await ref.post(
      '/api/v1/alerts/edit',
      {
        id: rule.id,
        name: 'ТВ и радио',
        kind: 'spike',
        scope: { channel_types: ['TV', 'RADIO'] },
        sensitivity: 'more',
        language: 'ar',
      },
      anna,
    );
    expect(edited.body.item).toMatchObject({
      id: rule.id,
      name: 'ТВ и радио',
      sensitivity: 'more',
      recipients: [],
      language: 'ar',
    });
    expect((await ref.post('/api/v1/alerts/pause', { id: rule.id }, anna)).body.item.state).toBe('paused');
    expect((await ref.post('/api/v1/alerts/pause', { id: rule.id }, anna)).body.item.state).toBe('paused');
    expect((await ref.post('/api/v1/alerts/resume', { id: rule.id }, anna)).body.item.state).toBe('active');
    expect((await ref.post('/api/v1/alerts/delete', { id: rule.id }, anna)).body).toEqual({ success: true });
    for (const path of ['delete', 'pause', 'resume'])
      expect((await ref.post(`/api/v1/alerts/${path}`, { id: rule.id }, anna)).status).toBe(404);
    expect((await ref.post('/api/v1/alerts/edit', { ...spike, id: rule.id }, anna)).status).toBe(404);
    // Another account's rule is not there for this one.
    const igor = await ref.login(IGOR);
    expect((await ref.post('/api/v1/alerts/pause', { id: second.body.item.id }, igor)).status).toBe(404);
    expect((await ref.post('/api/v1/alerts/list', {}, igor)).body.items).toEqual([]);
  });

  it('refuses each rule the contract refuses, naming the field as its examples do', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await ref.post('/api/v1/alerts/create', { name: 'x', language: 'ru', ...body }, anna);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: 'The given data was invalid.', code: 'validation_failed' });
      return answer.body.errors;
    };
    expect(await refused({ kind: 'spike', scope: {}, value: 3 })).toEqual({
      kind: ['A spike rule does not take value.'],
    });
    expect(await refused({ kind: 'threshold', scope: {}, value: 3 })).toEqual({
      kind: ['A threshold rule needs metric.'],
    });
    expect(await refused({ kind: 'first_airplay', scope: {}, sensitivity: 'more' })).toEqual({
      kind: ['A first_airplay rule does not take scope.', 'A first_airplay rule does not take sensitivity.'],
    });
    expect(await refused({ kind: 'threshold', scope: {}, metric: 'negative_share', value: 1 })).toEqual({
      value: ['A negative share is a value below 1.'],
    });
    expect(await refused({ kind: 'spike', scope: { theme_id: 90210 } })).toEqual({
      'scope.theme_id': ['The selected theme does not exist.'],
    });
    expect(await refused({ kind: 'spike', scope: { story_id: 90_210_000 } })).toEqual({
      'scope.story_id': ['The selected story does not exist.'],
    });
    expect(await refused({ kind: 'spike', scope: { person_id: 90210 } })).toEqual({
      'scope.person_id': ['The selected person does not exist.'],
    });
    expect(await refused({ kind: 'spike', scope: { marker_id: 90210 } })).toEqual({
      'scope.marker_id': ['The selected key entity does not exist.'],
    });
    expect(await refused({ kind: 'spike', scope: { channel_id: 90210 } })).toEqual({
      'scope.channel_id': ['The selected channel does not exist.'],
    });
    expect(await refused({ kind: 'spike', scope: { channels: [1, 90210] } })).toEqual({
      'scope.channels': ['The selected channels 90210 do not exist.'],
    });
    expect(await refused({ kind: 'spike', scope: { markers: [201, 90210] } })).toEqual({
      'scope.markers': ['The selected key entities 90210 do not exist.'],
    });
    expect(await refused({ kind: 'spike', scope: { theme_id: 1, person_id: 101 } })).toEqual({
      scope: ['A scope is narrowed to at most one of theme_id, story_id, person_id, marker_id, channel_id.'],
    });
    expect(await refused({ kind: 'new_story', scope: { channel_types: ['TV'] } })).toHaveProperty('scope');
    expect(await refused({ kind: 'first_airplay', upload_id: 90210 })).toEqual({
      upload_id: ['The selected upload is not one of this account.'],
    });
    expect(await refused({ kind: 'new_channel_airplay', track_id: 90210 })).toEqual({
      track_id: ['The selected track does not exist.'],
    });
    expect(await refused({ kind: 'appearance', subject: { type: 'person', id: 90210 }, channels: [1] })).toEqual({
      'subject.id': ['The selected person does not exist.'],
    });
    expect(await refused({ kind: 'appearance', subject: { type: 'person', id: 1351 }, channels: [4] })).toEqual({
      channels: ['The channels 4 are not TV channels video monitoring watches.'],
    });
  });

  it('answers 403 for a kind of a section the account has no key for, and keeps at most 50 rules', async () => {
    const igor = await ref.login(IGOR);
    const james = await ref.login(JAMES);
    expect(
      (await ref.post('/api/v1/alerts/create', { name: 'x', kind: 'first_airplay', language: 'ru' }, igor)).status,
    ).toBe(403);
    expect((await ref.post('/api/v1/alerts/create', { ...spike }, james)).status).toBe(403);
    for (let n = 0; n < 50; n++)
      expect((await ref.post('/api/v1/alerts/create', { ...spike, name: `Правило ${n}` }, igor)).status).toBe(200);
    const fiftyFirst = await ref.post('/api/v1/alerts/create', { ...spike, name: 'Лишнее' }, igor);
    expect(fiftyFirst.status).toBe(400);
    expect(fiftyFirst.body.errors).toEqual({ name: ['An account keeps at most 50 alert rules.'] });
    expect((await ref.post('/api/v1/alerts/list', {}, igor)).body.items).toHaveLength(50);
  });

  it('tags the unread count and answers 304 while the tag holds', async () => {
    const first = await ref.get('/api/v1/notifications/unread', anna);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ unread: 0, latest_id: null });
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, max-age=30');
    const again = await fetch(`${ref.url}/api/v1/notifications/unread`, {
      headers: { authorization: `Bearer ${anna}`, 'if-none-match': tag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(tag);
    expect(await again.text()).toBe('');
    const other = await fetch(`${ref.url}/api/v1/notifications/unread`, {
      headers: { authorization: `Bearer ${anna}`, 'if-none-match': '"old"' },
    });
    expect(other.status).toBe(200);
  });

  it('keeps the digest settings: defaults, a change, an unknown zone and half quiet hours refused', async () => {
    const igor = await ref.login(IGOR);
    expect(((await (await ref.get('/api/v1/notifications/digest', igor)).json()) as Answer).item).toEqual({
      enabled: false,
      hour: 8,
      time_zone: 'Europe/Moscow',
      quiet_start: null,
      quiet_end: null,
      language: 'ru',
    });
    const settings = { enabled: true, hour: 7, time_zone: 'Asia/Dubai', quiet_start: 22, quiet_end: 7, language: 'ar' };
    expect((await ref.post('/api/v1/notifications/digest', settings, igor)).body.item).toEqual(settings);
    expect(((await (await ref.get('/api/v1/notifications/digest', igor)).json()) as Answer).item).toEqual(settings);
    const zone = await ref.post('/api/v1/notifications/digest', { ...settings, time_zone: 'Mars/Olympus' }, igor);
    expect(zone.status).toBe(400);
    expect(Object.keys(zone.body.errors)).toEqual(['time_zone']);
    const half = await ref.post('/api/v1/notifications/digest', { ...settings, quiet_end: null }, igor);
    expect(half.status).toBe(400);
    expect(Object.keys(half.body.errors)).toEqual(['quiet_end']);
  });

  it('refuses the developer routes to a caller naming another host', async () => {
    for (const path of ['/dev/alerts/evaluate', '/dev/clock?advance=60']) {
      const status = await new Promise<number>((resolve, reject) => {
        const call = httpRequest(
          `${ref.url}${path}`,
          { method: 'POST', headers: { host: 'evil.example' } },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        call.on('error', reject);
        call.end();
      });
      expect(status).toBe(404);
    }
    expect((await devPost(ref, '/dev/alerts/evaluate')).body).toEqual({ fired: 0 });
  });
});

describe('REFERENCE_ALERTS=off', () => {
  let ref: Reference;
  beforeAll(async () => {
    ref = await startReference({ alerts: false });
  });
  afterAll(() => ref.close());

  it('answers every alerts operation 404, as a backend without the extension', async () => {
    const token = await ref.login(ANNA);
    const posts: [string, unknown][] = [
      ['/api/v1/alerts/list', {}],
      ['/api/v1/alerts/create', { name: 'x', kind: 'first_airplay', language: 'ru' }],
      ['/api/v1/alerts/edit', { id: 1, name: 'x', kind: 'first_airplay', language: 'ru' }],
      ['/api/v1/alerts/delete', { id: 1 }],
      ['/api/v1/alerts/pause', { id: 1 }],
      ['/api/v1/alerts/resume', { id: 1 }],
      ['/api/v1/notifications/list', {}],
      ['/api/v1/notifications/read', { all: true }],
      ['/api/v1/notifications/digest', { enabled: false, hour: 8, time_zone: 'Europe/Moscow', language: 'ru' }],
    ];
    for (const [path, body] of posts) expect((await ref.post(path, body, token)).status, path).toBe(404);
    for (const path of ['/api/v1/notifications/unread', '/api/v1/notifications/digest'])
      expect((await ref.get(path, token)).status, path).toBe(404);
    expect((await devPost(ref, '/dev/alerts/evaluate')).status).toBe(404);
    // Whatever the request holds, and before any token is looked at: the path is not there.
    expect((await ref.post('/api/v1/alerts/create', { name: '' }, token)).status).toBe(404);
    expect((await ref.post('/api/v1/alerts/list', {})).body).toEqual({ message: 'Not found.', code: 'not_found' });
  });
});

describe('the evaluator as the clock moves on', () => {
  let ref: Reference;
  const rules: Record<string, number> = {};
  const tokens = async () => ({
    anna: await ref.login(ANNA),
    igor: await ref.login(IGOR),
    james: await ref.login(JAMES),
    layla: await ref.login(LAYLA),
  });
  let appearanceChannels: number[] = [];
  let uploadId = 0;
  let newTrack = 0;

  beforeAll(async () => {
    ref = await startReference();
    const { anna, igor, james, layla } = await tokens();
    const create = async (token: string, key: string, body: Record<string, unknown>) => {
      const answer = await ref.post('/api/v1/alerts/create', body, token);
      expect(answer.status, key).toBe(200);
      rules[key] = answer.body.item.id as number;
    };
    const scope = { theme_id: PLANTED_AHEAD.storm.theme };
    await create(anna, 'spikeRu', {
      name: 'Шторм <ru>',
      kind: 'spike',
      scope,
      recipients: ['press@mediagroup.ru'],
      language: 'ru',
    });
    await create(anna, 'spikeAr', {
      name: 'عاصفة',
      kind: 'spike',
      scope,
      recipients: ['desk@mediawatch.ae'],
      language: 'ar',
    });
    await create(anna, 'newStory', { name: 'Новые сюжеты', kind: 'new_story', scope, language: 'ru' });
    await create(anna, 'paused', { name: 'На паузе', kind: 'spike', scope, language: 'ru' });
    await ref.post('/api/v1/alerts/pause', { id: rules.paused }, anna);
    await create(igor, 'threshold', {
      name: 'Каждый день',
      kind: 'threshold',
      // Every mention: reached every day whatever the day's stories (a single theme may have none on a quiet Sunday).
      scope: {},
      metric: 'mentions',
      value: 1,
      recipients: ['igor@newsmonitor.ru'],
      language: 'en',
    });
    // Igor's emails wait from 10 to 14 o'clock in Moscow.
    await ref.post(
      '/api/v1/notifications/digest',
      { enabled: false, hour: 8, time_zone: 'Europe/Moscow', quiet_start: 10, quiet_end: 14, language: 'en' },
      igor,
    );
    // Anna's digest at 14 o'clock in Dubai (UTC+4): 13 o'clock there when the clock has moved three days on.
    await ref.post(
      '/api/v1/notifications/digest',
      { enabled: true, hour: 14, time_zone: 'Asia/Dubai', quiet_start: null, quiet_end: null, language: 'en' },
      anna,
    );
    // James uploads a track: done in seconds, on air from the next day generated.
    const form = new FormData();
    form.append('artist', 'Ольга Серова');
    form.append('title', 'Новый рассвет');
    form.append('file', new Blob([wav(15)], { type: 'audio/wav' }), 'serova.wav');
    const sent = await fetch(`${ref.url}/api/v1/music/upload/track`, {
      method: 'POST',
      headers: { authorization: `Bearer ${james}` },
      body: form,
    });
    expect(sent.status).toBe(200);
    uploadId = ((await sent.json()) as Answer).item.id as number;
    await create(james, 'firstAirplay', {
      name: 'Первый эфир',
      kind: 'first_airplay',
      upload_id: uploadId,
      language: 'ru',
    });
    // The same track on each channel that takes it up.
    newTrack = uploadId;
    await create(james, 'newChannel', {
      name: 'Новые каналы',
      kind: 'new_channel_airplay',
      track_id: newTrack,
      language: 'en',
    });
    // Person 1351 on the TV channels where the last week saw them most.
    const { db } = ref.server.dataset;
    appearanceChannels = db
      .prepare(
        `SELECT f.channel_id FROM video_person_fact f JOIN channel c ON c.id = f.channel_id
         WHERE f.item_id = 1351 AND f.day >= ? AND c.type = 'TV' GROUP BY f.channel_id ORDER BY sum(f.n) DESC, f.channel_id LIMIT 5`,
      )
      .pluck()
      .all(BASE - 7) as number[];
    await create(layla, 'appearance', {
      name: 'Журавлёв',
      kind: 'appearance',
      subject: { type: 'person', id: 1351 },
      channels: appearanceChannels,
      language: 'ar',
    });
    // Three days on: the 27th, 28th and 29th are whole.
    const moved = await devPost(ref, `/dev/clock?advance=${3 * DAY}`);
    expect(moved.status).toBe(200);
    expect(moved.body.now).toBe(new Date(Date.parse(PINNED) + 3 * DAY * 1000).toISOString());
  });
  afterAll(() => ref.close());

  const notifications = async (token: string, alertId: number, lang = 'ru') =>
    (
      await ref.post('/api/v1/notifications/list', { alert_id: alertId, limit: 100 }, token, {
        'accept-language': lang,
      })
    ).body;

  it('fires the planted spike on its day with the figures daySpike gives over the raw rows', async () => {
    const { anna } = await tokens();
    const { db } = ref.server.dataset;
    const rows = db
      .prepare(
        `SELECT m.day, sum(m.positive + m.neutral + m.negative) AS n FROM mention m JOIN story s ON s.id = m.story_id
         WHERE s.theme_id = ? AND m.day BETWEEN ? AND ? GROUP BY m.day`,
      )
      .all(PLANTED_AHEAD.storm.theme, STORM - BASELINE_DAYS, STORM) as { day: number; n: number }[];
    const series = new Array<number>(BASELINE_DAYS + 1).fill(0);
    for (const row of rows) series[row.day - (STORM - BASELINE_DAYS)] = row.n;
    const expected = daySpike(series, BASELINE_DAYS)!;
    expect(expected).toBeDefined();
    const list = await notifications(anna, rules.spikeRu!);
    expect(list.items).toHaveLength(1);
    const [item] = list.items;
    expect(item).toMatchObject({
      alert_id: rules.spikeRu,
      alert_name: 'Шторм <ru>',
      kind: 'spike',
      section: 'info',
      day: dateOf(STORM),
      read: false,
      figures: {
        count: expected.value,
        usual: expected.usual,
        ...(expected.ratio === undefined ? {} : { ratio: Math.round(expected.ratio * 10) / 10 }),
      },
      target: {
        section: 'info',
        period: { start_date: dateOf(STORM - BASELINE_DAYS), end_date: dateOf(STORM) },
        mark: dateOf(STORM),
        scope: { theme_id: PLANTED_AHEAD.storm.theme },
      },
    });
    expect(item.title).toBe('Всплеск упоминаний: Шторм <ru>');
    expect(item.text).toContain(`${dateOf(STORM).split('-').reverse().join('.')}: упоминаний — ${expected.value},`);
    // The same notification in English and Arabic.
    expect((await notifications(anna, rules.spikeRu!, 'en')).items[0].title).toBe('Mentions spike: Шторм <ru>');
    expect((await notifications(anna, rules.spikeRu!, 'ar')).items[0].title).toMatch(/^ارتفاع مفاجئ/);
    // No other day of the three stood out.
    expect(
      (await ref.post('/api/v1/alerts/list', {}, anna)).body.items.find((r: Answer) => r.id === rules.spikeRu),
    ).toMatchObject({ fired: 1, last_fired_at: '2026-11-30T12:00:00+03:00' });
  });

  it('emails the spike in the rule language, HTML and plain text, with the cabinet link', async () => {
    const link = `http://127.0.0.1:5173/cabinet/info/main?period[start_date]=${dateOf(STORM - BASELINE_DAYS)}&period[end_date]=${dateOf(STORM)}&theme=${PLANTED_AHEAD.storm.theme}&mark=${dateOf(STORM)}`;
    const [ru] = await outbox(ref, 'press@mediagroup.ru');
    expect(ru).toMatchObject({ subject: 'Всплеск упоминаний: Шторм <ru>', link });
    expect(ru.body).toContain(link);
    expect(ru.html).toContain('<html lang="ru">');
    expect(ru.html).toContain('Шторм &lt;ru&gt;');
    expect(ru.html).not.toContain('Шторм <ru>');
    expect(ru.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    const [ar] = await outbox(ref, 'desk@mediawatch.ae');
    expect(ar.subject).toBe('ارتفاع مفاجئ في الإشارات: عاصفة');
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.body).toContain(link);
  });

  it('fires a new story once, on the day of its first mention in the scope', async () => {
    const { anna } = await tokens();
    const list = await notifications(anna, rules.newStory!);
    const storm = list.items.filter((item: Answer) => item.title === `Новый сюжет: ${PLANTED_AHEAD.storm.title}`);
    expect(storm).toHaveLength(1);
    expect(storm[0].day).toBe(dateOf(STORM));
    const { db } = ref.server.dataset;
    const count = db
      .prepare(
        'SELECT sum(m.positive + m.neutral + m.negative) FROM mention m JOIN story s ON s.id = m.story_id WHERE s.title = ? AND m.day = ?',
      )
      .pluck()
      .get(PLANTED_AHEAD.storm.title, STORM);
    expect(storm[0].figures).toEqual({ count });
    for (const item of list.items) expect(dayOf(item.day)).toBeGreaterThanOrEqual(BASE);
  });

  it('fires a threshold each day it is reached, and holds its emails for the quiet hours', async () => {
    const { igor } = await tokens();
    const list = await notifications(igor, rules.threshold!, 'en');
    expect(list.items.map((item: Answer) => item.day)).toEqual([dateOf(BASE + 2), dateOf(BASE + 1), dateOf(BASE)]);
    expect(list.items[0].title).toBe('Threshold reached: Каждый день');
    expect(list.unread).toBe(3);
    // 12 o'clock in Moscow: quiet until 14.
    expect(await outbox(ref, 'igor@newsmonitor.ru')).toEqual([]);
    await devPost(ref, `/dev/clock?advance=${2 * 3600}`);
    const sent = await outbox(ref, 'igor@newsmonitor.ru');
    expect(sent).toHaveLength(3);
    expect(sent[0].created_at).toBe('2026-11-30T11:00:00.000Z');
    expect(sent[0].html).toContain('<html lang="en">');
  });

  it('sends the digest at its hour in its zone, once', async () => {
    // 14 o'clock in Dubai has come with the two hours above.
    const digests = await outbox(ref, ANNA.email);
    expect(digests).toHaveLength(1);
    expect(digests[0].subject).toBe('Alerts digest for 29 November 2026');
    expect(digests[0].body).toContain('Шторм <ru>: notifications: 1 (+1 against the day before)');
    expect(digests[0].html).toContain('Шторм &lt;ru&gt;');
    await devPost(ref, '/dev/alerts/evaluate');
    await devPost(ref, `/dev/clock?advance=${3600}`);
    expect(await outbox(ref, ANNA.email)).toHaveLength(1);
  });

  it('passes over the days a rule was paused', async () => {
    const { anna } = await tokens();
    expect((await notifications(anna, rules.paused!)).items).toEqual([]);
    await ref.post('/api/v1/alerts/resume', { id: rules.paused }, anna);
    await devPost(ref, '/dev/alerts/evaluate');
    expect((await notifications(anna, rules.paused!)).items).toEqual([]);
  });

  it('tells the first airplay of an upload, with its channel and plays', async () => {
    const { james } = await tokens();
    const { db } = ref.server.dataset;
    const first = db.prepare('SELECT min(day) FROM music_play WHERE track_id = ?').pluck().get(uploadId) as number;
    expect(first).toBeGreaterThan(BASE);
    // On air from the day after the upload: within the three days the clock moved on.
    expect(first).toBeLessThanOrEqual(BASE + 2);
    const list = await notifications(james, rules.firstAirplay!);
    const plays = db
      .prepare('SELECT sum(plays) FROM music_play WHERE track_id = ? AND day = ?')
      .pluck()
      .get(uploadId, first);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      kind: 'first_airplay',
      section: 'music',
      day: dateOf(first),
      title: 'Впервые в эфире: Ольга Серова — Новый рассвет',
      figures: { plays },
      target: {
        section: 'music',
        period: { start_date: dateOf(first), end_date: dateOf(first) },
        track_id: uploadId,
        upload_id: uploadId,
        mark: dateOf(first),
      },
    });
    const channel = list.items[0].figures.channel;
    expect(
      db
        .prepare('SELECT count(*) FROM music_play WHERE track_id = ? AND day = ? AND channel_id = ?')
        .pluck()
        .get(uploadId, first, channel.id),
    ).toBe(1);
    expect(list.items[0].text).toMatch(
      new RegExp(
        `^Ваша загрузка впервые прозвучала в эфире: .+, ${dateOf(first).split('-').reverse().join('.')} в \\d\\d:\\d\\d\\.`,
      ),
    );
  });

  it('tells each channel that plays a track for the first time', async () => {
    const { james } = await tokens();
    const { db } = ref.server.dataset;
    const expected = db
      .prepare(
        `SELECT p.day, p.channel_id, p.plays FROM music_play p WHERE p.track_id = ? AND p.day BETWEEN ? AND ?
         AND NOT EXISTS (SELECT 1 FROM music_play q WHERE q.track_id = p.track_id AND q.channel_id = p.channel_id AND q.day < p.day)
         ORDER BY p.day DESC, p.channel_id DESC`,
      )
      .all(newTrack, BASE, BASE + 2) as { day: number; channel_id: number; plays: number }[];
    expect(expected.length).toBeGreaterThan(0);
    const list = await notifications(james, rules.newChannel!, 'en');
    expect(list.items.map((item: Answer) => [item.day, item.figures.channel.id, item.figures.plays])).toEqual(
      expected.map((row) => [dateOf(row.day), row.channel_id, row.plays]),
    );
    expect(list.items[0].title).toMatch(/^New channel: .+ — .+/);
    expect(list.items[0].target).toMatchObject({ section: 'music', track_id: newTrack });
  });

  it('tells the days a person appears on the chosen channels', async () => {
    const { layla } = await tokens();
    const { db } = ref.server.dataset;
    const days = db
      .prepare(
        `SELECT day, sum(n) AS count FROM video_person_fact WHERE item_id = 1351 AND n > 0 AND day BETWEEN ? AND ?
         AND channel_id IN (${appearanceChannels.map(() => '?').join(', ')}) GROUP BY day ORDER BY day DESC`,
      )
      .all(BASE, BASE + 2, ...appearanceChannels) as { day: number; count: number }[];
    expect(days.length).toBeGreaterThan(0);
    const list = await notifications(layla, rules.appearance!, 'ar');
    expect(list.items.map((item: Answer) => [item.day, item.figures.count])).toEqual(
      days.map((row) => [dateOf(row.day), row.count]),
    );
    expect(list.items[0].target).toMatchObject({ section: 'video', subject: { type: 'person', id: 1351 } });
  });

  it('stops a rule whose key is withdrawn, and starts it again from the day the key comes back', async () => {
    const { db } = ref.server.dataset;
    const igor = await ref.login(IGOR);
    const before = (await notifications(igor, rules.threshold!)).meta.total as number;
    db.prepare('UPDATE account SET permissions = ? WHERE email = ?').run('{}', IGOR.email);
    const stopped = (await ref.post('/api/v1/alerts/list', {}, igor)).body.items[0];
    expect(stopped.state).toBe('stopped');
    await devPost(ref, `/dev/clock?advance=${DAY}`);
    db.prepare('UPDATE account SET permissions = ? WHERE email = ?').run('{"infopole":true}', IGOR.email);
    const again = await ref.login(IGOR);
    expect((await ref.post('/api/v1/alerts/list', {}, again)).body.items[0].state).toBe('active');
    await devPost(ref, '/dev/alerts/evaluate');
    expect((await notifications(again, rules.threshold!)).meta.total).toBe(before);
    await devPost(ref, `/dev/clock?advance=${DAY}`);
    expect((await notifications(await ref.login(IGOR), rules.threshold!)).meta.total).toBe(before + 1);
  });

  it('marks notifications read, one or all, and the unread tag changes', async () => {
    const igor = await ref.login(IGOR);
    const unread = await ref.get('/api/v1/notifications/unread', igor);
    const tag = unread.headers.get('etag')!;
    const count = (await unread.json()) as Answer;
    expect(count.unread).toBeGreaterThan(1);
    const list = await notifications(igor, rules.threshold!);
    const one = await ref.post('/api/v1/notifications/read', { ids: [list.items[0].id, 999_999] }, igor);
    expect(one.body).toEqual({ unread: count.unread - 1, latest_id: count.latest_id });
    const after = await fetch(`${ref.url}/api/v1/notifications/unread`, {
      headers: { authorization: `Bearer ${igor}`, 'if-none-match': tag },
    });
    expect(after.status).toBe(200);
    expect((await ref.post('/api/v1/notifications/read', { all: true }, igor)).body.unread).toBe(0);
    expect((await ref.post('/api/v1/notifications/list', { unread_only: true }, igor)).body.items).toEqual([]);
  });
});

/** A short 8-bit mono WAV file of `seconds` of silence. */
function wav(seconds: number): Buffer {
  const chunk = (id: string, body: Buffer) =>
    Buffer.concat([
      Buffer.from(id, 'latin1'),
      Buffer.from(Uint32Array.of(body.length).buffer),
      body,
      Buffer.alloc(body.length % 2),
    ]);
  const format = Buffer.alloc(16);
  format.writeUInt16LE(1, 0);
  format.writeUInt16LE(1, 2);
  format.writeUInt32LE(8000, 4);
  format.writeUInt32LE(8000, 8);
  format.writeUInt16LE(1, 12);
  format.writeUInt16LE(8, 14);
  const body = Buffer.concat([
    Buffer.from('WAVE'),
    chunk('fmt ', format),
    chunk('data', Buffer.alloc(8000 * seconds, 128)),
  ]);
  return Buffer.concat([Buffer.from('RIFF'), Buffer.from(Uint32Array.of(body.length).buffer), body]);
}
