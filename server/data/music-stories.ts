// Airplay stories: what the music news is about, each grouping the plays of its tracks while it
// lives. They follow the catalogue: a premiere for each big single on its release, an album story
// for an album, a chart run for a single that became a hit two to three weeks later, tours of the
// artists in the charts, and the award seasons on their calendar dates with the hits as nominees.
// Tours and awards are sometimes tied to a key entity (a marker of the info section, a music or
// culture one), which is how the markers filter reaches airplay.
import type { Database } from 'better-sqlite3';
import { dateOf, dayOf } from './calendar.js';
import { rankSpan, weightOfRank } from './music-catalog.js';
import { EXAMPLE_BASE, EXAMPLE_STORIES } from './music-examples.js';
import type { Lang } from './names.js';
import type { Plan } from './plan.js';
import { random, type Random } from './random.js';

const TEMPLATES: Record<Lang, Record<'premiere' | 'album' | 'chart' | 'tour', string>> = {
  ru: {
    premiere: 'Премьера: {artist} — «{title}»',
    album: '{artist}: новый альбом «{album}»',
    chart: '«{title}» ({artist}) {chart}',
    tour: '{artist}: тур {region}',
  },
  en: {
    premiere: '{artist}: «{title}» premieres',
    album: '{artist}: new album «{album}»',
    chart: '{artist}: «{title}» {chart}',
    tour: '{artist}: {region} tour',
  },
  ar: {
    premiere: 'العرض الأول لأغنية «{title}» لـ{artist}',
    album: '{artist}: ألبوم جديد «{album}»',
    chart: '«{title}» لـ{artist} {chart}',
    tour: 'جولة {artist} {region}',
  },
};
const CHARTS: Record<Lang, [string, string]> = {
  ru: ['в чарте {channel}', 'в чарте недели'],
  en: ['in the {channel} chart', 'in the weekly chart'],
  ar: ['في قائمة {channel}', 'في قائمة الأسبوع'],
};
const REGIONS: Record<Lang, string[]> = {
  ru: ['по России', 'по Сибири', 'по Поволжью', 'по городам Урала', 'по Казахстану', 'по Беларуси'],
  en: ['UK', 'US', 'European', 'world', 'arena'],
  ar: ['الخليجية', 'المصرية', 'العربية', 'الأوروبية'],
};
/** Award ceremonies: month-day, language, title; their stories start when the nominees are named, three weeks before. */
const AWARDS: [string, Lang, string][] = [
  ['12-01', 'ru', '«Золотой граммофон — {year}»: номинанты в эфире'],
  ['06-07', 'ru', 'Премия «Муз-ТВ {year}»: номинанты в эфире'],
  ['03-10', 'ru', '«Жара Music Awards {year}»: номинанты в эфире'],
  ['03-01', 'en', 'Brit Awards {year}: the nominees on air'],
  ['09-05', 'en', 'Mercury Prize {year}: the shortlist on air'],
  ['11-10', 'en', 'MTV EMA {year}: the nominees on air'],
  ['01-28', 'ar', 'Joy Awards {year}: المرشحون على الهواء'],
  ['07-20', 'ar', 'جوائز موريكس دور {year}: المرشحون على الهواء'],
];
const NOMINATION_DAYS = 20;

interface TrackRow {
  id: number;
  artist_id: number;
  artist: string;
  title: string;
  album: string | null;
  theme_id: number;
  lang: Lang;
  weight: number;
}
const TRACK =
  'SELECT t.id, t.artist_id, a.name AS artist, t.title, t.album, t.theme_id, t.lang, t.weight FROM music_track t JOIN music_artist a ON a.id = t.artist_id';

const fill = (pattern: string, values: Record<string, string>) =>
  pattern.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The contract's example stories, dated against the base day like the example uploads. */
export function addExampleStories(db: Database, plan: Plan): void {
  const story = new Stories(db);
  const shift = plan.base - dayOf(EXAMPLE_BASE);
  const byName = db
    .prepare(
      'SELECT t.id FROM music_track t JOIN music_artist a ON a.id = t.artist_id WHERE a.name = ? AND t.title = ?',
    )
    .pluck();
  for (const example of EXAMPLE_STORIES) {
    const tracks = example.tracks.map((track) =>
      typeof track === 'number' ? track : (byName.get(...track.split(' — ')) as number),
    );
    const born = dayOf(example.born) + shift;
    story.add(example.id, {
      title: example.title,
      theme: example.theme,
      kind: example.kind,
      born,
      ends: born + example.days,
      tracks,
      marker: example.kind === 'tour' ? story.marker(random(plan.seed, `music-story:${example.id}`)) : undefined,
    });
  }
}

/** The stories born on each day of [from, to] (after that day's releases are in the catalogue). */
export function addStories(db: Database, plan: Plan, from: number, to: number): void {
  const story = new Stories(db);
  const span = rankSpan(plan.scale);
  const premiere = weightOfRank(31 + span * 0.05);
  const hit = weightOfRank(31 + span * 0.03);
  const released = db.prepare(`${TRACK} WHERE t.released = ? ORDER BY t.id`);
  const hits = db.prepare(
    `${TRACK} WHERE t.released BETWEEN ? AND ? AND t.lang = ? ORDER BY t.weight DESC, t.id LIMIT ?`,
  );
  const best = db.prepare(`${TRACK} WHERE t.artist_id = ? AND t.released <= ? ORDER BY t.weight DESC, t.id LIMIT 3`);
  for (let day = from; day <= to; day++) {
    const r = random(plan.seed, `music-stories:${day}`);
    const today = released.all(day) as TrackRow[];
    const albums = new Map<string, TrackRow[]>();
    for (const track of today) {
      if (track.album)
        albums.set(`${track.artist_id}:${track.album}`, [
          ...(albums.get(`${track.artist_id}:${track.album}`) ?? []),
          track,
        ]);
      else if (track.weight >= premiere)
        story.add(undefined, {
          ...story.about('premiere', track),
          born: day,
          ends: day + r.int(14, 28),
          tracks: [track.id],
        });
    }
    for (const tracks of albums.values()) {
      const lead = tracks.reduce((a, b) => (b.weight > a.weight ? b : a));
      if (lead.weight >= premiere / 2)
        story.add(undefined, {
          ...story.about('album', lead),
          born: day,
          ends: day + r.int(21, 35),
          tracks: tracks.map((t) => t.id),
        });
    }
    for (const track of released.all(day - 17) as TrackRow[]) {
      if (track.weight >= hit && !track.album)
        story.add(undefined, {
          ...story.about('chart', track, r),
          born: day,
          ends: day + r.int(21, 42),
          tracks: [track.id],
        });
    }
    if (r.chance(plan.scale === 'full' ? 0.3 : 0.15)) {
      const lang = r.pick<Lang>(['ru', 'ru', 'en', 'ar']);
      const pool = hits.all(day - 120, day, lang, 40) as TrackRow[];
      if (pool.length > 0) {
        const lead = r.pick(pool);
        const tracks = best.all(lead.artist_id, day) as TrackRow[];
        story.add(undefined, {
          ...story.about('tour', lead, r),
          theme: lead.theme_id,
          born: day,
          ends: day + r.int(14, 45),
          tracks: tracks.map((t) => t.id),
          marker: r.chance(0.5) ? story.marker(r) : undefined,
        });
      }
    }
    for (const [monthDay, lang, pattern] of AWARDS) {
      const year = Number(dateOf(day).slice(0, 4)) + (monthDay < dateOf(day).slice(5) ? 1 : 0);
      const title = fill(pattern, { year: String(year) });
      // A ceremony is one story (the examples may hold this year's already).
      if (dayOf(`${year}-${monthDay}`) - NOMINATION_DAYS !== day || story.has(title)) continue;
      const nominees = hits.all(day - 150, day - 7, lang, 6) as TrackRow[];
      if (nominees.length === 0) continue;
      story.add(undefined, {
        title,
        theme: nominees[0]!.theme_id,
        kind: 'award',
        born: day,
        ends: day + NOMINATION_DAYS + 2,
        tracks: nominees.map((t) => t.id),
        marker: r.chance(0.5) ? story.marker(r) : undefined,
      });
    }
  }
}

interface NewStory {
  title: string;
  theme: number;
  kind: string;
  born: number;
  ends: number;
  tracks: number[];
  marker?: number;
}

class Stories {
  private readonly titles: Set<string>;
  private readonly markers: number[];
  private readonly chartChannels: Map<Lang, string[]>;
  private nextId: number;
  /** What has been told about each track (its premiere, its chart run). */
  private readonly told = new Map<number, string>();

  constructor(private readonly db: Database) {
    this.titles = new Set(db.prepare('SELECT title FROM music_story').pluck().all() as string[]);
    for (const row of db
      .prepare(
        "SELECT st.track_id, s.kind FROM music_story_track st JOIN music_story s ON s.id = st.story_id WHERE s.kind NOT IN ('award', 'tour')",
      )
      .all() as { track_id: number; kind: string }[]) {
      this.told.set(row.track_id, row.kind);
    }
    // Key entities about music first, culture otherwise.
    const music = db
      .prepare("SELECT id FROM marker WHERE ',' || themes || ',' LIKE '%,16,%' ORDER BY id")
      .pluck()
      .all() as number[];
    this.markers =
      music.length > 0
        ? music
        : (db
            .prepare("SELECT id FROM marker WHERE ',' || themes || ',' LIKE '%,6,%' ORDER BY id")
            .pluck()
            .all() as number[]);
    this.chartChannels = new Map();
    for (const row of db
      .prepare(
        "SELECT c.lang, c.name FROM music_channel m JOIN channel c ON c.id = m.channel_id WHERE m.format NOT IN ('talk', 'tv') ORDER BY c.volume DESC",
      )
      .all() as { lang: Lang; name: string }[]) {
      this.chartChannels.set(row.lang, [...(this.chartChannels.get(row.lang) ?? []), row.name].slice(0, 8));
    }
    this.nextId =
      Math.max(455, (db.prepare('SELECT max(id) FROM music_story').pluck().get() as number | null) ?? 0) + 1;
  }

  has(title: string): boolean {
    return this.titles.has(title);
  }

  marker(r: Random): number | undefined {
    return this.markers.length > 0 ? r.pick(this.markers) : undefined;
  }

  about(
    kind: 'premiere' | 'album' | 'chart' | 'tour',
    track: TrackRow,
    r?: Random,
  ): { title: string; theme: number; kind: string } {
    const channels = this.chartChannels.get(track.lang) ?? [];
    const chart =
      r && channels.length > 0 ? fill(CHARTS[track.lang][0], { channel: r.pick(channels) }) : CHARTS[track.lang][1];
    const region = r ? r.pick(REGIONS[track.lang]) : REGIONS[track.lang][0]!;
    const title = fill(TEMPLATES[track.lang][kind], {
      artist: track.artist,
      title: track.title,
      album: track.album ?? track.title,
      chart,
      region,
    });
    return { title, theme: track.theme_id, kind };
  }

  add(id: number | undefined, story: NewStory): void {
    // A track's premiere or chart run is told once (an example story may tell it already).
    if (story.kind !== 'award' && story.kind !== 'tour' && this.told.get(story.tracks[0]!) === story.kind) return;
    // The same event again some other time: the title says when.
    let title = story.title;
    if (this.titles.has(title)) title = `${title}, ${dateOf(story.born).split('-').reverse().join('.')}`;
    if (this.titles.has(title) || story.tracks.length === 0) return;
    this.titles.add(title);
    const storyId = id ?? this.nextId++;
    this.db
      .prepare('INSERT INTO music_story (id, theme_id, title, kind, born, ends) VALUES (?, ?, ?, ?, ?, ?)')
      .run(storyId, story.theme, title, story.kind, story.born, story.ends);
    const link = this.db.prepare('INSERT OR IGNORE INTO music_story_track (story_id, track_id) VALUES (?, ?)');
    for (const track of story.tracks) {
      link.run(storyId, track);
      if (story.kind !== 'award' && story.kind !== 'tour') this.told.set(track, story.kind);
    }
    if (story.marker !== undefined)
      this.db.prepare('INSERT INTO music_story_marker (marker_id, story_id) VALUES (?, ?)').run(story.marker, storyId);
  }
}
