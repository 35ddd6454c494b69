import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { normalIsrc, toUploadForm } from '@features/admin/upload/upload-values';
import { answer } from '../setup/answers';
import { server } from '../setup/msw-server';
import { recordRequests } from '../setup/requests';
import { ADMIN_TOKEN, renderApp } from '../setup/render-app';
import { WAIT } from '../setup/blocks';

const UPLOAD = '/admin-api/api/v1/uploads/tracks';

const audio = (name: string, type: string, size = 64) => new File([new Uint8Array(size).fill(7)], name, { type });

async function openUpload() {
  // Files of any type, as a drop would bring them (the file dialog itself filters by type).
  const user = userEvent.setup({ applyAccept: false });
  const view = await renderApp('/admin', { admin: true });
  await screen.findByRole('heading', { level: 1, name: 'Track upload' }, WAIT);
  const input = screen.getByLabelText(/Audio files, up to 20 at once/) as HTMLInputElement;
  return { user, input, ...view };
}

describe('the upload body', () => {
  it('sends title and ISRC only with a single file, the ISRC in the contract’s form', () => {
    const fields = { artist: ' Ольга Серова ', album: '', title: 'Зимний вальс', isrc: 'rub-42-26-00103' };
    expect(normalIsrc('ru-b42 2600103')).toBe('RUB422600103');
    const one = toUploadForm([audio('a.wav', 'audio/x-wav')], fields);
    expect(one).toMatchObject({ artist: 'Ольга Серова', title: 'Зимний вальс', isrc: 'RUB422600103' });
    expect(one.files[0]?.type).toBe('audio/wav');
    expect(toUploadForm([audio('a.wav', 'audio/wav'), audio('b.mp3', 'audio/mpeg')], fields)).toEqual({
      files: expect.any(Array),
      artist: 'Ольга Серова',
    });
  });
});

describe('admin track upload', () => {
  it('checks the files before anything is sent', async () => {
    const requests = recordRequests();
    const { user, input } = await openUpload();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('Choose at least one audio file.');
    await user.upload(input, [
      audio('interview_raw.mp4', 'video/mp4'),
      audio('silence.mp3', 'audio/mpeg', 0),
      audio('ok.flac', ''),
    ]);
    screen.getByText('“interview_raw.mp4” is not a file of an accepted type (MP3, WAV, FLAC, AAC, OGG).');
    screen.getByText('“silence.mp3” is empty.');
    screen.getByText(/^Files chosen: 1 of 20, 64 \S+ in all\.$/);
    const many = Array.from({ length: 20 }, (_, index) => audio(`track-${index + 1}.mp3`, 'audio/mpeg'));
    await user.upload(input, many);
    screen.getByText('“track-20.mp3” was not added: one upload takes at most 20 files.');
    expect(within(screen.getByRole('list', { name: 'Chosen files: 20' })).getAllByRole('listitem')).toHaveLength(20);
    expect(requests.to(UPLOAD)).toHaveLength(0);
  });

  it('uploads several files in one request with the shared artist and album, and says where to follow them', async () => {
    const requests = recordRequests();
    const { user, input } = await openUpload();
    await user.upload(input, [
      audio('serova_zimniy_vals.wav', 'audio/x-wav', 300),
      audio('maslo_live_rip.mp3', 'audio/mpeg', 100),
    ]);
    expect((screen.getByLabelText('Title') as HTMLInputElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Artist'), 'Ольга Серова');
    await user.type(screen.getByLabelText('Album'), 'Полярная ночь');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('Uploaded: 2. The tracks are queued for processing.', {}, WAIT);
    screen.getByRole('link', { name: 'Follow their processing in the upload history' });
    await waitFor(() => expect(requests.bodies(UPLOAD)).toHaveLength(1));
    const [sent] = requests.to(UPLOAD);
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    const body = sent?.body as FormData;
    expect((body.getAll('files') as File[]).map((file) => [file.name, file.type])).toEqual([
      ['serova_zimniy_vals.wav', 'audio/wav'],
      ['maslo_live_rip.mp3', 'audio/mpeg'],
    ]);
    expect([body.get('artist'), body.get('album'), body.get('title'), body.get('isrc')]).toEqual([
      'Ольга Серова',
      'Полярная ночь',
      null,
      null,
    ]);
    // A done upload clears the choice for the next one.
    expect(screen.queryByRole('list', { name: /Chosen files/ })).toBeNull();
    expect((screen.getByLabelText('Artist') as HTMLInputElement).value).toBe('');
  });

  it('takes a title and a checked ISRC for a single file', async () => {
    const requests = recordRequests();
    const { user, input } = await openUpload();
    await user.upload(input, audio('serova_zimniy_vals.wav', 'audio/wav'));
    await user.type(screen.getByLabelText('Title'), 'Зимний вальс');
    await user.type(screen.getByLabelText('ISRC'), 'RUB4226');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText(/An ISRC has 12 characters/);
    expect(requests.to(UPLOAD)).toHaveLength(0);
    await user.type(screen.getByLabelText('ISRC'), '00103');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(requests.bodies(UPLOAD)).toHaveLength(1), WAIT);
    const body = requests.bodies(UPLOAD)[0] as FormData;
    expect([body.get('title'), body.get('isrc')]).toEqual(['Зимний вальс', 'RUB422600103']);
  });

  it('shows the server’s error body as it is and keeps the files and fields for a retry', async () => {
    let refuse = true;
    server.use(
      answer('/api/v1/uploads/tracks', 'post', (_info, reply) =>
        refuse
          ? reply(400, {
              message: 'The given data was invalid.',
              code: 'validation_failed',
              errors: {
                'files.1': ['The file <b>b.mp3</b> must be an audio file of type: mp3, wav, flac, aac, ogg.'],
                artist: ['The artist may not be greater than 200 characters.'],
              },
            })
          : undefined,
      ),
    );
    const requests = recordRequests();
    const { user, input } = await openUpload();
    await user.upload(input, [audio('a.wav', 'audio/wav'), audio('b.mp3', 'audio/mpeg')]);
    await user.type(screen.getByLabelText('Artist'), 'Высота');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const failure = await screen.findByText('Some fields are not filled in correctly.', {}, WAIT);
    const box = failure.closest('.upload-failure') as HTMLElement;
    within(box).getByText('The given data was invalid.');
    within(box).getByText('The file <b>b.mp3</b> must be an audio file of type: mp3, wav, flac, aac, ogg.');
    expect(document.querySelector('b')).toBeNull();
    const files = screen.getByRole('list', { name: 'Chosen files: 2' });
    within(within(files).getAllByRole('listitem')[1]!).getByText(/must be an audio file/);
    screen.getAllByText('The artist may not be greater than 200 characters.');
    expect((screen.getByLabelText('Artist') as HTMLInputElement).value).toBe('Высота');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Uploaded: 2. The tracks are queued for processing.', {}, WAIT);
    expect(requests.to(UPLOAD)).toHaveLength(2);
  });

  it('shows progress while sending and can be cancelled, keeping the files', async () => {
    server.use(
      answer('/api/v1/uploads/tracks', 'post', async () => {
        await delay('infinite');
        return { items: [] };
      }),
    );
    const { user, input } = await openUpload();
    await user.upload(input, [audio('a.wav', 'audio/wav'), audio('b.mp3', 'audio/mpeg')]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByRole('progressbar', { name: 'Upload progress' }, WAIT);
    screen.getByRole('progressbar', { name: 'Sending “a.wav”' });
    await user.click(screen.getByRole('button', { name: 'Cancel the upload' }));
    await screen.findByText(/The upload was cancelled/);
    expect(within(screen.getByRole('list', { name: 'Chosen files: 2' })).getAllByRole('listitem')).toHaveLength(2);
    screen.getByRole('button', { name: 'Upload' });
  });
});
