import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { busiestDay, dailyAverage, playsPeriod } from '@features/music/music-model';
import { Route as MainRoute } from '@routes/cabinet/music/main';
import { answer } from '../setup/answers';
import { block, chartTable, WAIT } from '../setup/blocks';
import { server } from '../setup/msw-server';
import { recordRequests } from '../setup/requests';
import { searchValidatorOf } from '../setup/routes';
import { renderApp } from '../setup/render-app';

const PERIOD = 'period[start_date]=2026-11-16&period[end_date]=2026-11-22';
const URL = `/cabinet/music/main?${PERIOD}&limit=5&channels[]=4`;
const MUSIC = { music: true };

describe('music overview model', () => {
  it('reads the playlist channel, page and order from the URL, dropping what is malformed', () => {
    const parse = searchValidatorOf(MainRoute);
    expect(parse({ playlist: '14', page: '2', sort: 'artist', order: 'asc' })).toMatchObject({
      playlist: 14,
      page: 2,
      sort: 'artist',
      order: 'asc',
    });
    expect(parse({ playlist: 'x', sort: 'channel', size: '7' })).toMatchObject({
      playlist: undefined,
      sort: undefined,
      size: undefined,
    });
  });

  it('averages the plays per day and finds the busiest day', () => {
    const days = [
      { date: '2026-11-16', count: 10 },
      { date: '2026-11-17', count: 31 },
      { date: '2026-11-18', count: 31 },
    ];
    expect(dailyAverage(days)).toBe(24);
    expect(busiestDay(days)).toEqual({ date: '2026-11-17', count: 31 });
    expect(busiestDay([{ date: '2026-11-16', count: 0 }])).toBeUndefined();
    expect(dailyAverage([])).toBe(0);
  });

  it('looks for an upload’s plays from its day to today', () => {
    expect(playsPeriod('2026-11-17T15:25:40+03:00', new Date(2026, 10, 22))).toEqual({
      start_date: '2026-11-17',
      end_date: '2026-11-22',
    });
    expect(playsPeriod('2026-11-30T10:00:00+03:00', new Date(2026, 10, 22))).toEqual({
      start_date: '2026-11-22',
      end_date: '2026-11-22',
    });
  });
});

describe('music overview', () => {
  it('shows every block from the contract examples and sends the filters from the URL', async () => {
    const requests = recordRequests();
    await renderApp(URL, { as: MUSIC });
    await screen.findByRole('heading', { level: 1, name: 'Music: overview' }, WAIT);
    const totals = await block('Airplay in the period');
    await within(totals).findByText('1,386', {}, WAIT);
    within(totals).getByText('198');
    const tracks = await chartTable('Top tracks');
    within(tracks).getByText('Ольга Серова — Северный ветер');
    const artists = await chartTable('Top artists');
    within(artists).getByText('The Harbour Kids');
    const genres = await chartTable('Genres');
    within(genres).getByText('Арабская эстрада');
    const days = await chartTable('Plays by day');
    expect(within(days).getAllByRole('row')).toHaveLength(8);
    const stories = await block('Airplay stories');
    await within(stories).findByText('Премьера сингла Ольги Серовой «Северный ветер»', {}, WAIT);
    within(stories).getAllByText(/Поп ·/);
    await requests.settled();
    const filter = {
      period: { start_date: '2026-11-16', end_date: '2026-11-22' },
      channels: [4],
      channel_types: [],
      content_type: ['all'],
      markers: [],
      limit: 5,
    };
    expect(requests.bodies('/api/v1/music/statistics')).toEqual([filter]);
    expect(requests.bodies('/api/v1/music/themes/top/list')).toEqual([filter]);
    expect(requests.bodies('/api/v1/music/stories/list')[0]).toEqual({
      period: filter.period,
      channels: [4],
      page: 1,
      limit: 10,
      sort_by: 'count',
      sort_order: 'desc',
    });
  });

  it('shows the playlist of the filters’ channel, and of the channel the person chooses', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp(URL, { as: MUSIC });
    const playlist = await block('Playlist of a channel');
    await within(playlist).findByRole('rowheader', { name: 'Северное сияние' }, WAIT);
    await waitFor(() =>
      expect(requests.bodies('/api/v1/playlist/get_data')[0]).toEqual({
        channel_id: 4,
        period: { start_date: '2026-11-16', end_date: '2026-11-22' },
        page: 1,
        limit: 10,
        sort_by: 'played_at',
        sort_order: 'desc',
      }),
    );
    const select = within(playlist).getByLabelText('Channel') as HTMLSelectElement;
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toContain('Радио Маяк'),
    );
    await user.selectOptions(select, '6');
    await waitFor(() => expect(router.state.location.href).toContain('playlist=6'));
    await waitFor(() => expect(requests.bodies('/api/v1/playlist/get_data').at(-1)).toMatchObject({ channel_id: 6 }));
    await user.click(within(playlist).getByRole('button', { name: 'Sort by Artist' }));
    await waitFor(() =>
      expect(requests.bodies('/api/v1/playlist/get_data').at(-1)).toMatchObject({
        channel_id: 6,
        sort_by: 'artist',
        sort_order: 'asc',
      }),
    );
  });

  it('takes the first channel with plays when the filters name none', async () => {
    const requests = recordRequests();
    await renderApp(`/cabinet/music/main?${PERIOD}`, { as: MUSIC });
    const playlist = await block('Playlist of a channel');
    await within(playlist).findByRole('rowheader', { name: 'Северное сияние' }, WAIT);
    const sample = requests.bodies('/api/v1/music/report')[0];
    expect(sample).toEqual({
      period: { start_date: '2026-11-16', end_date: '2026-11-22' },
      channels: [],
      page: 1,
      limit: 100,
      sort_by: 'played_at',
      sort_order: 'desc',
    });
    expect((within(playlist).getByLabelText('Channel') as HTMLSelectElement).value).toBe('4');
  });

  it('narrows the stories to the focused genre and names it in the filters', async () => {
    const requests = recordRequests();
    await renderApp(`${URL}&theme=401`, { as: MUSIC });
    await screen.findByText('Theme: Поп', {}, WAIT);
    const stories = await block('Airplay stories');
    await within(stories).findByText('«Золотой граммофон — 2026»: номинанты в эфире', {}, WAIT);
    await waitFor(() => expect(requests.bodies('/api/v1/music/stories/list')[0]).toMatchObject({ theme_id: 401 }));
  });

  it('shows each block’s empty state when nothing was played', async () => {
    server.use(
      answer('/api/v1/music/statistics', 'post', {
        statistics: { total: 0, dynamics: [{ date: '2026-11-16', count: 0 }], items: [], artists: [] },
      }),
      answer('/api/v1/music/themes/top/list', 'post', { items: [] }),
      answer('/api/v1/music/stories/list', 'post', { items: [], meta: { total: 0, page: 1, limit: 10 } }),
      answer('/api/v1/music/report', 'post', { items: [], meta: { total: 0, page: 1, limit: 100 } }),
    );
    await renderApp(`/cabinet/music/main?${PERIOD}`, { as: MUSIC });
    await within(await block('Top tracks')).findByText(
      'No monitored track was played with the chosen filters.',
      {},
      WAIT,
    );
    await within(await block('Genres')).findByText('No genre was played with the chosen filters.', {}, WAIT);
    await within(await block('Airplay stories')).findByText('No airplay story for the chosen filters.', {}, WAIT);
    await within(await block('Playlist of a channel')).findByText(
      'No channel has plays of monitored tracks in the period.',
      {},
      WAIT,
    );
    within(await block('Airplay in the period')).getByText('—');
  });

  it('fails the statistics blocks alone and retries them', async () => {
    let fail = true;
    server.use(
      answer('/api/v1/music/statistics', 'post', (_info, reply) =>
        fail ? reply(500, { message: 'Server error.', code: 'internal_error' }) : undefined,
      ),
    );
    await renderApp(URL, { as: MUSIC });
    const tracks = await block('Top tracks');
    await within(tracks).findByText('This block could not be loaded.', {}, WAIT);
    await within(await block('Genres')).findByRole('button', { name: 'Table' }, WAIT);
    fail = false;
    await userEvent.setup().click(within(tracks).getByRole('button', { name: 'Try again' }));
    await within(await chartTable('Top tracks')).findByText('Ольга Серова — Северный ветер', {}, WAIT);
  });

  it('speaks Russian, with its plural forms', async () => {
    await renderApp(URL, { as: MUSIC, locale: 'ru' });
    await screen.findByRole('heading', { level: 1, name: 'Музыка: обзор' }, WAIT);
    await screen.findByRole('heading', { name: 'Топ треков' }, WAIT);
    const stories = await block('Эфирные сюжеты');
    await within(stories).findByText(/401 эфир ·/, {}, WAIT);
    within(stories).getByText(/214 эфиров ·/);
    within(stories).getByText(/126 эфиров ·/);
    within(stories).getByText(/104 эфира ·/);
  });

  it('speaks Arabic, right to left', async () => {
    await renderApp(URL, { as: MUSIC, locale: 'ar' });
    await screen.findByRole('heading', { level: 1, name: 'الموسيقى: نظرة عامة' }, WAIT);
    await screen.findByRole('heading', { name: 'قائمة تشغيل قناة' }, WAIT);
    expect(document.documentElement.dir).toBe('rtl');
  });
});
