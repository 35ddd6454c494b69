import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presetPeriod } from '@lib/filters/presets';
import {
  hasFilters,
  missingChoices,
  parseViews,
  replacingFilters,
  viewSearch,
  viewsKey,
  type SavedView,
  type ViewsState,
} from '@lib/views/saved-views';
import { addView, nameProblem, removeView, renameView, setDefault, viewFilters } from '@lib/views/view-edits';

const THURSDAY = new Date(2026, 10, 19);
const view = (id: string, name: string, extra: Partial<SavedView> = {}): SavedView => ({
  id,
  section: 'info',
  name,
  filters: {},
  saved: 1,
  ...extra,
});

describe('saved views', () => {
  it('are kept under a key of their own for each account', () => {
    expect(viewsKey(1001)).toBe('mediamonitor.views.1001');
    expect(viewsKey(1003)).not.toBe(viewsKey(1001));
  });

  it('keep a period that matches a preset as the preset, worked out again on the day they open', () => {
    const lastWeek = presetPeriod('last7', THURSDAY);
    const kept = viewFilters({ period: lastWeek, channels: [7], limit: 20 }, THURSDAY);
    expect(kept).toEqual({ filters: { channels: [7], limit: 20 }, preset: 'last7' });
    const later = new Date(2026, 11, 3);
    expect(viewSearch(kept, later)).toEqual({
      channels: [7],
      limit: 20,
      period: presetPeriod('last7', later),
      preset: 'last7',
    });
    // Dates that are no preset stay dates; "this week" starts on the language's first day.
    const fixed = { start_date: '2026-10-01', end_date: '2026-10-15' };
    expect(viewFilters({ period: fixed }, THURSDAY)).toEqual({ filters: { period: fixed } });
    expect(viewFilters({ period: presetPeriod('week', THURSDAY) }, THURSDAY).preset).toBe('week');
  });

  it('read back what they wrote, and leave out what does not read rather than losing every view', () => {
    let state: ViewsState = { views: [], defaults: {} };
    state = addView(
      state,
      view('a', 'Тексты', { filters: { content_type: ['text'], limit: 5 }, names: { channels: { 7: 'РИА Новости' } } }),
    );
    state = addView(state, view('b', 'Музыка', { section: 'music', filters: { channels: [4] }, preset: 'month' }));
    state = setDefault(state, 'music', 'b');
    expect(parseViews(JSON.stringify(state))).toEqual(state);

    const stored = JSON.stringify({
      views: [
        view('a', 'Тексты', { filters: { content_type: ['text'], limit: 'lots', channels: ['3', 'x'] } as never }),
        { id: 'c', section: 'nowhere', name: 'Lost', filters: {} },
        { id: 'd', section: 'reports', name: 'No filters there', filters: {} },
        { id: 'e', section: 'info', name: '   ', filters: {} },
        'garbage',
        view('f', 'Period', { filters: { period: { start_date: '2026-11-20', end_date: '2026-11-01' } } }),
      ],
      defaults: { info: 'missing', music: 'a' },
    });
    const read = parseViews(stored);
    expect(read.views.map((saved) => saved.id)).toEqual(['a', 'f']);
    expect(read.views[0]!.filters).toEqual({ content_type: ['text'], channels: [3] });
    expect(read.views[1]!.filters).toEqual({});
    // A default must name a view of its own section.
    expect(read.defaults).toEqual({});
    for (const raw of [null, '', 'not json', '[]', '{"views": 3}'])
      expect(parseViews(raw)).toEqual({ views: [], defaults: {} });
  });

  it('never take a name that is empty, too long or already used in the section (case and spaces aside)', () => {
    const state = addView({ views: [], defaults: {} }, view('a', 'Тексты'));
    expect(nameProblem(state, 'info', '  ')).toBe('empty');
    expect(nameProblem(state, 'info', 'x'.repeat(61))).toBe('long');
    expect(nameProblem(state, 'info', '  тексты ')).toBe('taken');
    expect(nameProblem(state, 'info', 'тексты', 'a')).toBeUndefined();
    expect(nameProblem(state, 'music', 'Тексты')).toBeUndefined();
    expect(renameView(state, 'a', '  Новые   тексты ').views[0]!.name).toBe('Новые тексты');
  });

  it('take the default away with the view it named', () => {
    let state = addView(addView({ views: [], defaults: {} }, view('a', 'A')), view('b', 'B'));
    state = setDefault(state, 'info', 'a');
    expect(removeView(state, 'b').defaults).toEqual({ info: 'a' });
    expect(removeView(state, 'a')).toEqual({ views: [view('b', 'B')], defaults: {} });
    expect(setDefault(state, 'info', undefined).defaults).toEqual({});
  });

  it('replace every filter of the URL when they open, and tell the channels and key entities that are gone', () => {
    expect(replacingFilters({ limit: 5 })).toEqual({
      period: undefined,
      channels: undefined,
      channel_types: undefined,
      content_type: undefined,
      markers: undefined,
      limit: 5,
      compare: undefined,
      share: undefined,
      theme: undefined,
      person: undefined,
    });
    expect(hasFilters({ page: 2, q: 'x' })).toBe(false);
    expect(hasFilters({ limit: 5 })).toBe(true);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 20 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 50 })),
        (chosen, present) => {
          const { channels } = missingChoices({ filters: { channels: chosen } }, { channels: present });
          expect(channels).toEqual(chosen.filter((id) => !present.includes(id)));
        },
      ),
    );
    // A list that is not known (not asked for, or failed) drops nothing.
    expect(missingChoices({ filters: { channels: [1], markers: [2] } }, {})).toEqual({ channels: [], markers: [] });
  });
});
