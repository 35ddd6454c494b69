// The music section: airplay statistics, genres, airplay stories and the info page's music block
// (sums of plays within the statistics filters), with the airplay report and the playlist
// (single plays) and the track uploads of the cabinet and the console.
import { dateOf } from '../data/calendar.js';
import { musicAirplay } from './music-airplay.js';
import {
  channelsOfTracks,
  dynamicsOf,
  musicScope,
  playsByDay,
  playsByTrack,
  ranked,
  topTracks,
  trackInfo,
} from './music-scope.js';
import { musicUploads } from './music-uploads.js';
import { scopeOf } from './scope.js';
import type { Handlers } from './types.js';

/** Sums of plays by a key of each track (its artist, its genre), most played first, ties by key. */
function rankBy<K extends string | number>(
  byTrack: Map<number, number>,
  key: (track: number) => K,
  limit: number,
): [K, number][] {
  const sums = new Map<K, number>();
  for (const [track, plays] of byTrack) sums.set(key(track), (sums.get(key(track)) ?? 0) + plays);
  return [...sums].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, limit);
}

const total = (byDay: Map<number, number>) => [...byDay.values()].reduce((sum, plays) => sum + plays, 0);

const STORY_SORT = { count: 'count', title: 'title', first_played_on: 'first' } as const;

export const music: Handlers = {
  musicStatistics({ db, body, now }) {
    const scope = musicScope(db, body, now());
    const limit = body.limit ?? 10;
    const byDay = playsByDay(db, scope);
    const byTrack = playsByTrack(db, scope);
    const tracks = trackInfo(db);
    return {
      statistics: {
        total: total(byDay),
        dynamics: dynamicsOf(scope, byDay),
        items: ranked(byTrack)
          .slice(0, limit)
          .map(([id, plays]) => ({
            track_id: id,
            artist: tracks.get(id)!.artist,
            title: tracks.get(id)!.title,
            plays,
          })),
        artists: rankBy(byTrack, (id) => tracks.get(id)!.artist, limit).map(([artist, plays]) => ({ artist, plays })),
      },
    };
  },

  musicThemesTopList({ db, body, now, lang }) {
    const scope = musicScope(db, body, now());
    const tracks = trackInfo(db);
    const names = new Map(
      (db.prepare(`SELECT id, name_${lang} AS name FROM music_theme`).all() as { id: number; name: string }[]).map(
        (row) => [row.id, row.name],
      ),
    );
    return {
      items: rankBy(playsByTrack(db, scope), (id) => tracks.get(id)!.theme, body.limit ?? 10).map(([id, count]) => ({
        id,
        name: names.get(id)!,
        count,
      })),
    };
  },

  infoMusicGet({ db, body, now }) {
    const scope = musicScope(db, body, now());
    const top = topTracks(db, scope, body.limit ?? 10);
    const channels = channelsOfTracks(
      db,
      scope,
      top.map(([id]) => id),
    );
    const tracks = trackInfo(db);
    return {
      total_plays: total(playsByDay(db, scope)),
      items: top.map(([id, plays]) => ({
        isrc: tracks.get(id)!.isrc,
        artist: tracks.get(id)!.artist,
        title: tracks.get(id)!.title,
        plays,
        channels: channels.get(id) ?? [],
      })),
    };
  },

  musicStoriesList({ db, body, now }) {
    const base = scopeOf({ period: body.period, channels: body.channels }, now());
    const page = body.page ?? 1;
    const limit = body.limit ?? 20;
    // A story counts the plays of its tracks on the days it lives within the period.
    const facts = base.channels ? 'music_play' : 'music_track_day';
    const conditions = ['s.born <= :end', 's.ends >= :start'];
    const params: Record<string, unknown> = { start: base.start, end: base.end, limit, offset: (page - 1) * limit };
    if (body.theme_id !== undefined) {
      conditions.push('s.theme_id = :theme');
      params.theme = body.theme_id;
    }
    const channelMarks = (base.channels ?? []).map((id, index) => {
      params[`c${index}`] = id;
      return `:c${index}`;
    });
    const stories = `
      SELECT s.id, s.title, s.theme_id, sum(d.plays) AS count, min(d.day) AS first
      FROM music_story s JOIN music_story_track st ON st.story_id = s.id
      JOIN ${facts} d ON d.track_id = st.track_id AND d.day BETWEEN max(s.born, :start) AND min(s.ends, :end)
        ${channelMarks.length > 0 ? `AND d.channel_id IN (${channelMarks.join(', ')})` : ''}
      WHERE ${conditions.join(' AND ')} GROUP BY s.id`;
    const order = body.sort_order === 'asc' ? 'ASC' : 'DESC';
    const sort = STORY_SORT[body.sort_by ?? 'count'];
    const count = db.prepare(`SELECT count(*) FROM (${stories})`).pluck().get(params) as number;
    const rows = db
      .prepare(`${stories} ORDER BY ${sort} ${order}, s.id ${order} LIMIT :limit OFFSET :offset`)
      .all(params) as { id: number; title: string; theme_id: number; count: number; first: number }[];
    return {
      items: rows.map((row) => ({
        id: row.id,
        title: row.title,
        theme_id: row.theme_id,
        count: row.count,
        first_played_on: dateOf(row.first),
      })),
      meta: { total: count, page, limit },
    };
  },

  ...musicAirplay,
  ...musicUploads,
};
