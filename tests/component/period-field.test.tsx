import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WAIT } from '../setup/blocks';
import { renderApp } from '../setup/render-app';
import { defaultPeriod } from '@lib/filters/period';

const INFO = { infopole: true };
const WEEK = '/cabinet/info/main?period[start_date]=2026-11-02&period[end_date]=2026-11-08';

async function filterBar() {
  return (await screen.findAllByRole('search', {}, WAIT))[0]!;
}

describe('the period field', () => {
  it('writes the dates the way the interface language does and reads them back when the person leaves the field', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(WEEK, { as: INFO, locale: 'ru' });
    const bar = await filterBar();
    const from = within(bar).getByLabelText('С');
    expect(from).toHaveProperty('value', '02.11.2026');
    expect(from.getAttribute('placeholder')).toBe('дд.мм.гггг');
    await user.clear(from);
    await user.type(from, '28.10.2026');
    // Nothing moves while the person types.
    expect(router.state.location.search).toMatchObject({ period: { start_date: '2026-11-02' } });
    await user.tab();
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        period: { start_date: '2026-10-28', end_date: '2026-11-08' },
      }),
    );
  });

  it('keeps what cannot be read and says why, in words, without touching the period', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(WEEK, { as: INFO });
    const bar = await filterBar();
    const from = within(bar).getByLabelText('From');
    const to = within(bar).getByLabelText('To');
    await user.clear(from);
    await user.type(from, 'last monday{Enter}');
    expect(within(bar).getByRole('alert').textContent).toBe(
      'From: type the date as dd/mm/yyyy, for example ' +
        new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()) +
        '.',
    );
    expect(from).toHaveProperty('value', 'last monday');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    await user.clear(from);
    await user.type(from, '31/02/2026{Enter}');
    expect(within(bar).getByRole('alert').textContent).toBe('From: there is no such day as 31/02/2026.');
    await user.clear(from);
    await user.type(from, '01/11/2026');
    await user.clear(to);
    await user.type(to, '20/10/2026{Enter}');
    expect(within(bar).getByRole('alert').textContent).toBe('The period must start before it ends.');
    // The start, read when the person left it, moved the period; the reversed end did not.
    expect(router.state.location.search).toMatchObject({
      period: { start_date: '2026-11-01', end_date: '2026-11-08' },
    });
    await user.clear(to);
    await user.type(to, '9/11/2026{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        period: { start_date: '2026-11-01', end_date: '2026-11-09' },
      }),
    );
    expect(within(bar).queryByRole('alert')).toBeNull();
    expect(to).toHaveProperty('value', '09/11/2026');
  });

  it('takes a range picked on the calendar, and leaves the period alone when the calendar is cancelled', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(WEEK, { as: INFO });
    const bar = await filterBar();
    await user.click(within(bar).getByRole('button', { name: 'Period: choose the dates on a calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Period' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: /Tuesday, 10 November 2026/ }));
    expect(within(dialog).getByText('10/11/2026: now pick the last day.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /Wednesday, 4 November 2026/ }));
    expect(within(dialog).getByText('04/11/2026 – 10/11/2026')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        period: { start_date: '2026-11-04', end_date: '2026-11-10' },
      }),
    );
    expect(within(bar).getByLabelText('From')).toHaveProperty('value', '04/11/2026');

    await user.click(within(bar).getByRole('button', { name: 'Period: choose the dates on a calendar' }));
    const again = await screen.findByRole('dialog', { name: 'Period' }, WAIT);
    await user.click(within(again).getByRole('button', { name: /Monday, 16 November 2026/ }));
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toMatchObject({
      period: { start_date: '2026-11-04', end_date: '2026-11-10' },
    });
  });

  it('reads the compared dates the same way', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(`${WEEK}&compare[start_date]=2026-10-05&compare[end_date]=2026-10-11`, {
      as: INFO,
      locale: 'ar',
    });
    const bar = await filterBar();
    const from = within(bar).getByLabelText('المقارنة من');
    expect((from as HTMLInputElement).value.replace(/\u200f/g, '')).toBe('05/10/2026');
    await user.clear(from);
    await user.type(from, '٤/١٠/٢٠٢٦{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        compare: { start_date: '2026-10-04', end_date: '2026-10-11' },
      }),
    );
  });

  it('reads the default period as "this week" in every language, Arabic included, and "this week" keeps its dates there', async () => {
    for (const locale of ['ru', 'en', 'ar'] as const) {
      const { router, unmount } = await renderApp('/cabinet/info/main', { as: INFO, locale });
      const bar = await filterBar();
      const preset = within(bar).getAllByRole('combobox')[0] as HTMLSelectElement;
      expect(preset.value, locale).toBe('week');
      await userEvent.setup().selectOptions(preset, 'week');
      await waitFor(() => expect(router.state.location.search, locale).toMatchObject({ period: defaultPeriod() }));
      unmount();
    }
  });
});
