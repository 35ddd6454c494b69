import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '@i18n/i18n';
import { MarkedDayContext } from '@ui/charts/chart-context';
import { LineChart } from '@ui/charts/line-chart';
import { StackedBarChart } from '@ui/charts/stacked-bar-chart';
import { WAIT } from '../setup/blocks';
import { renderApp } from '../setup/render-app';

const DAYS = Array.from({ length: 15 }, (_, index) => `2026-11-${String(index + 9).padStart(2, '0')}`);

async function drawn(mark: string | undefined, chart: 'line' | 'stacked') {
  await activateLocale('en', { remember: false });
  return render(
    <I18nProvider i18n={i18n}>
      <MarkedDayContext.Provider value={mark}>
        {chart === 'line' ? (
          <LineChart
            width={640}
            height={280}
            label="Mentions by day"
            series={[
              {
                key: 'all',
                label: 'Mentions',
                color: '#1f5fbf',
                points: DAYS.map((date, index) => ({ date, value: 100 + index })),
              },
            ]}
          />
        ) : (
          <StackedBarChart
            width={640}
            height={280}
            label="Sentiment by day"
            keys={[{ key: 'neutral', label: 'Neutral', color: '#888888' }]}
            points={DAYS.map((date, index) => ({ date, values: { neutral: 10 + index } }))}
          />
        )}
      </MarkedDayContext.Provider>
    </I18nProvider>,
  );
}

describe('the day a notification marks (`mark`)', () => {
  it('is named above the main page and kept in the URL; removing it takes it out', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(
      '/cabinet/music/main?period[start_date]=2026-11-09&period[end_date]=2026-11-23&mark=2026-11-23',
      { as: { all: true } },
    );
    const note = await screen.findByText(/^Marked on the charts: .*23.*2026, the day of the notification\.$/, {}, WAIT);
    expect(router.state.location.search).toMatchObject({ mark: '2026-11-23' });
    await user.click(screen.getByRole('button', { name: 'Remove the mark' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('mark'));
    expect(note.isConnected).toBe(false);
  });

  it('is dropped when it is not a day of the calendar, like any malformed key', async () => {
    const { router } = await renderApp('/cabinet/info/main?mark=2026-02-30', { as: { all: true } });
    await screen.findByRole('heading', { level: 1, name: 'Info: overview' }, WAIT);
    expect(router.state.location.search.mark).toBeUndefined();
    expect(screen.queryByText(/Marked on the charts/)).toBeNull();
  });

  it.each(['line', 'stacked'] as const)(
    'is drawn on a daily %s chart as a labelled line, and said in its hint',
    async (chart) => {
      const { container, unmount } = await drawn('2026-11-20', chart);
      const line = container.querySelector('.chart-marked-day');
      expect(line?.getAttribute('data-date')).toBe('2026-11-20');
      expect(line?.querySelector('text')?.textContent).toMatch(/20/);
      expect(container.textContent).toMatch(/A dashed vertical line marks .*20.*2026, the day of the notification\./);
      unmount();
      const outside = await drawn('2026-10-01', chart);
      expect(outside.container.querySelector('.chart-marked-day')).toBeNull();
    },
  );
});
