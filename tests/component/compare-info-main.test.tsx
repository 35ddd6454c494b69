import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../setup/answers';
import { block, WAIT } from '../setup/blocks';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

const PERIOD = 'period[start_date]=2026-11-16&period[end_date]=2026-11-22';
const PREVIOUS = { start_date: '2026-11-09', end_date: '2026-11-15' };

/** Key entities that differ between the chosen week and the week before. */
function markersByWeek() {
  return answer('/api/v1/info/markers/top', 'post', async ({ sent }) => {
    const { period } = await sent();
    const earlier = period?.start_date === PREVIOUS.start_date;
    const names: [number, string, number][] = earlier
      ? [
          [1, 'ЦБ', 40],
          [2, 'Газпром', 50],
          [3, 'Минфин', 10],
        ]
      : [
          [2, 'Газпром', 60],
          [1, 'ЦБ', 30],
          [4, 'Роснефть', 12],
        ];
    return {
      items: names.map(([id, name, count]) => ({
        id,
        name,
        count,
        sentiment: { positive: 0, neutral: count, negative: 0 },
      })),
    };
  });
}

describe('info overview compared with the previous period', () => {
  it('sends each data call again with the previous equal-length period', async () => {
    const requests = recordRequests();
    await renderApp(`/cabinet/info/main?${PERIOD}&compare=previous`, { as: { infopole: true } });
    await screen.findByRole('heading', { level: 1, name: 'Info: overview' }, WAIT);
    for (const path of [
      '/api/v1/info/main/themes/top',
      '/api/v1/info/main/stories/list',
      '/api/v1/info/sentiment/get',
      '/api/v1/info/person/top',
      '/api/v1/info/channels/top',
      '/api/v1/info/markers/top',
      '/api/v1/info/music/get',
    ]) {
      await waitFor(() => {
        const periods = requests.bodies(path).map((body) => (body as { period: unknown }).period);
        expect(periods, path).toEqual(
          expect.arrayContaining([{ start_date: '2026-11-16', end_date: '2026-11-22' }, PREVIOUS]),
        );
      }, WAIT);
    }
  });

  it('shows each entry’s change and rank movement in words, and who left the top', async () => {
    server.use(markersByWeek());
    await renderApp(`/cabinet/info/main?${PERIOD}&compare=previous`, { as: { infopole: true } });
    const markers = await block('Key entities');
    const gazprom = (await within(markers).findByRole('button', { name: /Газпром/ }, WAIT)).closest('li')!;
    await within(gazprom).findByText('up 10, 20 percent', {}, WAIT);
    within(gazprom).getByText('up 1 places');
    const cb = within(markers).getByRole('button', { name: /ЦБ/ }).closest('li')!;
    within(cb).getByText('down 10, 25 percent');
    within(cb).getByText('down 1 places');
    const rosneft = within(markers)
      .getByRole('button', { name: /Роснефть/ })
      .closest('li')!;
    // New in the top says "new" once, with the change's mark, and "new in the top" to the ear.
    within(rosneft).getByText('new in the top');
    expect(
      within(rosneft)
        .getAllByText(/\bnew\b/)
        .map((node) => node.textContent),
    ).toEqual(['● new', 'new in the top']);
    expect(within(rosneft).queryByText('new, none before')).toBeNull();
    within(markers).getByText('Left the top: Минфин');
  });

  it('keeps the figures when the comparison fails, and retries it alone', async () => {
    let failing = true;
    server.use(
      answer('/api/v1/info/markers/top', 'post', async ({ sent }, reply) => {
        const { period } = await sent();
        return failing && period?.start_date === PREVIOUS.start_date
          ? reply(500, { message: 'Server error.' })
          : undefined;
      }),
    );
    const user = userEvent.setup();
    await renderApp(`/cabinet/info/main?${PERIOD}&compare=previous`, { as: { infopole: true } });
    const markers = await block('Key entities');
    await within(markers).findByText('The comparison could not be loaded.', { exact: false }, WAIT);
    expect(within(markers).getAllByRole('listitem').length).toBeGreaterThan(0);
    failing = false;
    await user.click(within(markers).getByRole('button', { name: 'Try the comparison again' }));
    await waitFor(
      () => expect(within(markers).queryByText('The comparison could not be loaded.', { exact: false })).toBeNull(),
      WAIT,
    );
  });

  it('shows shares of the listed total in share mode', async () => {
    server.use(markersByWeek());
    await renderApp(`/cabinet/info/main?${PERIOD}&share=percent`, { as: { infopole: true } });
    const markers = await block('Key entities');
    const gazprom = (await within(markers).findByRole('button', { name: /Газпром/ }, WAIT)).closest('li')!;
    // 60 of 102.
    within(gazprom).getByText('58.8%');
  });

  it('says there are no figures for an earlier period without data, not zeros', async () => {
    server.use(
      answer('/api/v1/info/markers/top', 'post', async ({ sent }) => {
        const { period } = await sent();
        return period?.start_date === PREVIOUS.start_date ? { items: [] } : undefined;
      }),
    );
    await renderApp(`/cabinet/info/main?${PERIOD}&compare=previous`, { as: { infopole: true } });
    const markers = await block('Key entities');
    await within(markers).findByText('No figures for the earlier period.', {}, WAIT);
    expect(within(markers).queryByText(/^new/)).toBeNull();
  });
});
