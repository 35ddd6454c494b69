import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getChannelsListResponseMock } from '@generated/api/admin/admin.msw';
import { session } from '@api/session';
import { Route as SourcesRoute } from '@routes/admin/_console/sources';
import { answer, refuse } from '../setup/answers';
import { server } from '../setup/msw-server';
import { recordRequests } from '../setup/requests';
import { ADMIN, ADMIN_TOKEN, renderApp } from '../setup/render-app';
import { searchValidatorOf } from '../setup/routes';
import { rowOf, WAIT } from '../setup/blocks';

const LIST = '/admin-api/api/v1/channels/list';

afterEach(() => {
  vi.useRealTimers();
});

describe('admin sources: the list', () => {
  it('reads its page, order, search, types and activity from the URL, dropping what is malformed', () => {
    const parse = searchValidatorOf(SourcesRoute);
    expect(
      parse({ q: '  Радио ', types: ['RADIO', 'FAX'], active: 'no', sort: 'created_at', order: 'desc' }),
    ).toMatchObject({ q: 'Радио', types: ['RADIO'], active: 'no', sort: 'created_at', order: 'desc' });
    expect(parse({ q: '', active: 'maybe', sort: 'stream_url' })).toMatchObject({
      q: undefined,
      active: undefined,
      sort: undefined,
    });
  });

  it('lists the channels through the admin host and token, each with its type and place', async () => {
    const requests = recordRequests();
    await renderApp('/admin/sources', { admin: true });
    await screen.findByRole('heading', { level: 1, name: 'Sources' }, WAIT);
    const row = await rowOf('Радио Маяк');
    within(row).getByText('Radio');
    within(row).getByText('Москва, Russia');
    within(row).getByText('https://icecast-vgtrk.cdnvideo.ru/mayakfm_mp3_192kbps');
    within(await rowOf('Readovka')).getByText('Active');
    await waitFor(() =>
      expect(requests.bodies(LIST)).toEqual([{ page: 1, limit: 20, sort_by: 'name', sort_order: 'asc' }]),
    );
    const [list] = requests.to(LIST);
    expect(list?.headers.get('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(list?.headers.get('x-content-hash')).toBeNull();
  });

  it('sends the search, the types and the activity chosen, and keeps them in the URL', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp('/admin/sources', { admin: true });
    await rowOf('Радио Маяк');
    await user.selectOptions(screen.getByLabelText('Recording'), 'no');
    await user.click(screen.getAllByText('Types')[0]!.closest('details')!.querySelector('summary')!);
    await user.click(screen.getByRole('checkbox', { name: 'Radio' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search channels' }), 'Маяк{Enter}');
    await waitFor(
      () =>
        expect(requests.bodies(LIST).at(-1)).toEqual({
          page: 1,
          limit: 20,
          sort_by: 'name',
          sort_order: 'asc',
          search: 'Маяк',
          types: ['RADIO'],
          is_active: false,
        }),
      WAIT,
    );
    expect(router.state.location.search).toMatchObject({ q: 'Маяк', types: ['RADIO'], active: 'no' });
  });

  it('says so when no channel matches, and when the list cannot be loaded', async () => {
    server.use(answer('/api/v1/channels/list', 'post', { items: [], meta: { total: 0, page: 1, limit: 20 } }));
    const empty = await renderApp('/admin/sources?q=zzz', { admin: true });
    await screen.findByText('No channel matches the search and filters.', {}, WAIT);
    empty.unmount();
    server.use(refuse('/api/v1/channels/list', 'post', 500, { message: 'Internal server error.' }));
    await renderApp('/admin/sources', { admin: true });
    await screen.findByText('This block could not be loaded.', {}, WAIT);
    screen.getByRole('button', { name: 'Try again' });
  });

  it('shows an operator the list without the actions it may not take', async () => {
    session.signInAdmin('adm_2002', { ...ADMIN, role: 'operator' });
    await renderApp('/admin/sources');
    await rowOf('Радио Маяк');
    screen.getByText('Your account can view the channels but not change them.');
    expect(screen.queryByRole('button', { name: 'Add channel' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });
});

describe('admin sources: create and edit', () => {
  it('checks the form before sending, then creates the channel and asks for the list again', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp('/admin/sources', { admin: true });
    await rowOf('Радио Маяк');
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a channel' });
    await user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    await within(dialog).findByText('Choose the channel type.');
    expect(within(dialog).getAllByText('Fill in this field.')).toHaveLength(2);
    within(dialog).getByText('Choose the country the channel broadcasts from.');

    await user.type(within(dialog).getByLabelText('Name'), 'Авторадио');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'RADIO');
    await user.type(within(dialog).getByLabelText('Stream or feed address'), 'javascript:alert(1)');
    await user.tab();
    await within(dialog).findByText(/Enter the full address of the stream or feed/);
    await user.clear(within(dialog).getByLabelText('Stream or feed address'));
    await user.type(
      within(dialog).getByLabelText('Stream or feed address'),
      'https://pub0302.101.ru:8443/stream/air/aac/64/100',
    );
    await within(dialog).findByRole('option', { name: 'Russia' }, WAIT);
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'RU');
    await user.type(within(dialog).getByLabelText('Find a region or city'), 'моск');
    within(dialog).getByText('Matching places: 1');
    await user.selectOptions(within(dialog).getByLabelText('Region or city'), 'Москва');
    const before = requests.to(LIST).length;
    await user.click(within(dialog).getByRole('button', { name: 'Add channel' }));

    await waitFor(() =>
      expect(requests.bodies('/admin-api/api/v1/channels/create')).toEqual([
        {
          name: 'Авторадио',
          type: 'RADIO',
          country: 'RU',
          geo_id: 1504,
          stream_url: 'https://pub0302.101.ru:8443/stream/air/aac/64/100',
          is_active: true,
        },
      ]),
    );
    await screen.findByText('“Авторадио” was added.', {}, WAIT);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(requests.to(LIST).length).toBeGreaterThan(before));
  });

  it('puts the server’s field messages under their fields and keeps what was typed', async () => {
    server.use(
      refuse('/api/v1/channels/create', 'post', 400, {
        message: 'The given data was invalid.',
        code: 'validation_failed',
        errors: { stream_url: ['The stream url has already been taken.'], geo_id: ['The selected geo id is invalid.'] },
      }),
    );
    const user = userEvent.setup();
    await renderApp('/admin/sources', { admin: true });
    await rowOf('Радио Маяк');
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a channel' });
    await user.type(within(dialog).getByLabelText('Name'), 'Дубль');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'TV');
    await user.type(
      within(dialog).getByLabelText('Stream or feed address'),
      'https://edge1.1tv.ru/live/1tv/playlist.m3u8',
    );
    await within(dialog).findByRole('option', { name: 'Qatar' }, WAIT);
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'QA');
    await user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    await within(dialog).findByText('The stream url has already been taken.', {}, WAIT);
    within(dialog).getByText('The selected geo id is invalid.');
    expect(within(dialog).getByLabelText('Stream or feed address').getAttribute('aria-invalid')).toBe('true');
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Дубль');
    expect((within(dialog).getByLabelText('Country') as HTMLSelectElement).value).toBe('QA');
  });

  it('edits a channel with the whole channel in the request', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp('/admin/sources', { admin: true });
    const row = await rowOf('Радио Маяк');
    await user.click(within(row).getByRole('button', { name: 'Edit Радио Маяк' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the channel “Радио Маяк”' });
    const address = within(dialog).getByLabelText('Stream or feed address');
    await user.clear(address);
    await user.type(address, 'https://icecast-vgtrk.cdnvideo.ru/mayakfm_aac_64kbps');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(requests.bodies('/admin-api/api/v1/channels/edit')).toEqual([
        {
          id: 6,
          name: 'Радио Маяк',
          type: 'RADIO',
          country: 'RU',
          geo_id: 1504,
          stream_url: 'https://icecast-vgtrk.cdnvideo.ru/mayakfm_aac_64kbps',
          logo_url: 'https://cdn.mediamonitor.local/logos/channels/6.png',
          is_active: true,
        },
      ]),
    );
    await screen.findByText('Changes to “Радио Маяк” were saved.', {}, WAIT);
  });

  it('switches a channel off and explains a refusal in words', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp('/admin/sources', { admin: true });
    await user.click(within(await rowOf('ТАСС')).getByRole('button', { name: 'Deactivate ТАСС' }));
    await waitFor(() =>
      expect(requests.bodies('/admin-api/api/v1/channels/edit')).toEqual([
        expect.objectContaining({ id: 8, is_active: false }),
      ]),
    );
    await screen.findByText('“ТАСС” is no longer recorded; its history is kept.', {}, WAIT);

    server.use(
      refuse('/api/v1/channels/edit', 'post', 403, { message: 'This action is unauthorized.', code: 'forbidden' }),
    );
    await user.click(within(await rowOf('РБК')).getByRole('button', { name: 'Deactivate РБК' }));
    await screen.findByText(
      '“РБК” could not be switched off. Your account may not change channels. Ask an administrator for this right.',
      {},
      WAIT,
    );
  });
});

describe('admin sources: delete', () => {
  it('asks first, naming the channel, and sends nothing when the delete is undone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = recordRequests();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderApp('/admin/sources', { admin: true });
    await user.click(within(await rowOf('Коммерсантъ')).getByRole('button', { name: 'Delete Коммерсантъ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the channel “Коммерсантъ”?' });
    within(dialog).getByText(/Recording of “Коммерсантъ” stops/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('rowheader', { name: 'Коммерсантъ' })).toBeNull();
    screen.getByText('“Коммерсантъ” will be deleted.');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByRole('rowheader', { name: 'Коммерсантъ' });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(requests.to('/admin-api/api/v1/channels/delete')).toHaveLength(0);
  });

  it('sends the delete once the undo time is over and asks for the list again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = recordRequests();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const remaining = getChannelsListResponseMock();
    await renderApp('/admin/sources', { admin: true });
    await user.click(within(await rowOf('Коммерсантъ')).getByRole('button', { name: 'Delete Коммерсантъ' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    server.use(
      answer('/api/v1/channels/list', 'post', {
        ...remaining,
        items: remaining.items.filter((item) => item.id !== 9),
        meta: { ...remaining.meta, total: 15 },
      }),
    );
    const before = requests.to(LIST).length;
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    await waitFor(() => expect(requests.bodies('/admin-api/api/v1/channels/delete')).toEqual([{ id: 9 }]));
    await screen.findByText('“Коммерсантъ” was deleted.', {}, WAIT);
    await waitFor(() => expect(requests.to(LIST).length).toBeGreaterThan(before));
    expect(screen.queryByRole('rowheader', { name: 'Коммерсантъ' })).toBeNull();
  });
});
