// @vitest-environment node
// The full dataset as `npm start` serves it: its volumes, and the planted spikes where
// docs/reference-backend.md says they are, found by the app's own spike rule. It opens (or builds,
// about half a minute) the database the end-to-end tests use, so `npm test` builds it once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSpikes } from '../../shared/spikes.js';
import { clockOf } from '../../server/data/calendar.js';
import { openDataset, type Dataset } from '../../server/data/dataset.js';
import { PLANTED } from '../../server/data/feed.js';
import { E2E_REFERENCE_DB, settingsFromEnv } from '../../server/settings.js';
import { profileDataset, type Profile } from '../../server/data-profile.js';

let dataset: Dataset;
beforeAll(() => {
  // The reference backend's default seed, as the e2e servers start it (a database of another seed
  // would be built anew over this one).
  const { seed } = settingsFromEnv({});
  dataset = openDataset({ file: E2E_REFERENCE_DB, seed, scale: 'full', now: () => new Date() });
}, 240_000);
afterAll(() => dataset.db.close());

const count = (sql: string, ...params: unknown[]) => (dataset.db.prepare(sql).get(...params) as { n: number }).n;

describe('the full dataset', () => {
  it('holds a year and more to today, thousands of channels of every type, sized on a Zipf law', () => {
    const today = clockOf(new Date()).day;
    expect(count('SELECT min(day) AS n FROM mention')).toBeLessThanOrEqual(today - 400);
    expect(count('SELECT max(day) AS n FROM mention')).toBe(today);
    expect(count('SELECT count(*) AS n FROM channel')).toBeGreaterThanOrEqual(2000);
    expect(count('SELECT count(DISTINCT type) AS n FROM channel')).toBe(7);
    for (const type of ['TV', 'RADIO', 'PRESS', 'ONLINE', 'NEWS_AGENCY', 'SOCIAL', 'TELEGRAM'])
      expect(count('SELECT count(*) AS n FROM channel WHERE type = ?', type), type).toBeGreaterThan(50);
    const volumes = (
      dataset.db.prepare('SELECT volume FROM channel WHERE volume > 0 ORDER BY volume DESC').all() as {
        volume: number;
      }[]
    ).map((row) => row.volume);
    expect(volumes[0]! / volumes[Math.floor(volumes.length / 2)]!).toBeGreaterThan(50);
  });

  it('has thousands of stories, hundreds of persons and markers, and the catalogues of music and video', () => {
    expect(count('SELECT count(*) AS n FROM story')).toBeGreaterThan(5000);
    expect(count('SELECT count(*) AS n FROM person')).toBeGreaterThanOrEqual(500);
    expect(count('SELECT count(*) AS n FROM marker')).toBeGreaterThanOrEqual(200);
    expect(count('SELECT count(*) AS n FROM music_track')).toBeGreaterThanOrEqual(20_000);
    expect(count('SELECT count(*) AS n FROM music_artist')).toBeGreaterThanOrEqual(5_000);
    expect(count('SELECT count(*) AS n FROM video_object')).toBeGreaterThan(40);
    expect(count('SELECT count(*) AS n FROM video_person')).toBeGreaterThan(40);
    // Names in the three languages.
    expect(count("SELECT count(*) AS n FROM channel WHERE lang = 'ar'")).toBeGreaterThan(100);
    expect(count("SELECT count(*) AS n FROM story WHERE lang = 'en'")).toBeGreaterThan(100);
  });

  it('has releases climb the air for weeks as more stations take them up', () => {
    const today = clockOf(new Date()).day;
    // The plays of two weeks' releases, half a year back, by the week of their age.
    const weeks = new Map(
      (
        dataset.db
          .prepare(
            `SELECT (d.day - t.released) / 7 AS week, sum(d.plays) AS n FROM music_track_day d
             JOIN music_track t ON t.id = d.track_id
             WHERE t.released BETWEEN ? AND ? AND d.day < t.released + 140 GROUP BY week`,
          )
          .all(today - 200, today - 187) as { week: number; n: number }[]
      ).map((row) => [row.week, row.n]),
    );
    const at = (...of: number[]) => of.reduce((sum, week) => sum + (weeks.get(week) ?? 0), 0);
    // Still climbing in their seventh and eighth weeks (a three-week climb was fading by then),
    // at their peak some two months in, fading by their fifth month.
    expect(at(6, 7)).toBeGreaterThan(at(3, 4) * 1.1);
    expect(at(3, 4)).toBeGreaterThan(at(0, 1));
    const peak = [...weeks].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
    expect(peak[0]).toBeGreaterThanOrEqual(6);
    expect(at(16, 17)).toBeLessThan(peak[1] * 2 * 0.9);
  });

  describe('the planted spikes stand out on their day, by the rule the charts use', () => {
    /** A daily series around the day, and whether the rule marks that day. */
    const marked = (sql: string, day: number, ...params: unknown[]) => {
      const rows = new Map(
        (dataset.db.prepare(sql).all(day - 20, day + 3, ...params) as { day: number; n: number }[]).map((row) => [
          row.day,
          row.n,
        ]),
      );
      const values = Array.from({ length: 24 }, (_, index) => rows.get(day - 20 + index) ?? 0);
      return findSpikes(values).some((spike) => spike.index === 20);
    };
    const base = () => dataset.plan.base;

    it('the incident: theme 4', () => {
      expect(
        marked(
          'SELECT day, sum(positive + neutral + negative) AS n FROM story_day WHERE day BETWEEN ? AND ? AND theme_id = ? GROUP BY day',
          base() - PLANTED.incident.daysAgo,
          PLANTED.incident.theme,
        ),
      ).toBe(true);
    });
    it('the OPEC+ summit: marker 202', () => {
      expect(
        marked(
          'SELECT m.day, sum(m.positive + m.neutral + m.negative) AS n FROM story_day m JOIN story_marker k ON k.story_id = m.story_id WHERE m.day BETWEEN ? AND ? AND k.marker_id = ? GROUP BY m.day',
          base() - PLANTED.opec.daysAgo,
          PLANTED.opec.marker,
        ),
      ).toBe(true);
    });
    it('ТАСС: channel 8', () => {
      expect(
        marked(
          'SELECT day, sum(positive + neutral + negative) AS n FROM channel_day WHERE day BETWEEN ? AND ? AND channel_id = ? GROUP BY day',
          base() - PLANTED.channel.daysAgo,
          PLANTED.channel.channel,
        ),
      ).toBe(true);
    });
    it('the economy minister: person 101', () => {
      expect(
        marked(
          'SELECT m.day, sum(m.positive + m.neutral + m.negative) AS n FROM story_day m JOIN story_person p ON p.story_id = m.story_id WHERE m.day BETWEEN ? AND ? AND p.person_id = ? GROUP BY m.day',
          base() - PLANTED.person.daysAgo,
          PLANTED.person.person,
        ),
      ).toBe(true);
    });
  });

  describe('what a year of it looks like, by the data profile (npm run data:profile)', () => {
    let profile: Profile;
    beforeAll(() => {
      profile = profileDataset(dataset.db);
    }, 60_000);

    it('has stories that burst, fade and sometimes come back, with no dead stops', () => {
      const { stories } = profile;
      expect(stories.cliffsOver100).toBe(0);
      expect(stories.burst.medianHalfLifeDays).toBeGreaterThan(0.7);
      expect(stories.burst.medianHalfLifeDays).toBeLessThan(4);
      expect(stories.burst.reignite).toBeGreaterThan(0.03);
      expect(stories.largest.longMedianCv).toBeGreaterThan(0.5);
      // The planted stories add to their day.
      const titles: string[] = [PLANTED.incident.title, PLANTED.opec.title, PLANTED.person.title];
      const planted = stories.peaks.filter((peak) => titles.includes(peak.title));
      expect(planted).toHaveLength(3);
      for (const peak of planted) expect(peak.extra, peak.title).toBeGreaterThan(0.12);
    });

    it('has headlines that read as distinct events, and channels with names of their own', () => {
      const { headlines } = profile;
      expect(headlines.dateSuffixShare).toBe(0);
      expect(headlines.distinctBases).toBeGreaterThan(headlines.stories * 0.99);
      expect(headlines.topStems[0]!.stories).toBeLessThan(40);
      expect(headlines.duplicateNames).toBe(0);
      expect(headlines.suffixedNames).toBeLessThan(headlines.channels * 0.02);
    });

    it('has mostly neutral mentions, agencies the most, Telegram and social networks the most negative', () => {
      const { sentiment } = profile;
      expect(sentiment.overall.neutral).toBeGreaterThan(0.55);
      const neutral = Object.values(sentiment.byType).map((tone) => tone.neutral ?? 0);
      expect(sentiment.byType.NEWS_AGENCY!.neutral).toBe(Math.max(...neutral));
      for (const type of ['SOCIAL', 'TELEGRAM'])
        expect(sentiment.byType[type]!.negative! - sentiment.byType.NEWS_AGENCY!.negative!, type).toBeGreaterThan(0.1);
      expect(sentiment.byAge.later.neutral! - sentiment.byAge.firstDays.neutral!).toBeGreaterThan(0.03);
    });

    it('has each media type at its own hours in its channels’ local time', () => {
      const { time } = profile;
      expect(time.zoneInData).toBe(true);
      expect(time.byType.TV!.peakLocal).toBeGreaterThanOrEqual(19);
      expect(time.byType.RADIO!.peakLocal).toBeGreaterThanOrEqual(7);
      expect(time.byType.RADIO!.peakLocal).toBeLessThanOrEqual(10);
      for (const country of Object.values(time.byCountry)) {
        expect(country.peakLocal).toBeGreaterThanOrEqual(7);
        expect(country.peakLocal).toBeLessThanOrEqual(22);
      }
    });

    it('has quiet New Year holidays, no airplay cap and channel sizes as concentrated as real media', () => {
      const { holidays, music, channels } = profile;
      if (holidays.dec31) expect(holidays.dec31.ratio).toBeLessThan(0.8);
      expect(music.spike === null || music.spike.ratio < 1.25).toBe(true);
      expect(music.releases.chartingMedianWeeksToPeak).toBeGreaterThanOrEqual(6);
      expect(channels.gini).toBeGreaterThan(0.7);
      expect(channels.top1Share).toBeGreaterThan(0.3);
      // None of the generated 2,000 is silent (a channel the console added in an end-to-end run has no mentions yet).
      expect(channels.silent).toBeLessThanOrEqual(channels.channels - 2000);
    });
  });
});
