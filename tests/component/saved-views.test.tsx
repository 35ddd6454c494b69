import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissViewNote } from '@kit/views/open-view';
import { presetPeriod } from '@lib/filters/presets';
import { viewsKey } from '@lib/views/saved-views';
import { WAIT } from '../setup/blocks';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

const INFO = { infopole: true };
const KEY = viewsKey(1001);

function store(views: object[], defaults: object = {}) {
  localStorage.setItem(KEY, JSON.stringify({ views, defaults }));
}

afterEach(() => {
  localStorage.removeItem(KEY);
  dismissViewNote();
});

describe('saved views in the info section', () => {
  it('open the section with its default view before anything is asked for with the filters it replaces', async () => {
    store(
      [
        {
          id: 'd',
          section: 'info',
          name: 'Top 20, TV',
          filters: { limit: 20, channel_types: ['TV'] },
          preset: 'last30',
          saved: 1,
        },
      ],
      { info: 'd' },
    );
    const requests = recordRequests();
    const { router } = await renderApp('/cabinet/info/main', { as: INFO });
    await waitFor(
      () =>
        expect(router.state.location.search).toMatchObject({
          limit: '20',
          channel_types: ['TV'],
          period: presetPeriod('last30'),
        }),
      WAIT,
    );
    await screen.findByRole('heading', { level: 1, name: 'Info: overview' }, WAIT);
    await waitFor(() => expect(requests.bodies('/api/v1/info/main/themes/top').length).toBeGreaterThan(0), WAIT);
    await requests.settled();
    const bodies = requests.all
      .filter((request) => request.path.startsWith('/api/v1/info/'))
      .map((request) => request.body as { limit?: number; channel_types?: string[] });
    for (const body of bodies) expect(body.channel_types).toEqual(['TV']);
  });

  it('leave a link with filters as it is, and a section without a default as it is', async () => {
    store([{ id: 'd', section: 'info', name: 'Top 20', filters: { limit: 20 }, saved: 1 }], { info: 'd' });
    const linked = await renderApp('/cabinet/info/main?limit=5', { as: INFO });
    await screen.findByRole('heading', { level: 1, name: 'Info: overview' }, WAIT);
    expect(linked.router.state.location.search).toMatchObject({ limit: '5' });
    linked.unmount();
    store([{ id: 'd', section: 'info', name: 'Top 20', filters: { limit: 20 }, saved: 1 }]);
    const plain = await renderApp('/cabinet/info/main', { as: INFO });
    await screen.findByRole('heading', { level: 1, name: 'Info: overview' }, WAIT);
    expect(plain.router.state.location.search).not.toHaveProperty('limit');
  });

  it('save the current filters under a name, with the names of the chosen channels, and open them on another page', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp('/cabinet/info/main?channels[]=7&limit=50&compare=previous', { as: INFO });
    await user.click(await screen.findByRole('button', { name: 'Saved views' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Saved views: Info' }, WAIT);
    // The dialog asks for the channels' names as it opens.
    await waitFor(
      () => expect(requests.to('/api/v1/info/channels/top').some((request) => request.read)).toBe(true),
      WAIT,
    );
    await requests.settled();
    await user.type(within(dialog).getByLabelText('Save the current filters as'), 'Agency, top 50{Enter}');
    const item = await within(dialog).findByRole('listitem', {}, WAIT);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(KEY)!).views[0]).toMatchObject({
        name: 'Agency, top 50',
        filters: { channels: [7], limit: 50, compare: 'previous' },
        names: { channels: { 7: 'РИА Новости' } },
      }),
    );
    expect(item.textContent).toContain('Top size: 50');
    expect(item.textContent).toMatch(/Compared with: Previous period: /);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await router.navigate({ to: '/cabinet/info/themes', search: {} });
    await screen.findByRole('heading', { level: 1, name: 'Themes' }, WAIT);
    expect(router.state.location.search).not.toHaveProperty('limit');
    await user.click(screen.getAllByRole('button', { name: 'Saved views' })[0]!);
    const again = await screen.findByRole('dialog', { name: 'Saved views: Info' }, WAIT);
    await user.click(within(again).getByRole('button', { name: 'Agency, top 50' }));
    await waitFor(
      () =>
        expect(router.state.location).toMatchObject({
          pathname: '/cabinet/info/themes',
          search: { channels: ['7'], limit: '50', compare: 'previous' },
        }),
      WAIT,
    );
  });

  it('keep "Last 7 days" chosen on a Sunday (the dates of this week) and open as the last seven days on the Monday after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(2026, 10, 29, 12, 0));
      const user = userEvent.setup();
      const first = await renderApp('/cabinet/info/main', { as: INFO });
      const bar = (await screen.findAllByRole('search', {}, WAIT))[0]!;
      const preset = within(bar).getByLabelText('Period', { selector: 'select' });
      expect(preset).toHaveProperty('value', 'week');
      await user.selectOptions(preset, 'last7');
      await waitFor(() =>
        expect(first.router.state.location.search).toMatchObject({
          period: { start_date: '2026-11-23', end_date: '2026-11-29' },
          preset: 'last7',
        }),
      );
      expect(preset).toHaveProperty('value', 'last7');
      await user.click(within(bar).getByRole('button', { name: 'Saved views' }));
      const dialog = await screen.findByRole('dialog', { name: 'Saved views: Info' }, WAIT);
      await user.type(within(dialog).getByLabelText('Save the current filters as'), 'Weekly{Enter}');
      const item = await within(dialog).findByRole('listitem', {}, WAIT);
      expect(item.textContent).toContain('Period: Last 7 days');
      const saved = JSON.parse(localStorage.getItem(KEY)!).views[0];
      expect(saved).toMatchObject({ name: 'Weekly', preset: 'last7', filters: {} });
      expect(saved.filters).not.toHaveProperty('period');
      expect(saved.filters).not.toHaveProperty('preset');
      await user.click(within(item).getByRole('button', { name: 'Open the section with it' }));
      first.unmount();

      // Monday: the section opens with the view, seven days back from today, still "Last 7 days".
      vi.setSystemTime(new Date(2026, 10, 30, 9, 0));
      const second = await renderApp('/cabinet/info/main', { as: INFO });
      await waitFor(
        () =>
          expect(second.router.state.location.search).toMatchObject({
            period: { start_date: '2026-11-24', end_date: '2026-11-30' },
            preset: 'last7',
          }),
        WAIT,
      );
      const again = (await screen.findAllByRole('search', {}, WAIT))[0]!;
      expect(within(again).getByLabelText('Period', { selector: 'select' })).toHaveProperty('value', 'last7');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keep another account’s views out of sight', async () => {
    localStorage.setItem(
      viewsKey(2002),
      JSON.stringify({
        views: [{ id: 'x', section: 'info', name: 'Not mine', filters: {}, saved: 1 }],
        defaults: { info: 'x' },
      }),
    );
    const user = userEvent.setup();
    await renderApp('/cabinet/info/main', { as: INFO });
    await user.click(await screen.findByRole('button', { name: 'Saved views' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Saved views: Info' }, WAIT);
    within(dialog).getByText('No saved views in this section yet.');
    localStorage.removeItem(viewsKey(2002));
  });
});
