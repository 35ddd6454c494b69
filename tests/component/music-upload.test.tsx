import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findDuplicates } from '@features/music/upload/duplicates';
import { uploadForm } from '@features/music/upload/track-fields';
import { isIsrc, normalizeIsrc } from '@kit/upload/isrc';
import { answer, refuse, type BodyOf } from '../setup/answers';
import { WAIT } from '../setup/blocks';
import { server } from '../setup/msw-server';
import { recordRequests } from '../setup/requests';
import { renderApp } from '../setup/render-app';

const URL = '/cabinet/music/upload';
const MUSIC = { music: true };
const UPLOAD = '/api/v1/music/upload/track';

const audio = (name: string, type: string, size = 64) =>
  new File([new Uint8Array(size).fill(7)], name, { type, lastModified: 1 });

/** An answer of the contract for an upload of this file. */
type Uploaded = BodyOf<typeof UPLOAD, 'post'>;

const queued = (id: number, file: File, fields: Partial<Uploaded['item']> = {}): Uploaded => ({
  item: {
    id,
    file_name: file.name,
    artist: null,
    title: null,
    album: null,
    isrc: null,
    duration_seconds: null,
    size_bytes: file.size,
    state: 'queued',
    uploaded_at: '2026-11-22T12:00:00+03:00',
    error: null,
    ...fields,
  },
});

/**
 * An XMLHttpRequest the test drives: it reports upload progress when told and answers when told,
 * as a slow connection would (the mock server answers at once).
 */
class ControlledXhr {
  static sent: ControlledXhr[] = [];
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  status = 0;
  response: Blob | null = null;
  responseType = '';
  aborted = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    ControlledXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.response = new Blob([JSON.stringify(body)], { type: 'application/json' });
    this.onload?.();
  }
}

function controlUploads() {
  ControlledXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', ControlledXhr);
  return ControlledXhr.sent;
}

afterEach(() => vi.unstubAllGlobals());

async function choose(files: File[]) {
  const user = userEvent.setup({ applyAccept: false });
  const input = (await screen.findByLabelText(/Audio files/, {}, WAIT)) as HTMLInputElement;
  await user.upload(input, files);
  return user;
}

/** The list entry of a chosen file. */
async function item(name: string) {
  const label = await screen.findByText(name, { selector: '.upload-item-name' }, WAIT);
  const entry = label.closest('li');
  if (!entry) throw new Error(`“${name}” is not in a list item`);
  return entry;
}

describe('ISRC and the form of an upload', () => {
  it('accepts an ISRC typed with dashes, spaces or small letters and sends it in the contract’s form', () => {
    expect(normalizeIsrc('ru-b42-26-00101')).toBe('RUB422600101');
    expect(isIsrc('RU-B42-26-00101')).toBe(true);
    expect(isIsrc('GB ARL 26 01203')).toBe(true);
    expect(isIsrc('RUB42260010')).toBe(false);
    expect(isIsrc('R1B422600101')).toBe(false);
    expect(isIsrc('RUB42A600101')).toBe(false);
    const file = audio('a.mp3', 'audio/mpeg');
    expect(uploadForm(file, { artist: '  Ella Brooks ', title: '', album: ' ', isrc: 'gb-arl-26-01203' })).toEqual({
      file,
      artist: 'Ella Brooks',
      isrc: 'GBARL2601203',
    });
  });

  it('finds an upload with the same ISRC, or the same artist and title', () => {
    const upload = {
      id: 1,
      file_name: 'x.mp3',
      artist: 'Мира Ланская',
      title: 'Новый день',
      album: null,
      isrc: 'RUA8M2600311',
      duration_seconds: 1,
      size_bytes: 1,
      state: 'done' as const,
      uploaded_at: '2026-11-16T15:22:09+03:00',
      error: null,
    };
    expect(findDuplicates([upload], { artist: '', title: '', album: '', isrc: 'ru-a8m-26-00311' })).toEqual([
      { upload, by: 'isrc' },
    ]);
    expect(findDuplicates([upload], { artist: 'мира ланская ', title: 'НОВЫЙ ДЕНЬ', album: '', isrc: '' })).toEqual([
      { upload, by: 'name' },
    ]);
    expect(findDuplicates([upload], { artist: 'Мира Ланская', title: '', album: '', isrc: '' })).toEqual([]);
    expect(findDuplicates([upload], { artist: '', title: '', album: '', isrc: 'RUA8M2600311' }, 1)).toEqual([]);
  });
});

describe('track upload', () => {
  it('names each refused file and why, and keeps the accepted ones', async () => {
    await renderApp(URL, { as: MUSIC });
    const large = audio('live_set.flac', 'audio/flac');
    Object.defineProperty(large, 'size', { value: 104_857_601 });
    await choose([
      audio('promo_cut.mov', 'video/quicktime'),
      audio('silence.wav', 'audio/wav', 0),
      large,
      audio('ok.mp3', 'audio/mpeg'),
    ]);
    const refused = await screen.findByRole('alert', {}, WAIT);
    within(refused).getByText('“promo_cut.mov” is not a file of an accepted type (MP3, WAV, FLAC, AAC, OGG).');
    within(refused).getByText('“silence.wav” is empty.');
    within(refused).getByText(/^“live_set\.flac” is 100 MB; a file may be at most 100 MB\.$/);
    await item('ok.mp3');
    expect(screen.getAllByRole('listitem').filter((entry) => entry.classList.contains('upload-item'))).toHaveLength(1);
  });

  it('sends one multipart request per file, with its details, the ISRC without dashes and no content hash, showing each one’s progress', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const requests = recordRequests();
    server.use(
      answer(UPLOAD, 'post', async ({ request }) => {
        const form = await request.clone().formData();
        const file = form.get('file') as File;
        await gate;
        return queued(file.name === 'north.wav' ? 1201 : 1202, file);
      }),
    );
    await renderApp(URL, { as: MUSIC });
    const user = await choose([audio('north.wav', 'audio/x-wav'), audio('south.mp3', 'audio/mpeg')]);
    const north = await item('north.wav');
    await user.type(within(north).getByLabelText('Artist'), 'Ольга Серова');
    await user.type(within(north).getByLabelText('Title'), 'Северный ветер');
    await user.type(within(north).getByLabelText('ISRC'), 'ru-b42-26-00101');
    await user.click(screen.getByRole('button', { name: 'Upload all waiting (2)' }));
    await within(north).findByRole('progressbar', { name: 'Upload of “north.wav”' }, WAIT);
    await within(await item('south.mp3')).findByRole('progressbar', { name: 'Upload of “south.mp3”' }, WAIT);
    expect(screen.getByRole('button', { name: 'Upload all waiting (0)' })).toHaveProperty('disabled', true);
    release();
    await within(north).findByText(/^Uploaded\./, {}, WAIT);
    await within(await item('south.mp3')).findByText(/^Uploaded\./, {}, WAIT);
    await requests.settled();
    const sent = requests.to(UPLOAD);
    expect(sent).toHaveLength(2);
    const northForm = sent
      .map((request) => request.body as FormData)
      .find((form) => (form.get('file') as File).name === 'north.wav')!;
    expect((northForm.get('file') as File).type).toBe('audio/wav');
    expect(Object.fromEntries([...northForm.entries()].filter(([key]) => key !== 'file'))).toEqual({
      artist: 'Ольга Серова',
      title: 'Северный ветер',
      isrc: 'RUB422600101',
    });
    const southForm = sent
      .map((request) => request.body as FormData)
      .find((form) => (form.get('file') as File).name === 'south.mp3')!;
    expect([...southForm.keys()]).toEqual(['file']);
    for (const request of sent) {
      expect(request.headers.get('x-content-hash')).toBeNull();
      expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    }
    within(north).getByRole('link', { name: 'Follow it in the upload history' });
  });

  it('explains a malformed ISRC and sends nothing until it is put right', async () => {
    const requests = recordRequests();
    server.use(
      answer(UPLOAD, 'post', async ({ request }) => queued(1203, (await request.formData()).get('file') as File)),
    );
    await renderApp(URL, { as: MUSIC });
    const user = await choose([audio('track.flac', 'audio/flac')]);
    const entry = await item('track.flac');
    const isrc = within(entry).getByLabelText('ISRC');
    await user.type(isrc, 'RU-B42-26');
    await user.click(within(entry).getByRole('button', { name: 'Upload track.flac' }));
    await within(entry).findByText(/^An ISRC has 12 characters/, {}, WAIT);
    expect(isrc.getAttribute('aria-invalid')).toBe('true');
    expect(requests.to(UPLOAD)).toHaveLength(0);
    await user.type(isrc, '-00101');
    expect(within(entry).queryByText(/^An ISRC has 12 characters/)).toBeNull();
    await user.click(within(entry).getByRole('button', { name: 'Upload track.flac' }));
    await within(entry).findByText(/^Uploaded\./, {}, WAIT);
  });

  it('shows the server’s error body as text, keeps the file and what was typed, and tries again', async () => {
    let fail = true;
    server.use(
      answer(UPLOAD, 'post', async ({ request }, reply) => {
        const file = (await request.formData()).get('file') as File;
        if (fail)
          return reply(400, {
            message: 'The given data was invalid.',
            code: 'validation_failed',
            errors: { file: [`The file <b>${file.name}</b> must be an audio file of type: mp3, wav, flac, aac, ogg.`] },
          });
        return queued(1204, file, { artist: 'Ella Brooks' });
      }),
    );
    await renderApp(URL, { as: MUSIC });
    const user = await choose([audio('slow.ogg', 'audio/ogg')]);
    const entry = await item('slow.ogg');
    await user.type(within(entry).getByLabelText('Artist'), 'Ella Brooks');
    await user.click(within(entry).getByRole('button', { name: 'Upload slow.ogg' }));
    const failure = await within(entry).findByRole('alert', {}, WAIT);
    within(failure).getByText('Some fields are not filled in correctly.');
    within(failure).getByText('The given data was invalid.');
    within(failure).getByText('The file <b>slow.ogg</b> must be an audio file of type: mp3, wav, flac, aac, ogg.');
    expect(entry.querySelector('b')).toBeNull();
    expect((within(entry).getByLabelText('Artist') as HTMLInputElement).value).toBe('Ella Brooks');
    fail = false;
    await user.click(within(entry).getByRole('button', { name: 'Try again slow.ogg' }));
    await within(entry).findByText(/^Uploaded\./, {}, WAIT);
  });

  it('says so when a file is larger than the server takes', async () => {
    server.use(refuse(UPLOAD, 'post', 413, { message: 'The file is too large.', code: 'payload_too_large' }));
    await renderApp(URL, { as: MUSIC });
    const user = await choose([audio('long.wav', 'audio/wav')]);
    const entry = await item('long.wav');
    await user.click(within(entry).getByRole('button', { name: 'Upload long.wav' }));
    await within(entry).findByText('The file is larger than the server accepts.', {}, WAIT);
    within(entry).getByText('The file is too large.');
  });

  it('shows how much of the file has been sent as it goes', async () => {
    const sent = controlUploads();
    const file = audio('north.wav', 'audio/wav', 2048);
    await renderApp(URL, { as: MUSIC });
    const user = await choose([file]);
    const entry = await item('north.wav');
    await user.click(within(entry).getByRole('button', { name: 'Upload north.wav' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const xhr = sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toMatch(/\/api\/v1\/music\/upload\/track$/);
    expect(xhr.headers['x-content-hash']).toBeUndefined();
    expect(xhr.headers.authorization).toMatch(/^Bearer /);
    expect((xhr.body as FormData).get('file')).toMatchObject({ name: 'north.wav', type: 'audio/wav', size: 2048 });
    const bar = await within(entry).findByRole('progressbar', { name: 'Upload of “north.wav”' }, WAIT);
    expect(bar.hasAttribute('value')).toBe(false);
    within(entry).getByText('Sending…');
    act(() => xhr.progress(1024, 4096));
    await waitFor(() => expect(bar.getAttribute('value')).toBe('0.25'));
    within(entry).getByText('25% · 1 kB of 4 kB');
    act(() => xhr.progress(4096, 4096));
    await waitFor(() => expect(bar.getAttribute('value')).toBe('1'));
    act(() => xhr.respond(200, queued(1205, file)));
    await within(entry).findByText(/^Uploaded\./, {}, WAIT);
    expect(within(entry).queryByRole('progressbar')).toBeNull();
  });

  it('cancels an upload on the person’s word, keeping the file and its details', async () => {
    const sent = controlUploads();
    await renderApp(URL, { as: MUSIC });
    const user = await choose([audio('wait.aac', 'audio/aac')]);
    const entry = await item('wait.aac');
    await user.type(within(entry).getByLabelText('Album'), 'Low Tide');
    await user.click(within(entry).getByRole('button', { name: 'Upload wait.aac' }));
    await user.click(await within(entry).findByRole('button', { name: 'Cancel the upload wait.aac' }, WAIT));
    await within(entry).findByText(/^The upload was cancelled\./, {}, WAIT);
    expect(sent[0]?.aborted).toBe(true);
    expect((within(entry).getByLabelText('Album') as HTMLInputElement).value).toBe('Low Tide');
    await user.click(within(entry).getByRole('button', { name: 'Try again wait.aac' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect((sent[1]!.body as FormData).get('album')).toBe('Low Tide');
  });

  it('asks before leaving the page while a file is being sent, and cancels the upload on leaving', async () => {
    const sent = controlUploads();
    const { router } = await renderApp(URL, { as: MUSIC });
    const user = await choose([audio('long.flac', 'audio/flac')]);
    const entry = await item('long.flac');
    await user.click(within(entry).getByRole('button', { name: 'Upload long.flac' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await user.click(screen.getAllByRole('link', { name: 'Upload history' })[0]!);
    await screen.findByRole('heading', { name: 'Leave while files are uploading?' }, WAIT);
    screen.getByText('1 file is still being sent. Leaving the page cancels its upload.');
    await user.click(screen.getByRole('button', { name: 'Stay on the page' }));
    expect(router.state.location.pathname).toBe(URL);
    expect(sent[0]!.aborted).toBe(false);
    await user.click(screen.getAllByRole('link', { name: 'Upload history' })[0]!);
    await user.click(await screen.findByRole('button', { name: 'Leave and cancel the uploads' }, WAIT));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cabinet/music/upload/history'));
    await screen.findByRole('heading', { level: 1, name: 'Upload history' }, WAIT);
    await waitFor(() => expect(sent[0]!.aborted).toBe(true));
  });

  it('warns when the track is already in the person’s uploads, by ISRC or by artist and title', async () => {
    const requests = recordRequests();
    await renderApp(URL, { as: MUSIC });
    const user = await choose([audio('again.mp3', 'audio/mpeg')]);
    const entry = await item('again.mp3');
    await waitFor(() =>
      expect(requests.bodies('/api/v1/music/upload/list')).toContainEqual({
        page: 1,
        limit: 100,
        sort_by: 'uploaded_at',
        sort_order: 'desc',
      }),
    );
    await user.type(within(entry).getByLabelText('ISRC'), 'RU-C31-26-00418');
    const note = await within(entry).findByText('This track is already in your uploads:', {}, WAIT);
    within(note.parentElement!).getByText('kireev_nochnoy_ekspress.mp3');
    within(note.parentElement!).getByText(/same ISRC/);
    await user.clear(within(entry).getByLabelText('ISRC'));
    expect(within(entry).queryByText('This track is already in your uploads:')).toBeNull();
    await user.type(within(entry).getByLabelText('Artist'), 'Мира Ланская');
    await user.type(within(entry).getByLabelText('Title'), 'новый день');
    await within(entry).findByText('lanskaya_novyi_den.mp3', {}, WAIT);
    within(entry).getByText(/same artist and title/);
    // A warning only: the upload can still be sent.
    expect(within(entry).getByRole('button', { name: 'Upload again.mp3' })).toHaveProperty('disabled', false);
  });

  it('says when the earlier uploads cannot be read, and still uploads', async () => {
    let fail = true;
    server.use(
      answer('/api/v1/music/upload/list', 'post', (_info, reply) =>
        fail ? reply(500, { message: 'Server error.' }) : undefined,
      ),
      answer(UPLOAD, 'post', async ({ request }) => queued(1206, (await request.formData()).get('file') as File)),
    );
    await renderApp(URL, { as: MUSIC });
    const user = await choose([audio('fresh.mp3', 'audio/mpeg')]);
    const note = await screen.findByText(/^Your earlier uploads could not be read/, {}, WAIT);
    const entry = await item('fresh.mp3');
    await user.click(within(entry).getByRole('button', { name: 'Upload fresh.mp3' }));
    await within(entry).findByText(/^Uploaded\./, {}, WAIT);
    fail = false;
    await user.click(within(note).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(/^Your earlier uploads could not be read/)).toBeNull());
  });

  it('removes a file from the list', async () => {
    await renderApp(URL, { as: MUSIC });
    const user = await choose([audio('one.mp3', 'audio/mpeg'), audio('two.mp3', 'audio/mpeg')]);
    await user.click(within(await item('one.mp3')).getByRole('button', { name: 'Remove one.mp3' }));
    await waitFor(() => expect(screen.queryByText('one.mp3', { selector: '.upload-item-name' })).toBeNull());
    await item('two.mp3');
  });
});
