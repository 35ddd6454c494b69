import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@api/session';
import { DRAFT_PREFIX } from '@kit/form/drafts';
import { block, rowOf, WAIT } from '../setup/blocks';
import { ADMIN_TOKEN, cabinetUser, renderApp } from '../setup/render-app';
import { recordRequests } from '../setup/requests';

/**
 * The longer forms keep a draft in session storage while the person types, and offer it back
 * when the page comes again (here: the app unmounted and rendered anew, as a reload does).
 */

const QUESTION = 'Restore what you typed?';
const VIDEO = { video: true, video_infopole: true };
/** The contract's example analyst (1001), and another account on the same browser. */
const BORIS = {
  ...cabinetUser(VIDEO),
  id: 2002,
  first_name: 'Борис',
  last_name: 'Петров',
  email: 'boris.petrov@mediagroup.ru',
};

/** Everything stored under the drafts' prefix, as the browser holds it. */
function drafts(): Record<string, string> {
  const found: Record<string, string> = {};
  for (let index = 0; index < sessionStorage.length; index += 1) {
    const key = sessionStorage.key(index) as string;
    if (key.startsWith(DRAFT_PREFIX)) found[key] = sessionStorage.getItem(key) as string;
  }
  return found;
}

const storedDraft = (key: string) => sessionStorage.getItem(`${DRAFT_PREFIX}${key}`) ?? '';
const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label) as HTMLInputElement;

afterEach(() => sessionStorage.clear());

describe('drafts: personal information', () => {
  async function openProfile(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: /Personal information of/ }, WAIT));
    const heading = await screen.findByRole('heading', { name: 'Personal information', level: 2 }, WAIT);
    return heading.closest('form') as HTMLElement;
  }

  it('keeps the typed name but never the password, offers it back after a reload, and not to another account', async () => {
    const user = userEvent.setup();
    const first = await renderApp('/cabinet/video/sources/video', { as: VIDEO });
    let form = await openProfile(user);
    await user.clear(field(form, 'First name'));
    await user.type(field(form, 'First name'), 'Анастасия');
    await user.type(field(form, 'New password'), 'New-Secret-2026');
    await waitFor(() => expect(storedDraft('cabinet.1001.personal-info')).toContain('Анастасия'), WAIT);
    expect(JSON.stringify(drafts())).not.toContain('New-Secret-2026');
    expect(storedDraft('cabinet.1001.personal-info')).not.toMatch(/password/);
    first.unmount();

    const second = await renderApp('/cabinet/video/sources/video');
    form = await openProfile(user);
    const notice = await within(form).findByText(QUESTION, {}, WAIT);
    expect(notice.closest('[aria-live="polite"]')).not.toBeNull();
    expect(field(form, 'First name').value).toBe('Анна');
    await user.click(within(form).getByRole('button', { name: 'Restore' }));
    expect(field(form, 'First name').value).toBe('Анастасия');
    expect(field(form, 'New password').value).toBe('');
    expect(within(form).queryByText(QUESTION)).toBeNull();
    second.unmount();

    await renderApp('/cabinet/video/sources/video', { as: BORIS });
    form = await openProfile(user);
    expect(field(form, 'First name').value).toBe('Борис');
    expect(within(form).queryByText(QUESTION)).toBeNull();
  });

  it('drops the draft once the changes are saved', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp('/cabinet/video/sources/video', { as: VIDEO });
    const form = await openProfile(user);
    await user.clear(field(form, 'Last name'));
    await user.type(field(form, 'Last name'), 'Иванова');
    await waitFor(() => expect(storedDraft('cabinet.1001.personal-info')).toContain('Иванова'), WAIT);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.to('/api/v1/user/edit')).toHaveLength(1), WAIT);
    await within(form).findByText('Your personal information has been saved.', {}, WAIT);
    expect(drafts()).toEqual({});
  });
});

describe('drafts: adding a stream and ordering a recording', () => {
  it('offers the typed stream back in its own form only; Discard leaves the form empty and drops the draft', async () => {
    const user = userEvent.setup();
    const first = await renderApp('/cabinet/video/sources/video', { as: VIDEO });
    let form = await block('Add a stream', 'any');
    await user.type(field(form, 'Name'), 'РБК — видеотрансляция');
    await user.type(field(form, 'Address'), 'https://live.rbc.ru/rbctv/index.m3u8');
    await waitFor(
      () => expect(storedDraft('cabinet.1001.stream-add')).toContain('https://live.rbc.ru/rbctv/index.m3u8'),
      WAIT,
    );
    first.unmount();

    const second = await renderApp('/cabinet/video/sources/video', { as: VIDEO });
    form = await block('Add a stream', 'any');
    await within(form).findByText(QUESTION, {}, WAIT);
    expect(within(await block('Order a recording', 'any')).queryByText(QUESTION)).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Restore' }));
    expect(field(form, 'Name').value).toBe('РБК — видеотрансляция');
    expect(field(form, 'Address').value).toBe('https://live.rbc.ru/rbctv/index.m3u8');
    second.unmount();

    const third = await renderApp('/cabinet/video/sources/video', { as: VIDEO });
    form = await block('Add a stream', 'any');
    await user.click(await within(form).findByRole('button', { name: 'Discard' }, WAIT));
    expect(within(form).queryByText(QUESTION)).toBeNull();
    expect(field(form, 'Name').value).toBe('');
    // The focus goes on to the form's first field.
    await waitFor(() => expect(document.activeElement).toBe(field(form, 'Name')));
    expect(drafts()).toEqual({});
    third.unmount();

    await renderApp('/cabinet/video/sources/video', { as: VIDEO });
    form = await block('Add a stream', 'any');
    await within(form).findByLabelText('Name');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(form).queryByText(QUESTION)).toBeNull();
  });

  it('keeps a recording order for its account only, and drops it once the order is sent', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const start = new Date(Date.now() - 2 * 24 * 3600_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    const local = (date: Date) =>
      `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    const end = new Date(start.getTime() + 3600_000);

    const first = await renderApp('/cabinet/video/sources/video', { as: VIDEO });
    let form = await block('Order a recording', 'any');
    await within(form).findByRole('option', { name: 'НТВ' }, WAIT);
    await user.selectOptions(field(form, 'Channel'), 'НТВ');
    fireEvent.change(field(form, 'Starts'), { target: { value: local(start) } });
    fireEvent.change(field(form, 'Ends'), { target: { value: local(end) } });
    await waitFor(() => expect(storedDraft('cabinet.1001.recording-order')).toContain(local(end)), WAIT);
    first.unmount();

    const other = await renderApp('/cabinet/video/sources/video', { as: BORIS });
    form = await block('Order a recording', 'any');
    await within(form).findByRole('option', { name: 'НТВ' }, WAIT);
    expect(within(form).queryByText(QUESTION)).toBeNull();
    other.unmount();

    await renderApp('/cabinet/video/sources/video', { as: VIDEO });
    form = await block('Order a recording', 'any');
    await user.click(await within(form).findByRole('button', { name: 'Restore' }, WAIT));
    await within(form).findByRole('option', { name: 'НТВ' }, WAIT);
    expect((field(form, 'Channel') as unknown as HTMLSelectElement).value).toBe('3');
    expect(field(form, 'Starts').value).toBe(local(start));
    await user.click(within(form).getByRole('button', { name: 'Order the recording' }));
    await within(form).findByText(/is ordered\. It is queued, and recorded in its window\./, {}, WAIT);
    expect(requests.to('/api/v1/stream/demand/create')).toHaveLength(1);
    expect(storedDraft('cabinet.1001.recording-order')).toBe('');
  });
});

describe('drafts: ordering a transcription', () => {
  const PAGE = '/cabinet/reports/transcription';

  it('brings the order back after a reload and drops it once the order is sent', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const first = await renderApp(PAGE, { as: { rsp: true } });
    const select = (await screen.findByLabelText('Channel')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false), WAIT);
    await user.selectOptions(select, 'Россия 1');
    await user.click(screen.getByRole('radio', { name: 'Russian' }));
    await waitFor(() => expect(storedDraft('cabinet.1001.transcription-order')).toContain('"language":"ru"'), WAIT);
    first.unmount();

    await renderApp(PAGE, { as: { rsp: true } });
    const form = screen.getByRole('button', { name: 'Order the transcription' }).closest('form') as HTMLElement;
    await user.click(await within(form).findByRole('button', { name: 'Restore' }, WAIT));
    await waitFor(() => expect((screen.getByLabelText('Channel') as HTMLSelectElement).value).toBe('2'), WAIT);
    expect((screen.getByRole('radio', { name: 'Russian' }) as HTMLInputElement).checked).toBe(true);

    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
    const at = (hours: number) =>
      `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T${pad(hours)}:00`;
    for (const [label, value] of [
      ['Start of the window', at(20)],
      ['End of the window', at(21)],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
      fireEvent.blur(screen.getByLabelText(label));
    }
    await user.click(screen.getByRole('button', { name: 'Order the transcription' }));
    await waitFor(() => expect(document.querySelector('.alert-success')?.textContent).toMatch(/is ordered/), WAIT);
    expect(requests.to('/api/v1/transcription/create')).toHaveLength(1);
    expect(drafts()).toEqual({});
  });
});

describe('drafts: a channel in the console', () => {
  it('keeps a new channel’s and an edited channel’s drafts apart, per administrator', async () => {
    const user = userEvent.setup();
    const first = await renderApp('/admin/sources', { admin: true });
    await rowOf('Радио Маяк');
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a channel' });
    await user.type(field(dialog, 'Name'), 'Авторадио');
    await waitFor(() => expect(storedDraft('admin.1.channel')).toContain('Авторадио'), WAIT);
    first.unmount();

    const second = await renderApp('/admin/sources', { admin: true });
    await user.click(within(await rowOf('Радио Маяк')).getByRole('button', { name: 'Edit Радио Маяк' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit the channel “Радио Маяк”' });
    // The draft of a new channel is not offered in another channel's form.
    expect(within(dialog).queryByText(QUESTION)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    dialog = await screen.findByRole('dialog', { name: 'Add a channel' });
    await within(dialog).findByText(QUESTION, {}, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(field(dialog, 'Name').value).toBe('Авторадио');
    second.unmount();

    // Another administrator on this browser is offered nothing.
    session.signInAdmin(ADMIN_TOKEN, { id: 2, name: 'Олег Орлов', email: 'o.orlov@mediamonitor.ru' });
    await renderApp('/admin/sources');
    await rowOf('Радио Маяк');
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    dialog = await screen.findByRole('dialog', { name: 'Add a channel' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByText(QUESTION)).toBeNull();
    expect(field(dialog, 'Name').value).toBe('');
  });

  it('drops an edited channel’s draft once the changes are saved, and Cancel drops a new one', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    await renderApp('/admin/sources', { admin: true });
    await user.click(within(await rowOf('Радио Маяк')).getByRole('button', { name: 'Edit Радио Маяк' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit the channel “Радио Маяк”' });
    const address = field(dialog, 'Stream or feed address');
    await user.clear(address);
    await user.type(address, 'https://icecast-vgtrk.cdnvideo.ru/mayakfm_aac_64kbps');
    await waitFor(() => expect(storedDraft('admin.1.channel.6')).toContain('mayakfm_aac_64kbps'), WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Changes to “Радио Маяк” were saved.', {}, WAIT);
    expect(requests.to('/admin-api/api/v1/channels/edit')).toHaveLength(1);
    expect(drafts()).toEqual({});

    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    dialog = await screen.findByRole('dialog', { name: 'Add a channel' });
    await user.type(field(dialog, 'Name'), 'Авторадио');
    await waitFor(() => expect(storedDraft('admin.1.channel')).toContain('Авторадио'), WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(drafts()).toEqual({});
  });
});
