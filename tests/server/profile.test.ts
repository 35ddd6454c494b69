// @vitest-environment node
// The data profile (`npm run data:profile`): its report has every figure, the figures agree with
// one another and with the database (shares sum to one, the plays histogram to the track-days),
// and the script prints the same profile as JSON. No figure is pinned: the generator's rework
// changes them on purpose.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dayOf } from '../../server/data/calendar.js';
import { openDataset } from '../../server/data/dataset.js';
import {
  burstOf,
  formatProfile,
  gini,
  profileDataset,
  profileJson,
  stemOf,
  type Profile,
  type Tone,
} from '../../server/data-profile.js';
import { PINNED } from './helpers.js';

const root = join(import.meta.dirname, '..', '..');
/** A tiny dataset whose window holds the New Year holidays. */
const JANUARY = '2027-01-20T12:00:00+03:00';

const open = (now: string) => openDataset({ file: ':memory:', seed: 'test', scale: 'tiny', now: () => new Date(now) });
const november = open(PINNED);
const january = open(JANUARY);
afterAll(() => {
  november.db.close();
  january.db.close();
});
const profile = profileDataset(november.db, { now: new Date(PINNED) });
const winter = profileDataset(january.db, { now: new Date(JANUARY) });

/** Every number of the profile with its path, but the signed ones (a day against its weekday). */
function numbers(value: unknown, path = ''): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === 'extra' ? [] : numbers(inner, `${path}.${key}`)));
}

const sumOf = (tone: Tone) => (tone.positive ?? 0) + (tone.neutral ?? 0) + (tone.negative ?? 0);

describe('the data profile', () => {
  it('measures the last complete days before the moment, as many as the tiny dataset holds', () => {
    expect(profile.scale).toBe('tiny');
    expect(profile.window.to).toBe('2026-11-26');
    expect(profile.window.days).toBeGreaterThan(60);
    expect(profile.window.days).toBeLessThanOrEqual(70);
    expect(dayOf(profile.window.to) - dayOf(profile.window.from) + 1).toBe(profile.window.days);
  });

  it('has no negative count, and every share between 0 and 1', () => {
    for (const p of [profile, winter]) {
      const all = numbers(p);
      expect(all.length).toBeGreaterThan(100);
      for (const [path, n] of all) {
        expect(n, path).toBeGreaterThanOrEqual(0);
        if (
          /share|positive$|neutral$|negative$|deadAfterPeak|noDecay|reignite|gini/i.test(path) &&
          !/mentions$/.test(path)
        )
          expect(n, path).toBeLessThanOrEqual(1);
      }
    }
  });

  it('splits sentiment into shares that sum to one, overall and on each media type', () => {
    const { overall, byType } = profile.sentiment;
    expect(overall.mentions).toBeGreaterThan(0);
    expect(sumOf(overall)).toBeCloseTo(1, 9);
    expect(Object.keys(byType)).toEqual(['TV', 'RADIO', 'PRESS', 'ONLINE', 'NEWS_AGENCY', 'SOCIAL', 'TELEGRAM']);
    for (const tone of Object.values(byType)) if (tone.mentions > 0) expect(sumOf(tone)).toBeCloseTo(1, 9);
    expect(Object.values(byType).reduce((sum, tone) => sum + tone.mentions, 0)).toBe(overall.mentions);
  });

  it('counts the plays histogram over every track-day of the window', () => {
    const { music } = profile;
    expect(music.plays).toHaveLength(13);
    expect(music.plays.reduce((sum, n) => sum + n, 0)).toBe(music.trackDays);
    const rows = november.db
      .prepare('SELECT count(*) FROM music_play WHERE day BETWEEN ? AND ?')
      .pluck()
      .get(dayOf(profile.window.from), dayOf(profile.window.to)) as number;
    expect(music.trackDays).toBe(rows);
    expect(music.modePlays).not.toBeNull();
    expect(music.modeShare).toBe(music.plays[music.modePlays! - 1]! / music.trackDays);
  });

  it('places every measured mention in an hour, by media type and by country', () => {
    const { time } = profile;
    // The channels' zones are in the data (channel.zone).
    expect(time.zoneInData).toBe(true);
    const byType = Object.values(time.byType);
    const byCountry = Object.values(time.byCountry);
    expect(byType.reduce((sum, t) => sum + t.mentions, 0)).toBe(time.mentions);
    expect(byCountry.reduce((sum, t) => sum + t.mentions, 0)).toBe(time.mentions);
    for (const t of [...byType, ...byCountry])
      for (const hour of [t.peakMoscow, t.peakLocal])
        if (t.mentions > 0) expect(hour).toSatisfy((h: number) => Number.isInteger(h) && h >= 0 && h < 24);
  });

  it('keeps the headline and channel figures in order', () => {
    const { headlines, channels, stories } = profile;
    expect(headlines.stories).toBeGreaterThan(0);
    expect(headlines.distinctTitles).toBeLessThanOrEqual(headlines.stories);
    expect(headlines.distinctBases).toBeLessThanOrEqual(headlines.distinctTitles);
    expect(headlines.distinctStems).toBeLessThanOrEqual(headlines.distinctBases);
    const counts = headlines.topStems.map((stem) => stem.stories);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(channels.channels).toBe(30);
    expect(channels.silent).toBeLessThanOrEqual(channels.channels);
    expect(stories.cliffsOver500).toBeLessThanOrEqual(stories.cliffsOver100);
    expect(stories.largest.long).toBeLessThanOrEqual(stories.largest.count);
    expect(stories.largest.count).toBeLessThanOrEqual(50);
    expect(stories.peaks.length).toBeGreaterThan(0);
    const peaks = stories.peaks.map((peak) => peak.mentions);
    expect(peaks).toEqual([...peaks].sort((a, b) => b - a));
    for (const peak of stories.peaks) expect(peak.mentions).toBeLessThanOrEqual(peak.dayVolume);
  });

  it('measures the New Year holidays when the window holds them, and says so when it does not', () => {
    expect(profile.holidays.dec31).toBeNull();
    expect(profile.holidays.jan9).toBeNull();
    const { dec31, jan1to8, jan8, jan9, weekdayMedian } = winter.holidays;
    expect(weekdayMedian).toBeGreaterThan(0);
    expect(dec31?.date).toBe('2026-12-31');
    expect(jan8?.date).toBe('2027-01-08');
    expect(jan9?.date).toBe('2027-01-09');
    for (const day of [dec31, jan1to8, jan8, jan9]) expect(day?.ratio).toBeCloseTo(day!.volume / weekdayMedian!, 2);
    expect(formatProfile(profile)).toContain('31 December: not in the window');
  });

  it('prints one line a figure under each section', () => {
    const text = formatProfile(winter);
    for (const section of ['stories', 'headlines', 'sentiment', 'time of day', 'holidays', 'music', 'channels'])
      expect(text).toMatch(new RegExp(`^${section}`, 'm'));
    const figures = text.split('\n').filter((line) => line.startsWith('  '));
    expect(figures.length).toBeGreaterThan(40);
    for (const line of figures) expect(line).toMatch(/^ {2}\S.*: \S/);
  });

  it('prints the same profile as JSON from the script', () => {
    const run = spawnSync(
      process.execPath,
      [
        join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        join(root, 'server', 'profile.ts'),
        '--scale',
        'tiny',
        '--now',
        PINNED,
        '--json',
      ],
      { env: { ...process.env, REFERENCE_DB: ':memory:', REFERENCE_SEED: 'test' }, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout) as Profile).toEqual(JSON.parse(profileJson(profile)) as Profile);
  }, 60_000);
});

describe('the profile’s measures', () => {
  it('reads a burst’s peak share, half-life and re-ignition', () => {
    const halving = burstOf([16, 8, 4, 2, 1]);
    expect(halving.peakShare).toBeCloseTo(16 / 31, 9);
    expect(halving.daysToPeak).toBe(0);
    expect(halving.halfLife).toBeCloseTo(1, 9);
    expect(halving.reignites).toBe(false);
    expect(burstOf([3, 10, 0, 0]).halfLife).toBe(0);
    expect(burstOf([10, 10, 10]).halfLife).toBe(Infinity);
    expect(burstOf([10, 2, 6]).reignites).toBe(true);
    expect(burstOf([10, 3, 6]).reignites).toBe(false);
  });

  it('takes the Gini coefficient and the stems as defined', () => {
    expect(gini([1, 1, 1, 1])).toBe(0);
    expect(gini([0, 0, 0, 1])).toBeCloseTo(0.75, 9);
    expect(gini([0, 0])).toBeNull();
    expect(stemOf('Землетрясение в городе Иркутск, 24.11')).toBe('Землетрясение');
    expect(stemOf('Заседание Госдумы в городе Казань (2)')).toBe('Заседание Госдумы');
    expect(stemOf('IPO')).toBe('IPO');
  });
});
