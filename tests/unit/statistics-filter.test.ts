import { describe, expect, it } from 'vitest';
import { dayPeriod, endsToday, matchingPreset, presetPeriod } from '@lib/periods';
import { parseQuery, stringifyQuery } from '@lib/query-string';
import { sectionByKey } from '@lib/sections';
import { defaultPeriod, filterSearchValidator, pickFilters, toStatisticsFilter } from '@lib/statistics-filter';

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
    const search = { period: { start_date: '2026-11-01', end_date: '2026-11-15' }, channels: [1, 12], channel_types: ['TV' as const], markers: [205], limit: 20 };
    const url = stringifyQuery(search);
    expect(decodeURIComponent(url)).toBe('period[start_date]=2026-11-01&period[end_date]=2026-11-15&channels[]=1&channels[]=12&channel_types[]=TV&markers[]=205&limit=20');
    expect(pickFilters(info(parseQuery(url)))).toEqual(search);
  });

  it('drop malformed members instead of failing the page', () => {
    expect(pickFilters(info({ period: { start_date: '2026-11-20', end_date: '2026-11-01' } }))).toEqual({});
    expect(pickFilters(info({ period: { start_date: 'yesterday', end_date: '2026-11-01' } }))).toEqual({});
    expect(pickFilters(info({ channels: ['1', 'x', '-3', '1'], channel_types: ['TV', 'FAX'], limit: '100000' }))).toEqual({ channels: [1], channel_types: ['TV'] });
    expect(pickFilters(info({ content_type: ['all', 'text'] }))).toEqual({});
    expect(pickFilters(info({ content_type: ['text', 'video'] }))).toEqual({ content_type: ['text', 'video'] });
    expect(pickFilters(info({ theme: '4', person: 'nobody' }))).toEqual({ theme: 4 });
  });

  it('name every key, so no raw value survives the router merging the query with them', () => {
    expect(Object.keys(info({ limit: 'abc' })).sort()).toEqual(['channel_types', 'channels', 'content_type', 'limit', 'markers', 'period', 'person', 'theme']);
    expect(info({ limit: 'abc' }).limit).toBeUndefined();
  });

  it('accept only real calendar dates', () => {
    expect(info({ period: { start_date: '2026-02-29', end_date: '2026-03-01' } }).period).toBeUndefined();
    expect(info({ period: { start_date: '2028-02-29', end_date: '2028-03-01' } }).period).toEqual({ start_date: '2028-02-29', end_date: '2028-03-01' });
  });

  it('keep defaults out of the URL', () => {
    expect(pickFilters(info({ limit: '10', content_type: ['all'] }))).toEqual({});
  });

  it('offer each section only its own fields, and drop the channel types it disables (RADIO in video)', () => {
    expect(pickFilters(video({ channel_types: ['RADIO', 'TV'], content_type: ['text'], markers: [3] }))).toEqual({ channel_types: ['TV'] });
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
