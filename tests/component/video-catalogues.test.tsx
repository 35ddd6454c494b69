import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, refuse } from '../setup/answers';
import { block, rowOf, WAIT } from '../setup/blocks';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

const VIDEO = { video: true, video_infopole: true };

describe('video sources: stream discovery', () => {
  it('lists the StreamHunter sources with their last check, country and type', async () => {
    const requests = recordRequests();
    await renderApp('/cabinet/video/sources/source', { as: VIDEO });
    await screen.findByRole('heading', { level: 1, name: 'Sources: stream discovery' }, WAIT);
    const checking = await rowOf('Business FM — прямой эфир', { startsWith: true });
    within(checking).getByText('Being checked');
    within(checking).getByText('Not detected yet');
    within(await rowOf('Sky News — live', { startsWith: true })).getByText('United Kingdom');
    within(await rowOf('Известия — видеотрансляция', { startsWith: true })).getByText('Offline');
    within(await rowOf('Радио Sputnik', { startsWith: true })).getByText('Already monitored');
    await requests.settled();
    expect(requests.bodies('/api/StreamHunter/list')[0]).toEqual({
      page: 1,
      limit: 20,
      sort_by: 'created_at',
      sort_order: 'desc',
    });
  });

  it('takes a source into monitoring with the add-stream form filled from it', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp('/cabinet/video/sources/source', { as: VIDEO });
    await user.click(
      within(await rowOf('Sky News — live', { startsWith: true })).getByRole('button', {
        name: 'Monitor Sky News — live',
      }),
    );
    const panel = screen.getByRole('complementary', { name: 'Monitor a source' });
    // The form loads as the panel opens.
    expect(((await within(panel).findByLabelText('Name', {}, WAIT)) as HTMLInputElement).value).toBe('Sky News — live');
    expect((within(panel).getByLabelText('Address') as HTMLInputElement).value).toBe(
      'https://live.news.sky.com/hls/skynews/index.m3u8',
    );
    await waitFor(() => expect((within(panel).getByLabelText('Type') as HTMLSelectElement).value).toBe('tv'), WAIT);
    await user.click(within(panel).getByRole('button', { name: 'Add the stream' }));
    await within(panel).findByText(/is added\./, {}, WAIT);
    await requests.settled();
    expect(requests.bodies('/api/v1/stream/add')).toEqual([
      { name: 'Sky News — live', url: 'https://live.news.sky.com/hls/skynews/index.m3u8', type: 'tv', kind: 'live' },
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'Monitor a source' })).toBeNull();
  });

  it('adds a source by hand, its country in capitals', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp('/cabinet/video/sources/source', { as: VIDEO });
    const form = await block('Add a source', 'any');
    await user.type(within(form).getByLabelText('Address'), 'https://stream.bfm.ru/bfm_128.mp3');
    await user.type(within(form).getByLabelText('Name'), 'Business FM — прямой эфир');
    await user.type(within(form).getByLabelText('Country (optional)'), 'R');
    await user.click(within(form).getByRole('button', { name: 'Add the source' }));
    await within(form).findByText('Enter the country as two Latin letters (ISO 3166-1), like RU, AE or GB.', {}, WAIT);
    await user.type(within(form).getByLabelText('Country (optional)'), 'u');
    await user.click(within(form).getByRole('button', { name: 'Add the source' }));
    await within(form).findByText(/is handed to StreamHunter/, {}, WAIT);
    await requests.settled();
    expect(requests.bodies('/api/StreamHunter/item')).toEqual([
      { url: 'https://stream.bfm.ru/bfm_128.mp3', name: 'Business FM — прямой эфир', country: 'RU' },
    ]);
  });

  it('shows the server’s message for a source it already knows', async () => {
    server.use(
      refuse('/api/StreamHunter/item', 'post', 400, {
        message: 'The given data was invalid.',
        code: 'validation_failed',
        errors: { url: ['StreamHunter already knows this source.'] },
      }),
    );
    const user = userEvent.setup();
    await renderApp('/cabinet/video/sources/source', { as: VIDEO });
    const form = await block('Add a source', 'any');
    await user.type(within(form).getByLabelText('Address'), 'https://stream.bfm.ru/bfm_128.mp3');
    await user.type(within(form).getByLabelText('Name'), 'Business FM');
    await user.click(within(form).getByRole('button', { name: 'Add the source' }));
    await within(form).findByText('StreamHunter already knows this source.', {}, WAIT);
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Business FM');
  });
});

describe('video sources: persons', () => {
  it('lists the monitored persons without a content hash, and searches them', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp('/cabinet/video/sources/person', { as: VIDEO });
    within(await rowOf('Виктор Журавлёв', { startsWith: true })).getByText('губернатор Приморского края');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Orlov');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'Orlov' }), WAIT);
    await waitFor(
      () =>
        expect(requests.bodies('/api/v1/video/persons/list').at(-1)).toEqual({
          page: 1,
          limit: 20,
          sort_by: 'created_at',
          sort_order: 'desc',
          search: 'Orlov',
        }),
      WAIT,
    );
    for (const request of requests.to('/api/v1/video/persons/list'))
      expect(request.headers.get('x-content-hash')).toBeNull();
  });

  it('adds a person, and shows under the photo why the server refused it', async () => {
    let refuse = true;
    server.use(
      answer('/api/v1/video/persons/add', 'post', (_info, reply) =>
        refuse
          ? reply(400, {
              message: 'The given data was invalid.',
              code: 'validation_failed',
              errors: { reference_image_url: ['No face was found on the image.'] },
            })
          : undefined,
      ),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp('/cabinet/video/sources/person', { as: VIDEO });
    const form = await block('Add a person', 'any');
    await user.click(within(form).getByRole('button', { name: 'Add the person' }));
    expect(await within(form).findAllByText('Fill in this field.')).toHaveLength(2);
    await user.type(within(form).getByLabelText('Full name'), 'Виктор Журавлёв');
    await user.type(within(form).getByLabelText('Reference photo address'), 'https://media.example.org/zhuravlev.jpg');
    await user.click(within(form).getByRole('button', { name: 'Add the person' }));
    await within(form).findByText('No face was found on the image.', {}, WAIT);
    refuse = false;
    await user.clear(within(form).getByLabelText('Reference photo address'));
    await user.type(
      within(form).getByLabelText('Reference photo address'),
      'https://media.example.org/zhuravlev-portrait.jpg',
    );
    await user.click(within(form).getByRole('button', { name: 'Add the person' }));
    await within(form).findByText(/is added: their face is looked for in video from now on\./, {}, WAIT);
    await requests.settled();
    expect(requests.bodies('/api/v1/video/persons/add').at(-1)).toEqual({
      name: 'Виктор Журавлёв',
      reference_image_url: 'https://media.example.org/zhuravlev-portrait.jpg',
    });
  });

  it('shows its empty state', async () => {
    server.use(answer('/api/v1/video/persons/list', 'post', { items: [], meta: { total: 0, page: 1, limit: 20 } }));
    await renderApp('/cabinet/video/sources/person', { as: VIDEO });
    await screen.findByText('No person is monitored yet. Add one below.', {}, WAIT);
  });
});

describe('video sources: objects', () => {
  it('lists the monitored objects without a content hash, narrowed by kind', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp('/cabinet/video/sources/entity', { as: VIDEO });
    const row = await rowOf('Эмблема COP31', { startsWith: true });
    within(row).getByText('Symbol');
    const list = await block('Monitored objects', 'any');
    await user.selectOptions(within(list).getByRole('combobox', { name: 'Kind' }), 'landmark');
    await waitFor(
      () =>
        expect(requests.bodies('/api/v1/video/objects/list').at(-1)).toEqual({
          page: 1,
          limit: 20,
          sort_by: 'created_at',
          sort_order: 'desc',
          category: 'landmark',
        }),
      WAIT,
    );
    for (const request of requests.to('/api/v1/video/objects/list'))
      expect(request.headers.get('x-content-hash')).toBeNull();
  });

  it('needs a picture or a description, then adds the object', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp('/cabinet/video/sources/entity', { as: VIDEO });
    const form = await block('Add an object', 'any');
    await user.type(within(form).getByLabelText('Name'), 'Эмблема COP31');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'symbol');
    await user.click(within(form).getByRole('button', { name: 'Add the object' }));
    await within(form).findByText("Give a reference picture's address, a description, or both.", {}, WAIT);
    expect(requests.to('/api/v1/video/objects/add')).toHaveLength(0);
    await user.type(within(form).getByLabelText('Description'), 'Эмблема конференции ООН по изменению климата COP31');
    await waitFor(
      () => expect(within(form).queryByText("Give a reference picture's address, a description, or both.")).toBeNull(),
      WAIT,
    );
    await user.click(within(form).getByRole('button', { name: 'Add the object' }));
    await within(form).findByText(/is added\. It is looked for once its reference is processed\./, {}, WAIT);
    await requests.settled();
    expect(requests.bodies('/api/v1/video/objects/add')).toEqual([
      { name: 'Эмблема COP31', category: 'symbol', description: 'Эмблема конференции ООН по изменению климата COP31' },
    ]);
  });
});
