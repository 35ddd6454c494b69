import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PersonTopItem, SentimentResponse, VideoContentChartSeries } from '@generated/model';
import { answer } from '../setup/answers';
import { block, chartTable, rowOf, WAIT } from '../setup/blocks';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

const PERIOD = 'period[start_date]=2026-11-01&period[end_date]=2026-11-14';
const INFO = `/cabinet/info/main?${PERIOD}&compare=previous`;
const VIDEO = `/cabinet/video/main?${PERIOD}&channel_types[]=TV&compare=previous`;
/** The first day of the period before 1–14 November. */
const EARLIER = '2026-10-18';

const day = (start: string, index: number) => {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + index);
  return date.toISOString().slice(0, 10);
};

/** Fourteen days of tones; the sums make the split. */
function sentiment(start: string, tones: (index: number) => readonly [number, number, number]): SentimentResponse {
  const dynamics = Array.from({ length: 14 }, (_, index) => {
    const [positive, neutral, negative] = tones(index);
    return { date: day(start, index), positive, neutral, negative };
  });
  const split = {
    positive: dynamics.reduce((sum, point) => sum + point.positive, 0),
    neutral: dynamics.reduce((sum, point) => sum + point.neutral, 0),
    negative: dynamics.reduce((sum, point) => sum + point.negative, 0),
  };
  return { statistics: { total: split.positive + split.neutral + split.negative, sentiment: split, dynamics } };
}

/** Quiet days and one loud one, the 10th of November (40 mentions against the usual 6). */
const NOW = sentiment('2026-11-01', (index) => (index === 9 ? [20, 15, 5] : [2, 3, 1]));
/** Four mentions a day in the previous period. */
const BEFORE = sentiment(EARLIER, () => [1, 2, 1]);
const NOTHING = sentiment(EARLIER, () => [0, 0, 0]);

/** Answers that differ by the period asked; the compared one as told (an answer, or a failure while `fail()` says so). */
function sentimentByPeriod(earlier: SentimentResponse = BEFORE, fail = () => false) {
  server.use(
    answer('/api/v1/info/sentiment/get', 'post', async ({ sent }, reply) => {
      if ((await sent()).period?.start_date !== EARLIER) return NOW;
      return fail() ? reply(500, { message: 'Internal server error.', code: 'internal_error' }) : earlier;
    }),
  );
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('sentiment against the compared period', () => {
  it('gives each tone its earlier count, change and change in percentage points', async () => {
    sentimentByPeriod();
    const requests = recordRequests();
    await renderApp(INFO, { as: { infopole: true } });
    const table = await waitFor(async () => {
      const found = await chartTable('Sentiment');
      expect(headers(found)).toContain('Compared period');
      return found;
    }, WAIT);
    expect(headers(table)).toEqual([
      'Tonality',
      'Mentions',
      'Share, %',
      'Compared period',
      'Change',
      'Change, %',
      'Share change, pp',
    ]);
    // Positive: 46 of 118 now (39 %), 14 of 56 before (25 %).
    expect(cells(await rowOf('Positive'))).toEqual(['Positive', '46', '39', '14', '32', '228.6', '14']);
    // Negative: 18 of 118 (15.3 %) against 14 of 56 (25 %): the count rose, the share fell.
    expect(cells(await rowOf('Negative'))).toEqual(['Negative', '18', '15.3', '14', '4', '28.6', '-9.7']);
    const bodies = requests.bodies('/api/v1/info/sentiment/get') as { period: { start_date: string } }[];
    expect(bodies.map((body) => body.period.start_date).sort()).toEqual(['2026-10-18', '2026-11-01']);
  });

  it('shows the legend of the ring with each change, in signs the eye reads without colour', async () => {
    sentimentByPeriod();
    await renderApp(INFO, { as: { infopole: true } });
    await chartTable('Sentiment');
    await userEvent.setup().click(within(await block('Sentiment')).getByRole('button', { name: 'Table' }));
    const legend = await waitFor(() => {
      const items = [
        ...(screen.getByRole('heading', { name: 'Sentiment' }).closest('section') as HTMLElement).querySelectorAll(
          '.chart-legend-item',
        ),
      ];
      expect(items).toHaveLength(3);
      return items.map((item) => item.textContent);
    }, WAIT);
    expect(legend[0]).toContain('+14 pp');
    expect(legend[0]).toContain('+32 (+228.6%)');
    expect(legend[2]).toContain('▼ −9.7 pp');
  });

  it('sets the earlier days beside ours by their place in the period, and names the day that stands out', async () => {
    sentimentByPeriod();
    await renderApp(INFO, { as: { infopole: true } });
    const table = await waitFor(async () => {
      const found = await chartTable('Sentiment by day');
      expect(headers(found)).toContain('Compared period');
      return found;
    }, WAIT);
    expect(headers(table)).toEqual([
      'Date',
      'Positive',
      'Neutral',
      'Negative',
      'Total',
      'Compared period',
      'Change',
      'Change, %',
      'Stands out',
    ]);
    expect(cells(await rowOf('10 Nov 2026'))).toEqual([
      '10 Nov 2026',
      '20',
      '15',
      '5',
      '40',
      '4',
      '36',
      '900',
      '6.7 × the usual',
    ]);
    expect(cells(await rowOf('1 Nov 2026'))).toEqual(['1 Nov 2026', '2', '3', '1', '6', '4', '2', '50', '']);
    // The compared period's key is in the legend.
    const section = await block('Sentiment by day');
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Table' }));
    await waitFor(() => expect(section.textContent).toContain('Previous period: 18 Oct 2026 – 31 Oct 2026'), WAIT);
    expect(section.textContent).toContain('Stands out from the usual');
  });

  it('draws each tone as its share of the day in share mode', async () => {
    sentimentByPeriod();
    await renderApp(`${INFO}&share=percent`, { as: { infopole: true } });
    const table = await waitFor(async () => {
      const found = await chartTable('Sentiment by day');
      expect(headers(found)).toContain('Compared period');
      return found;
    }, WAIT);
    expect(headers(table).slice(0, 4)).toEqual(['Date', 'Positive, %', 'Neutral, %', 'Negative, %']);
    expect(cells(await rowOf('10 Nov 2026')).slice(0, 5)).toEqual(['10 Nov 2026', '50', '37.5', '12.5', '40']);
  });

  it('keeps our figures when the earlier ones fail, and adds them on a retry', async () => {
    let failing = true;
    sentimentByPeriod(BEFORE, () => failing);
    const user = userEvent.setup();
    await renderApp(INFO, { as: { infopole: true } });
    const section = await block('Sentiment by day');
    await within(section).findByText('The comparison could not be loaded.', {}, WAIT);
    const table = await chartTable('Sentiment by day');
    expect(headers(table)).not.toContain('Compared period');
    expect(cells(await rowOf('10 Nov 2026'))).toContain('40');
    failing = false;
    await user.click(
      within(await block('Sentiment by day')).getAllByRole('button', { name: 'Try the comparison again' })[0]!,
    );
    await waitFor(async () => expect(headers(await chartTable('Sentiment by day'))).toContain('Compared period'), WAIT);
    // The ring does not wait for a comparison that failed: its figures are there too.
    await chartTable('Sentiment');
    expect(cells(await rowOf('Positive')).slice(0, 2)).toEqual(['Positive', '46']);
  });

  it('says there are no earlier figures rather than comparing with zeros', async () => {
    sentimentByPeriod(NOTHING);
    await renderApp(INFO, { as: { infopole: true } });
    for (const title of ['Sentiment', 'Sentiment by day']) {
      const section = await block(title);
      await within(section).findByText('No figures for the earlier period.', {}, WAIT);
      expect(headers(await chartTable(title))).not.toContain('Compared period');
    }
  });

  it('keeps the comparison line’s place from the first paint', async () => {
    sentimentByPeriod();
    server.use(answer('/api/v1/info/sentiment/get', 'post', () => new Promise<never>(() => {})));
    await renderApp(INFO, { as: { infopole: true } });
    const section = await block('Sentiment by day');
    expect(section.querySelector('.chart-frame-status')).not.toBeNull();
  });
});

const person = (
  id: number,
  name: string,
  [positive, neutral, negative]: readonly [number, number, number],
): PersonTopItem => ({
  id,
  name,
  position: '',
  count: positive + neutral + negative,
  sentiment: { positive, neutral, negative },
});

describe('the tonality of the top persons against the compared period', () => {
  const PERSONS = `/cabinet/info/persons?${PERIOD}&compare=previous`;

  it('gives each person their change and move in the top, and each tone its change in percentage points', async () => {
    server.use(
      answer('/api/v1/info/person/top', 'post', async ({ sent }) =>
        (await sent()).period?.start_date === EARLIER
          ? {
              items: [person(2, 'Борис', [40, 30, 10]), person(4, 'Глеб', [10, 10, 10]), person(1, 'Анна', [5, 10, 5])],
            }
          : { items: [person(1, 'Анна', [25, 20, 5]), person(2, 'Борис', [10, 20, 10]), person(3, 'Вера', [1, 1, 1])] },
      ),
    );
    await renderApp(PERSONS, { as: { infopole: true } });
    const section = await block('Tonality of the top persons');
    const anna = await waitFor(
      () => within(section).getByRole('rowheader', { name: 'Анна' }).closest('tr') as HTMLElement,
      WAIT,
    );
    await waitFor(() => expect(anna.textContent).toContain('up 30, 150 percent'), WAIT);
    expect(anna.textContent).toContain('up 2 places');
    // Positive: half of her mentions now, a quarter before.
    expect(anna.textContent).toContain('up 25 percentage points');
    const vera = within(section).getByRole('rowheader', { name: 'Вера' }).closest('tr') as HTMLElement;
    expect(vera.textContent).toContain('new in the top');
    expect(vera.textContent).not.toContain('percentage points');
    // "New" is said once, by the change's mark, not again by the rank's.
    const count = vera.querySelector('.sentiment-change.is-count') as HTMLElement;
    expect(count.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
    expect(count.textContent).toBe('● newnew in the top');
  });

  it('keeps the rows when the earlier top fails, and says so with a retry', async () => {
    server.use(
      answer('/api/v1/info/person/top', 'post', async ({ sent }, reply) =>
        (await sent()).period?.start_date === EARLIER
          ? reply(500, { message: 'Internal server error.', code: 'internal_error' })
          : { items: [person(1, 'Анна', [25, 20, 5])] },
      ),
    );
    await renderApp(PERSONS, { as: { infopole: true } });
    const section = await block('Tonality of the top persons');
    await within(section).findByText('The comparison could not be loaded.', {}, WAIT);
    within(section).getByRole('button', { name: 'Try the comparison again' });
    within(section).getByRole('rowheader', { name: 'Анна' });
  });
});

const category = (id: number, name: string, start: string, seconds: number): VideoContentChartSeries => ({
  category_id: id,
  category_name: name,
  duration_seconds: seconds * 14,
  share: 0,
  dynamics: Array.from({ length: 14 }, (_, index) => ({
    date: day(start, index),
    duration_seconds: seconds,
    share: 0,
  })),
});

describe('video airtime against the compared period', () => {
  it('gives each day its earlier airtime, every earlier category counted, and asks the statistics again for the earlier period', async () => {
    const requests = recordRequests();
    server.use(
      answer('/api/v1/video/content/charts', 'post', async ({ sent }) => {
        if ((await sent()).period?.start_date !== EARLIER) {
          const items = [category(2, 'Спорт', '2026-11-01', 7200), category(1, 'Новости', '2026-11-01', 3600)];
          return { charts: { duration_seconds: 14 * 10800, items } };
        }
        // A category the chosen period did not air counts in the earlier day's total.
        const items = [category(3, 'Кино', EARLIER, 3600), category(1, 'Новости', EARLIER, 1800)];
        return { charts: { duration_seconds: 14 * 5400, items } };
      }),
    );
    await renderApp(VIDEO, { as: { video: true, video_infopole: true } });
    const table = await waitFor(async () => {
      const found = await chartTable('Airtime by content category');
      expect(headers(found)).toContain('Compared period');
      return found;
    }, WAIT);
    expect(headers(table)).toEqual(['Date', 'Спорт', 'Новости', 'Total', 'Compared period', 'Change', 'Change, %']);
    expect(cells(within(table).getAllByRole('row')[1]!)).toEqual(['1 Nov 2026', '2', '1', '3', '1.5', '1.5', '100']);
    await waitFor(() => {
      for (const path of [
        '/api/v1/video/content/statistics',
        '/api/v1/video/objects/statistics',
        '/api/v1/video/objects/statistics/channels',
        '/api/v1/video/content/statistics/channels',
      ]) {
        const starts = (requests.bodies(path) as { period: { start_date: string } }[]).map(
          (body) => body.period.start_date,
        );
        expect(starts).toContain(EARLIER);
      }
    }, WAIT);
  });

  it('asks for nothing more without a comparison', async () => {
    const requests = recordRequests();
    await renderApp(VIDEO.replace('&compare=previous', ''), { as: { video: true, video_infopole: true } });
    const table = await chartTable('Airtime by content category');
    expect(headers(table)).not.toContain('Compared period');
    expect(requests.bodies('/api/v1/video/content/charts')).toHaveLength(1);
  });

  it('reads right to left in Arabic with a comparison', async () => {
    await renderApp(VIDEO, { as: { video: true, video_infopole: true }, locale: 'ar' });
    await screen.findByRole('heading', { level: 1 }, WAIT);
    expect(document.documentElement.dir).toBe('rtl');
    await waitFor(() => expect(document.querySelectorAll('.chart-frame-status').length).toBeGreaterThan(0), WAIT);
  });
});
