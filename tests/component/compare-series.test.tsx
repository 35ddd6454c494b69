import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formattersFor } from '@i18n/format';
import { activateLocale, i18n } from '@i18n/i18n';
import type { Locale } from '@i18n/locales';
import { SeriesBlock, type SeriesItem } from '@kit/blocks/series-block';
import { useComparedCall } from '@kit/compare/use-comparison';
import { SectionFiltersContext, useFilterState, useSectionFilters } from '@kit/filters/use-section-filters';
import { addDays } from '@lib/compare/periods';
import { pickFilters } from '@lib/filters/fields';
import type { Period } from '@lib/filters/period';
import { filterSearchValidator } from '@lib/filters/url';
import { parseQuery, stringifyQuery } from '@lib/query-string';
import { sectionByKey } from '@lib/sections';
import { block, chartTable, WAIT } from '../setup/blocks';

/**
 * The dynamics block as a page uses it (a statistics hook called for both periods, the filters in the
 * address), on a page of its own: the answers of both periods are set per test, and an answer can
 * fail, wait or come later.
 */
const PERIOD = 'period[start_date]=2026-11-16&period[end_date]=2026-11-22';
const TITLE = 'Mentions by day';

interface Answer {
  items: SeriesItem[];
}
type Reply = Answer | 'fail' | 'wait';

const replies = new Map<string, Reply[]>();
/** The answers for a period's first day, one per call (the last one repeats). */
function answerFor(start: string, ...answers: Reply[]) {
  replies.set(start, answers);
}
afterEach(() => replies.clear());

const days = (start: string, counts: readonly number[]) =>
  counts.map((count, index) => ({ date: addDays(start, index), count }));
const item = (id: number, name: string, start: string, counts: readonly number[]): SeriesItem => ({
  id,
  name,
  total: counts.reduce((a, b) => a + b, 0),
  dynamics: days(start, counts),
});

function useDynamics(body: { period: Period }, options?: { query?: { enabled?: boolean } }) {
  return useQuery({
    queryKey: ['dynamics', body.period],
    enabled: options?.query?.enabled ?? true,
    queryFn: async () => {
      const queue = replies.get(body.period.start_date) ?? ['fail'];
      const reply = (queue.length > 1 ? queue.shift() : queue[0]) as Reply;
      if (reply === 'fail') throw new Error('The statistics could not be loaded.');
      if (reply === 'wait') return new Promise<Answer>(() => {});
      return reply;
    },
  });
}

function Page() {
  const { filter } = useSectionFilters();
  const call = useComparedCall();
  const body = { period: filter.period };
  const query = call.join(useDynamics(body), useDynamics(call.body(body), { query: { enabled: call.on } }));
  return (
    <main>
      <SeriesBlock
        title={TITLE}
        description="Daily mentions of the chosen persons."
        exportName="persons-dynamics"
        query={query}
        items={(data) => data.items}
        pickerLabel="Persons on the chart"
        noneChosenText="Choose at least one person."
      />
    </main>
  );
}

/** The page's route validates the info section's filters and gives them to the page, as a section's layout does. */
const root = createRootRoute({ validateSearch: filterSearchValidator(sectionByKey('info').filters), component: Frame });

function Frame() {
  const filters = useFilterState(root.useSearch({ select: pickFilters, structuralSharing: true }));
  return (
    <SectionFiltersContext value={filters}>
      <Page />
    </SectionFiltersContext>
  );
}

async function renderPage(search: string, locale: Locale = 'en') {
  await activateLocale(locale, { remember: false });
  document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: [`/?${search}`] }),
    parseSearch: (value) => parseQuery(value),
    stringifySearch: (value) => {
      const query = stringifyQuery(value);
      return query ? `?${query}` : '';
    },
  });
  await router.load();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
const cells = (table: HTMLElement, row: number) =>
  (within(table).getAllByRole('row')[row] as HTMLElement).querySelectorAll('th, td');

const NOW = item(1, 'Дмитрий Лебедев', '2026-11-16', [3, 4, 3, 5, 4, 3, 40]);
const THEN = item(1, 'Дмитрий Лебедев', '2026-11-09', [0, 2, 3, 10, 4, 3, 20]);

describe('the dynamics block with a comparison', () => {
  it('puts the compared day, its value, the change and the change in percent beside each day, and notes the day that stands out', async () => {
    answerFor('2026-11-16', { items: [NOW] });
    answerFor('2026-11-09', { items: [THEN] });
    await renderPage(`${PERIOD}&compare=previous`);
    const table = await waitFor(async () => {
      const found = await chartTable(TITLE);
      expect(headers(found)).toContain('Дмитрий Лебедев: compared period');
      return found;
    }, WAIT);
    expect(headers(table)).toEqual([
      'Date',
      'Compared day',
      'Дмитрий Лебедев',
      'Дмитрий Лебедев: compared period',
      'Дмитрий Лебедев: change',
      'Дмитрий Лебедев: change, %',
      'Stands out',
    ]);
    expect([...cells(table, 1)].map((cell) => cell.textContent)).toEqual([
      '16 Nov 2026',
      '9 Nov 2026',
      '3',
      '0',
      '3',
      '',
      '',
    ]);
    expect([...cells(table, 4)].map((cell) => cell.textContent)).toEqual([
      '19 Nov 2026',
      '12 Nov 2026',
      '5',
      '10',
      '-5',
      '-50',
      '',
    ]);
    expect([...cells(table, 7)].map((cell) => cell.textContent)).toEqual([
      '22 Nov 2026',
      '15 Nov 2026',
      '40',
      '20',
      '20',
      '100',
      '10 × the usual',
    ]);
  });

  it('names both periods in the legend, the compared one by its dashed line, and keys the spikes', async () => {
    answerFor('2026-11-16', { items: [NOW] });
    answerFor('2026-11-09', { items: [THEN] });
    await renderPage(`${PERIOD}&compare=previous`);
    const chart = await block(TITLE);
    const legend = await waitFor(() => {
      const list = chart.querySelector('.chart-legend') as HTMLElement;
      expect(list).toBeTruthy();
      return list;
    }, WAIT);
    expect([...legend.querySelectorAll('li')].map((entry) => entry.textContent)).toEqual([
      'solid line: 16 Nov 2026 – 22 Nov 2026',
      'dashed line: Previous period: 9 Nov 2026 – 15 Nov 2026',
      'triangle: Stands out from the usual',
    ]);
    expect(legend.querySelector('[data-legend-mark="dashed"] line')?.getAttribute('stroke-dasharray')).toBeTruthy();
  });

  it('keeps the status line’s place from the first paint, says the comparison loads, fails with a retry, then shows it', async () => {
    const user = userEvent.setup();
    answerFor('2026-11-16', { items: [NOW] });
    answerFor('2026-11-09', 'fail', { items: [THEN] });
    const view = await renderPage(`${PERIOD}&compare=previous`);
    const chart = await block(TITLE);
    // The line is there with the block's first paint, before either answer.
    const line = chart.querySelector('.chart-frame-status') as HTMLElement;
    expect(line).toBeTruthy();
    const retry = await within(chart).findByRole('button', { name: 'Try the comparison again' }, WAIT);
    within(chart).getByRole('alert');
    // The main figures stay.
    expect(headers(await chartTable(TITLE, user))).toEqual(['Date', 'Дмитрий Лебедев', 'Stands out']);
    await user.click(retry);
    await waitFor(
      () => expect(headers(within(chart).getByRole('table'))).toContain('Дмитрий Лебедев: compared period'),
      WAIT,
    );
    // The same line, still in its place, now empty.
    expect(chart.querySelector('.chart-frame-status')).toBe(line);
    expect(line.textContent).toBe('');
    view.unmount();
  });

  it('says the comparison is loading in the reserved line', async () => {
    answerFor('2026-11-16', { items: [NOW] });
    answerFor('2026-11-09', 'wait');
    await renderPage(`${PERIOD}&compare=previous`);
    const chart = await block(TITLE);
    await waitFor(
      () => expect(chart.querySelector('.chart-frame-status')?.textContent).toBe('Loading the comparison…'),
      WAIT,
    );
  });

  it('says so in words when the earlier period has no figures, and draws no zeros for it', async () => {
    answerFor('2026-11-16', { items: [NOW] });
    answerFor('2026-11-09', { items: [item(1, 'Дмитрий Лебедев', '2026-11-09', [0, 0, 0, 0, 0, 0, 0])] });
    await renderPage(`${PERIOD}&compare=previous`);
    const chart = await block(TITLE);
    await within(chart).findByText('No figures for the earlier period.', {}, WAIT);
    expect(headers(await chartTable(TITLE))).not.toContain('Дмитрий Лебедев: compared period');
  });

  it('reserves no line and adds no columns without a comparison', async () => {
    answerFor('2026-11-16', { items: [NOW] });
    await renderPage(PERIOD);
    const table = await chartTable(TITLE);
    expect(headers(table)).toEqual(['Date', 'Дмитрий Лебедев', 'Stands out']);
    expect((await block(TITLE)).querySelector('.chart-frame-status')).toBeNull();
  });
});

describe('the dynamics block as shares of the day', () => {
  const other = item(2, 'Михаил Орлов', '2026-11-16', [1, 4, 1, 5, 4, 1, 40]);
  const otherThen = item(2, 'Михаил Орлов', '2026-11-09', [4, 2, 1, 10, 4, 1, 20]);

  it('shows each day’s share of the day’s total as a percentage, the change in points', async () => {
    answerFor('2026-11-16', { items: [NOW, other] });
    answerFor('2026-11-09', { items: [THEN, otherThen] });
    await renderPage(`${PERIOD}&compare=previous&share=percent`);
    const table = await waitFor(async () => {
      const found = await chartTable(TITLE);
      expect(headers(found)).toContain('Дмитрий Лебедев: change, pp');
      return found;
    }, WAIT);
    // 16 Nov: 3 of 4 this week, 0 of 4 the week before.
    const first = [...cells(table, 1)].map((cell) => cell.textContent);
    expect(first.slice(0, 6)).toEqual(['16 Nov 2026', '9 Nov 2026', '75%', '0%', '75', '']);
    // 17 Nov: 4 of 8 against 2 of 4: no change.
    expect([...cells(table, 2)].map((cell) => cell.textContent).slice(2, 6)).toEqual(['50%', '50%', '0', '0']);
  });

  it('writes the shares as the Arabic interface writes percentages', async () => {
    answerFor('2026-11-16', { items: [NOW, other] });
    await renderPage(`${PERIOD}&share=percent`, 'ar');
    const heading = await screen.findByRole('heading', { level: 2, name: TITLE }, WAIT);
    const chart = heading.closest('section') as HTMLElement;
    const toggle = await waitFor(() => {
      const buttons = within(chart)
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-pressed') !== null);
      expect(buttons[0]?.hasAttribute('disabled')).toBe(false);
      return buttons[0] as HTMLElement;
    }, WAIT);
    await userEvent.setup().click(toggle);
    const table = within(chart).getByRole('table');
    expect(cells(table, 1)[1]?.textContent).toBe(formattersFor('ar').percent(0.75));
  });
});
