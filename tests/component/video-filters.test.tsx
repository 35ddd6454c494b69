import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route as VideoRoute } from '@routes/cabinet/video/route';
import { WAIT } from '../setup/blocks';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';
import { searchValidatorOf } from '../setup/routes';

const VIDEO = { video: true, video_infopole: true };

/** The disclosure summary of a filter bar's multi-select. */
function summaryOf(bar: HTMLElement, label: string): HTMLElement {
  const found = Array.from(bar.querySelectorAll('summary')).find(
    (summary) => summary.firstChild?.textContent === label,
  );
  if (!found) throw new Error(`No ${label} in the filter bar`);
  return found;
}

describe('video filters', () => {
  it('offer RADIO disabled among the channel types, so it cannot be chosen', async () => {
    const user = userEvent.setup();
    await renderApp('/cabinet/video/main', { as: VIDEO });
    const bar = (await screen.findAllByRole('search', { name: 'Filters' }, WAIT))[0]!;
    const summary = summaryOf(bar, 'Channel types');
    const types = summary.closest('details') as HTMLElement;
    await user.click(summary);
    const radio = within(types).getByRole('checkbox', { name: 'Radio' }) as HTMLInputElement;
    expect(radio.disabled).toBe(true);
    await user.click(radio);
    expect(radio.checked).toBe(false);
    expect((within(types).getByRole('checkbox', { name: 'TV' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('drop RADIO from a shared link before anything is asked for', async () => {
    const requests = recordRequests();
    expect(searchValidatorOf(VideoRoute)({ channel_types: ['RADIO', 'TV'] })).toMatchObject({ channel_types: ['TV'] });
    await renderApp('/cabinet/video/main?channel_types[]=RADIO', { as: VIDEO });
    await waitFor(() => expect(requests.bodies('/api/v1/video/objects/top').length).toBeGreaterThan(0), WAIT);
    for (const body of requests.all
      .filter((request) => request.read)
      .map((request) => request.body as { channel_types?: string[] } | undefined)) {
      expect(body?.channel_types ?? []).not.toContain('RADIO');
    }
  });

  it('offer the channels with airings in the period, asked for when the person reaches for them', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp('/cabinet/video/main?period[start_date]=2026-11-16&period[end_date]=2026-11-22', { as: VIDEO });
    const bar = (await screen.findAllByRole('search', { name: 'Filters' }, WAIT))[0]!;
    await requests.settled();
    const channelsCalls = () =>
      requests
        .bodies('/api/v1/video/content/statistics/channels')
        .filter(
          (body) =>
            (body as { channel_dynamics?: boolean }).channel_dynamics === false &&
            !('content_type' in (body as object)),
        );
    expect(channelsCalls()).toHaveLength(0);
    await user.click(within(bar).getByRole('button', { name: /^Channels/ }));
    await within(bar).findByRole('option', { name: 'BBC World News' }, WAIT);
    // Every channel one call lists, without a year of dates per channel that the list never draws.
    expect(channelsCalls()).toEqual([
      { period: { start_date: '2026-11-16', end_date: '2026-11-22' }, limit: 1000, channel_dynamics: false },
    ]);
  });

  it('open the first video page the person may see', async () => {
    const onlyVideo = await renderApp('/cabinet/video', { as: { video: true } });
    await waitFor(() => expect(onlyVideo.router.state.location.pathname).toBe('/cabinet/video/search'), WAIT);
    onlyVideo.unmount();
    const both = await renderApp('/cabinet/video/sources', { as: VIDEO });
    await waitFor(() => expect(both.router.state.location.pathname).toBe('/cabinet/video/sources/video'), WAIT);
  });
});
