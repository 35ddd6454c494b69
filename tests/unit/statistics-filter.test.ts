import { describe, expect, it } from 'vitest';
import { parseQuery, stringifyQuery } from '../../src/lib/query-string';
import { defaultPeriod, parseFilterSearch, toStatisticsFilter } from '../../src/lib/statistics-filter';

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
    expect(parseFilterSearch(parseQuery(url))).toEqual(search);
  });

  it('drop malformed members instead of failing the page', () => {
    expect(parseFilterSearch({ period: { start_date: '2026-11-20', end_date: '2026-11-01' } })).toEqual({});
    expect(parseFilterSearch({ period: { start_date: 'yesterday', end_date: '2026-11-01' } })).toEqual({});
    expect(parseFilterSearch({ channels: ['1', 'x', '-3', '1'], channel_types: ['TV', 'FAX'], limit: '100000' })).toEqual({ channels: [1], channel_types: ['TV'] });
    expect(parseFilterSearch({ content_type: ['all', 'text'] })).toEqual({});
    expect(parseFilterSearch({ content_type: ['text', 'video'] })).toEqual({ content_type: ['text', 'video'] });
  });

  it('name every key, so no raw value survives the router merging the query with them', () => {
    expect(Object.keys(parseFilterSearch({ limit: 'abc' })).sort()).toEqual(['channel_types', 'channels', 'content_type', 'limit', 'markers', 'period']);
    expect(parseFilterSearch({ limit: 'abc' }).limit).toBeUndefined();
  });

  it('accept only real calendar dates', () => {
    expect(parseFilterSearch({ period: { start_date: '2026-02-29', end_date: '2026-03-01' } }).period).toBeUndefined();
    expect(parseFilterSearch({ period: { start_date: '2028-02-29', end_date: '2028-03-01' } }).period).toEqual({ start_date: '2028-02-29', end_date: '2028-03-01' });
  });

  it('keep defaults out of the URL', () => {
    expect(parseFilterSearch({ limit: '10', content_type: ['all'] })).toEqual({});
  });

  it('drop channel types a section disables (RADIO in video)', () => {
    expect(parseFilterSearch({ channel_types: ['RADIO', 'TV'] }, { disabledChannelTypes: ['RADIO'] })).toEqual({ channel_types: ['TV'] });
  });
});
