import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../setup/answers';
import { block, chartTable, WAIT } from '../setup/blocks';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

const URL = '/cabinet/info/main?period[start_date]=2026-11-16&period[end_date]=2026-11-22';
/** Theme 1 as a backend that keeps names in three languages calls it. */
const POLITICS: Record<string, string> = { ru: 'Политика', en: 'Politics', ar: 'السياسة' };
const WEEK = ['16', '17', '18', '19', '20', '21', '22'].map((day, i) => ({ date: `2026-11-${day}`, count: 200 + i }));

describe('names the backend keeps in several languages', () => {
  it('come in the interface’s language: every call says it, and a switch asks again', async () => {
    const requests = recordRequests();
    server.use(
      answer('/api/v1/info/main/themes/top', 'post', ({ request }) => {
        const language = request.headers.get('accept-language') ?? '';
        return {
          items: [{ id: 1, name: POLITICS[language] ?? POLITICS.ru!, count: 1421, share: 1, dynamics: WEEK }],
        };
      }),
    );
    const user = userEvent.setup();
    await renderApp(URL, { as: { infopole: true }, locale: 'en' });
    await within(await chartTable('Top themes', user)).findByRole('rowheader', { name: 'Politics' }, WAIT);
    expect(
      requests.to('/api/v1/info/main/themes/top').every((call) => call.headers.get('accept-language') === 'en'),
    ).toBe(true);

    await user.selectOptions(screen.getAllByLabelText('Language')[0]!, 'ru');
    // The table stays open; its rows are asked for again in Russian.
    const russian = (await block('Ведущие темы')).querySelector('table')!;
    await within(russian).findByRole('rowheader', { name: 'Политика' }, WAIT);
    expect(within(russian).queryByRole('rowheader', { name: 'Politics' })).toBeNull();
    await waitFor(() =>
      expect(requests.to('/api/v1/info/main/themes/top').at(-1)?.headers.get('accept-language')).toBe('ru'),
    );

    await user.selectOptions(screen.getAllByLabelText('Язык')[0]!, 'ar');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    await screen.findByRole('rowheader', { name: 'السياسة' }, WAIT);
    expect(screen.queryByRole('rowheader', { name: 'Политика' })).toBeNull();
  });
});
