import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { sectionByKey } from '@lib/sections';
import { refuse } from '../setup/answers';
import { server } from '../setup/msw-server';
import { block, WAIT } from '../setup/blocks';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

/**
 * Answers that do not have the contract's shape: each block that asked refuses its answer alone,
 * saying it could not be read and offering a retry; the page, its heading and its filters stay.
 */
const PAGES = sectionByKey('info').pages;
const DATA_CALLS = /\/api\/v1\/(info|statistics|timeline|theme)\//;
const UNREADABLE = "The server's answer could not be read. Try again; if it keeps happening, tell your administrator.";

function answerEveryDataCallWith(body: Record<string, unknown>) {
  server.use(
    http.all('*', ({ request }) => {
      if (!DATA_CALLS.test(new URL(request.url).pathname)) return undefined;
      return HttpResponse.json(body as never);
    }),
  );
}

describe('info pages given answers of another shape', () => {
  for (const page of PAGES) {
    it(`${page.path} keeps its heading and fails each block alone`, async () => {
      answerEveryDataCallWith({ unexpected: true });
      await renderApp(page.path, { as: { infopole: true } });
      await screen.findByRole('heading', { level: 1, name: page.title.message }, WAIT);
      const failures = await screen.findAllByText(UNREADABLE, {}, WAIT);
      expect(failures.length).toBeGreaterThan(0);
      expect(screen.queryAllByRole('search', { name: 'Filters' })).toHaveLength(page.filters === false ? 0 : 1);
      expect(screen.queryByText('This page could not be shown.')).toBeNull();
    });
  }

  it('a block that could not read its answer asks again when told to, and shows the good answer', async () => {
    server.use(
      http.post('*/api/v1/info/main/themes/top', () => HttpResponse.json({ items: [{ id: 1, name: 'Политика' }] }), {
        once: true,
      }),
    );
    const requests = recordRequests();
    await renderApp('/cabinet/info/main', { as: { infopole: true } });
    const themes = await block('Top themes');
    await within(themes).findByText(UNREADABLE, {}, WAIT);
    // The other blocks drew their answers.
    await screen.findByText('Решение ЦБ по ключевой ставке', {}, WAIT);
    await userEvent.click(within(themes).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requests.to('/api/v1/info/main/themes/top')).toHaveLength(2));
    await waitFor(() => expect(within(themes).queryByText(UNREADABLE)).toBeNull());
    expect(within(themes).getByRole('button', { name: 'Table' }).hasAttribute('disabled')).toBe(false);
  });

  it('the broadcast timeline fails with a retry, rather than waiting, when its channel list cannot be read', async () => {
    server.use(http.post('*/api/v1/info/channels/top', () => HttpResponse.json({ unexpected: true }), { once: true }));
    const requests = recordRequests();
    await renderApp('/cabinet/info/broadcast', { as: { infopole: true } });
    const failure = await screen.findByText(UNREADABLE, {}, WAIT);
    const timeline = failure.closest('section') as HTMLElement;
    expect(requests.to('/api/v1/timeline/broadcast/list')).toHaveLength(0);
    await userEvent.click(within(timeline).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requests.to('/api/v1/timeline/broadcast/list').length).toBeGreaterThan(0), WAIT);
    await waitFor(() => expect(within(timeline).queryByText(UNREADABLE)).toBeNull(), WAIT);
  });

  it('a refused call (403) says the account has no access, with no retry that cannot help', async () => {
    server.use(refuse('/api/v1/info/main/themes/top', 'post', 403, { message: 'Forbidden.' }));
    await renderApp('/cabinet/info/main', { as: { infopole: true } });
    const themes = await block('Top themes');
    await within(themes).findByText('Your account has no access to this data. Ask your administrator for access.');
    expect(within(themes).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(themes).queryByText('This block could not be loaded.')).toBeNull();
  });
});
