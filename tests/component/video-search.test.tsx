import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, refuse } from '../setup/answers';
import { block, rowOf, WAIT } from '../setup/blocks';
import { server } from '../setup/msw-server';
import { renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

const URL = '/cabinet/video/search';
/** Opens the upload form with the button above the list (it is not on the page until asked for). */
async function openUpload(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  const list = await block('Tracked video content');
  const button = within(list).getByRole('button', { name: 'Upload a reference video' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  await user.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  const form = await block('Upload a reference video');
  await waitFor(() => expect(document.activeElement).toBe(form.parentElement), WAIT);
  return form;
}

const video = (name = 'aeroflot.mp4', type = 'video/mp4', size = 2048) =>
  new File([new Uint8Array(size)], name, { type });

describe('video search', () => {
  it('lists the tracked content with its state, sending no content hash', async () => {
    const requests = recordRequests();
    await renderApp(URL, { as: { video: true } });
    await screen.findByRole('heading', { level: 1, name: 'Video search' }, WAIT);
    within(await rowOf('Аэрофлот — новогодний ролик, 30 с')).getByText('Waiting to be processed');
    within(await rowOf('Lada Vesta — ролик 20 с')).getByText('Processing failed');
    const list = requests.to('/api/v1/video/content/list');
    expect(list.length).toBeGreaterThan(0);
    for (const request of list) expect(request.headers.get('x-content-hash')).toBeNull();
    await requests.settled();
    expect(requests.bodies('/api/v1/video/content/list')[0]).toEqual({
      page: 1,
      limit: 10,
      sort_by: 'created_at',
      sort_order: 'desc',
    });
    // The categories are asked for once, with the contract's defaults.
    expect(requests.bodies('/api/v1/video/content/category/list')).toEqual([{ page: 1, limit: 100 }]);
  });

  it('narrows the list by search, category and origin, kept in the URL', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { router } = await renderApp(URL, { as: { video: true } });
    await rowOf('Аэрофлот — новогодний ролик, 30 с');
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'Аэро');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'Аэро' }), WAIT);
    const list = await block('Tracked video content');
    await waitFor(
      () => expect(within(list).getByRole('combobox', { name: 'Category' }).querySelectorAll('option').length).toBe(11),
      WAIT,
    );
    await user.selectOptions(within(list).getByRole('combobox', { name: 'Category' }), 'Реклама');
    await user.selectOptions(within(list).getByRole('combobox', { name: 'Origin' }), 'uploaded');
    await waitFor(
      () =>
        expect(requests.bodies('/api/v1/video/content/list').at(-1)).toEqual({
          page: 1,
          limit: 10,
          sort_by: 'created_at',
          sort_order: 'desc',
          search: 'Аэро',
          category_id: 2,
          origin: 'uploaded',
        }),
      WAIT,
    );
  });

  it('says so when nothing is tracked', async () => {
    server.use(answer('/api/v1/video/content/list', 'post', { items: [], meta: { total: 0, page: 1, limit: 10 } }));
    await renderApp(URL, { as: { video: true } });
    await screen.findByText('No video content is tracked yet. Upload a reference video to start.', {}, WAIT);
  });

  it('shows a failed list with a retry', async () => {
    server.use(refuse('/api/v1/video/content/list', 'post', 500, { message: 'Server error.', code: 'internal_error' }));
    await renderApp(URL, { as: { video: true } });
    await screen.findByText('This block could not be loaded.', {}, WAIT);
    screen.getByRole('button', { name: 'Try again' });
  });

  it('checks the file before sending and says what is wrong', async () => {
    const requests = recordRequests();
    const user = userEvent.setup({ applyAccept: false });
    await renderApp(URL, { as: { video: true } });
    await openUpload(user);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('Choose a video file to upload.', {}, WAIT);
    screen.getByText('Fill in this field.');
    screen.getByText('Choose a category.');
    await user.upload(screen.getByLabelText(/Video file/), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await screen.findByText('“notes.txt” is not a file of an accepted type (MP4, MOV, MKV).', {}, WAIT);
    expect(requests.to('/api/v1/video/content/add')).toHaveLength(0);
  });

  it('uploads the chosen file as multipart without a content hash and follows the new item', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp(URL, { as: { video: true } });
    const form = await openUpload(user);
    await waitFor(
      () =>
        expect(
          within(form)
            .getByRole('combobox', { name: /^Category/ })
            .querySelectorAll('option').length,
        ).toBeGreaterThan(1),
      WAIT,
    );
    await user.upload(within(form).getByLabelText(/Video file/), video());
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('aeroflot');
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Аэрофлот — новогодний ролик, 30 с');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Category/ }), 'Реклама');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    await within(form).findByText(/is uploaded\. It is followed here until it is processed\./, {}, WAIT);
    const sent = requests.to('/api/v1/video/content/add');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('x-content-hash')).toBeNull();
    await requests.settled();
    const body = sent[0]?.body as FormData;
    expect(body.get('title')).toBe('Аэрофлот — новогодний ролик, 30 с');
    expect(body.get('category_id')).toBe('2');
    expect((body.get('file') as File).name).toBe('aeroflot.mp4');
    expect((body.get('file') as File).type).toBe('video/mp4');
  });

  it('keeps the file and the fields when the server refuses, and shows its words', async () => {
    server.use(
      refuse('/api/v1/video/content/add', 'post', 400, {
        message: 'The given data was invalid.',
        code: 'validation_failed',
        errors: { file: ['The file must be a file of type: mp4, mov, mkv.'] },
      }),
    );
    const user = userEvent.setup();
    await renderApp(URL, { as: { video: true } });
    const form = await openUpload(user);
    await waitFor(
      () =>
        expect(
          within(form)
            .getByRole('combobox', { name: /^Category/ })
            .querySelectorAll('option').length,
        ).toBeGreaterThan(1),
      WAIT,
    );
    await user.upload(within(form).getByLabelText(/Video file/), video('clip.mkv', 'video/x-matroska'));
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Category/ }), 'Спорт');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    await within(form).findByText('The file must be a file of type: mp4, mov, mkv.', {}, WAIT);
    within(form).getByText('Some fields are not filled in correctly.');
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('clip');
    within(form).getByText(/Chosen: clip\.mkv/);
    within(form).getByRole('button', { name: 'Try the upload again' });
  });

  it('cancels an upload on the way, keeping the choice for another try', async () => {
    const requests = recordRequests();
    server.use(answer('/api/v1/video/content/add', 'post', () => new Promise<Response>(() => undefined)));
    const user = userEvent.setup();
    await renderApp(URL, { as: { video: true } });
    const form = await openUpload(user);
    await waitFor(
      () =>
        expect(
          within(form)
            .getByRole('combobox', { name: /^Category/ })
            .querySelectorAll('option').length,
        ).toBeGreaterThan(1),
      WAIT,
    );
    await user.upload(within(form).getByLabelText(/Video file/), video());
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Category/ }), 'Реклама');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    await within(form).findByRole('progressbar', { name: 'Sending the video' }, WAIT);
    await user.click(within(form).getByRole('button', { name: 'Cancel the upload' }));
    await within(form).findByText(
      'The upload was cancelled. The file and the fields are kept: upload again when ready.',
      {},
      WAIT,
    );
    within(form).getByText(/Chosen: aeroflot\.mp4/);
    await within(form).findByRole('button', { name: 'Upload' }, WAIT);
    expect(requests.to('/api/v1/video/content/add')).toHaveLength(1);
  });
});
