import { describe, expect, it } from 'vitest';
import { dayPeriod, endsToday, defaultPeriod } from '@lib/filters/period';
import { matchingPreset, presetPeriod } from '@lib/filters/presets';
import { parseQuery, stringifyQuery } from '@lib/query-string';
import { sectionByKey } from '@lib/sections';
import { filterSearchValidator } from '@lib/filters/url';
import { pickFilters } from '@lib/filters/fields';
import { toStatisticsFilter } from '@lib/filters/request';
import { patchSearch, withFilters } from '@lib/filters/link';

const info = filterSearchValidator(sectionByKey('info').filters);
const video = filterSearchValidator(sectionByKey('video').filters);

describe('the statistics filters', () => {
  it('default to Monday of this week through today, all content and limit 10', () => {
    const thursday = new Date(2026, 10, 19);
    expect(defaultPeriod(thursday)).toEqual({ start_date: '2026-11-16', end_date: '2026-11-19' });
    expect(defaultPeriod(new Date(2026, 10, 16))).toEqual({ start_date: '2026-11-16', end_date: '2026-11-16' });
    expect(defaultPeriod(new Date(2026, 10, 22))).toEqual({ start_date: '2026-11-16', end_date: '2026-11-22' });
    expect(toStatisticsFilter({}, thursday)).toEqual({
      period: { start_date: '2026-11-16', end_date: '2026-11-19' },
      channels: [],
      channel_types: [],
      content_type: ['all'],
      markers: [],
      limit: 10,
    });
  });

  it('round-trip through the URL in qs bracket style', () => {
    const search = {
      period: { start_date: '2026-11-01', end_date: '2026-11-15' },
      channels: [1, 12],
      channel_types: ['TV' as const],
      markers: [205],
      limit: 20,
    };
    const url = stringifyQuery(search);
    expect(decodeURIComponent(url)).toBe(
      'period[start_date]=2026-11-01&period[end_date]=2026-11-15&channels[]=1&channels[]=12&channel_types[]=TV&markers[]=205&limit=20',
    );
    expect(pickFilters(info(parseQuery(url)))).toEqual(search);
  });

  it('drop malformed members instead of failing the page', () => {
    expect(pickFilters(info({ period: { start_date: '2026-11-20', end_date: '2026-11-01' } }))).toEqual({});
    expect(pickFilters(info({ period: { start_date: 'yesterday', end_date: '2026-11-01' } }))).toEqual({});
    expect(
      pickFilters(info({ channels: ['1', 'x', '-3', '1'], channel_types: ['TV', 'FAX'], limit: '100000' })),
    ).toEqual({ channels: [1], channel_types: ['TV'] });
    expect(pickFilters(info({ content_type: ['all', 'text'] }))).toEqual({});
    expect(pickFilters(info({ content_type: ['text', 'video'] }))).toEqual({ content_type: ['text', 'video'] });
    expect(pickFilters(info({ theme: '4', person: 'nobody' }))).toEqual({ theme: 4 });
  });

  it('name every key, so no raw value survives the router merging the query with them', () => {
    expect(Object.keys(info({ limit: 'abc' })).sort()).toEqual([
      'channel_types',
      'channels',
      'compare',
      'content_type',
      'limit',
      'markers',
      'period',
      'person',
      'preset',
      'share',
      'theme',
    ]);
    expect(info({ limit: 'abc' }).limit).toBeUndefined();
    expect(info({ preset: 'yesterday' }).preset).toBeUndefined();
    expect(info({ preset: 'last7' }).preset).toBe('last7');
  });

  it('keep a comparison and the share mode, dropping malformed ones', () => {
    expect(info({ compare: 'previous', share: 'percent' })).toMatchObject({ compare: 'previous', share: 'percent' });
    expect(info({ compare: 'year' }).compare).toBe('year');
    expect(info({ compare: { start_date: '2026-10-01', end_date: '2026-10-14' } }).compare).toEqual({
      start_date: '2026-10-01',
      end_date: '2026-10-14',
    });
    expect(info({ compare: { start_date: '2026-10-14', end_date: '2026-10-01' } }).compare).toBeUndefined();
    expect(info({ compare: 'lastweek', share: 'counts' })).toMatchObject({ compare: undefined, share: undefined });
  });

  it('accept only real calendar dates', () => {
    expect(info({ period: { start_date: '2026-02-29', end_date: '2026-03-01' } }).period).toBeUndefined();
    expect(info({ period: { start_date: '2028-02-29', end_date: '2028-03-01' } }).period).toEqual({
      start_date: '2028-02-29',
      end_date: '2028-03-01',
    });
  });

  it('keep defaults out of the URL', () => {
    expect(pickFilters(info({ limit: '10', content_type: ['all'] }))).toEqual({});
  });

  it('offer each section only its own fields, and drop the channel types it disables (RADIO in video)', () => {
    expect(pickFilters(video({ channel_types: ['RADIO', 'TV'], content_type: ['text'], markers: [3] }))).toEqual({
      channel_types: ['TV'],
    });
    expect(Object.keys(video({}))).not.toContain('markers');
  });
});

describe('date presets', () => {
  const monday = new Date(2026, 10, 23);
  it('stand for concrete dates, so a link shows the same days tomorrow', () => {
    expect(presetPeriod('today', monday)).toEqual({ start_date: '2026-11-23', end_date: '2026-11-23' });
    expect(presetPeriod('last7', monday)).toEqual({ start_date: '2026-11-17', end_date: '2026-11-23' });
    expect(presetPeriod('month', monday)).toEqual({ start_date: '2026-11-01', end_date: '2026-11-23' });
    expect(presetPeriod('last30', monday)).toEqual({ start_date: '2026-10-25', end_date: '2026-11-23' });
    expect(presetPeriod('week', new Date(2026, 10, 26))).toEqual({ start_date: '2026-11-23', end_date: '2026-11-26' });
  });

  it('are recognised from the dates, and a period reaching today is marked', () => {
    expect(matchingPreset({ start_date: '2026-11-17', end_date: '2026-11-23' }, monday)).toBe('last7');
    expect(matchingPreset({ start_date: '2026-11-16', end_date: '2026-11-22' }, monday)).toBeUndefined();
    expect(endsToday({ start_date: '2026-11-16', end_date: '2026-11-23' }, monday)).toBe(true);
    expect(endsToday({ start_date: '2026-11-16', end_date: '2026-11-22' }, monday)).toBe(false);
    expect(dayPeriod('2026-11-18T10:00:00+03:00')).toEqual({ start_date: '2026-11-18', end_date: '2026-11-18' });
  });
});

describe('links that carry the filters', () => {
  const current = {
    period: { start_date: '2026-11-02', end_date: '2026-11-08' },
    channels: [3, 7],
    theme: 2,
    page: 4,
    q: 'news',
    group: 'type',
  };

  it('take the section filters (and the focus) to another page, with its own keys, and nothing of the page left', () => {
    expect(withFilters()(current)).toEqual({ period: current.period, channels: [3, 7], theme: 2 });
    expect(withFilters({ person: 9 })(current)).toEqual({
      period: current.period,
      channels: [3, 7],
      theme: 2,
      person: 9,
    });
    expect(withFilters({ object: 1 }, { carry: false })(current)).toEqual({ object: 1 });
  });

  it('change keys of the current page and keep the rest; undefined or an empty list removes a key', () => {
    expect(patchSearch({ q: 'sport' })(current)).toEqual({ ...current, q: 'sport' });
    const next = patchSearch({ channels: [], q: undefined, group: 'channel' })(current);
    expect(next).toEqual({ period: current.period, theme: 2, page: 4, group: 'channel' });
    expect(Object.keys(next)).not.toContain('channels');
  });

  it('drop the list position when what the list holds changes', () => {
    expect(patchSearch({ q: 'sport' }, { resetPage: true })(current)).not.toHaveProperty('page');
    expect(patchSearch({ page: 2 }, { resetPage: false })(current)).toHaveProperty('page', 2);
  });

  it('leave the search they are given untouched', () => {
    const before = structuredClone(current);
    patchSearch({ q: undefined, channels: [] }, { resetPage: true })(current);
    withFilters({ person: 1 })(current);
    expect(current).toEqual(before);
  });
});
