import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, onlineManager, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '@api/errors';
import { createQueryClient } from '@api/query-client';
import { provideQueryClient } from '@api/query-store';
import { activateLocale, i18n } from '@i18n/i18n';
import { FormElement, useAppForm } from '@kit/form/form';
import { UploadProgress } from '@kit/upload/upload-parts';
import { useUpload, type SendOptions } from '@kit/upload/use-upload';
import { OfflineBanner } from '@ui/offline';
import { QueryBlock } from '@ui/query-block';

beforeAll(() => activateLocale('en', { remember: false }));
// The online manager is one for the whole app (and this file): every test ends online.
afterEach(() => onlineManager.setOnline(true));

const offline = () => act(() => onlineManager.setOnline(false));
const online = () => act(() => onlineManager.setOnline(true));

function withClient(client: QueryClient, children: ReactNode) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}

/** A read whose answers the test gives: each call waits until `answer` is called. */
function controlledRead() {
  const calls: ((items: string[]) => void)[] = [];
  return {
    calls,
    fn: () => new Promise<string[]>((resolve) => calls.push(resolve)),
    answer: (items: string[]) => calls.at(-1)!(items),
  };
}

function ListBlock({ read, queryKey = ['list'] }: { read: () => Promise<string[]>; queryKey?: string[] }) {
  const query = useQuery({ queryKey, queryFn: read });
  return (
    <QueryBlock title="Top themes" query={query} isEmpty={(items) => items.length === 0}>
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryBlock>
  );
}

describe('the query client', () => {
  it('lets calls wait for the connection and asks every read on screen again when it returns', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ networkMode: 'online', refetchOnReconnect: 'always' });
    expect(defaults.mutations).toMatchObject({ networkMode: 'online', retry: false });
  });

  it('holds a read that failed for want of a connection until it returns, instead of failing it', () => {
    const retry = createQueryClient().getDefaultOptions().queries!.retry as (count: number, error: unknown) => boolean;
    const lost = new HttpError('network', 'Network Error');
    expect(retry(0, lost)).toBe(true);
    expect(retry(1, lost)).toBe(false);
    onlineManager.setOnline(false);
    expect(retry(5, lost)).toBe(true);
    // A refusal is still final, connection or not.
    expect(retry(0, new HttpError('http', 'Forbidden', { status: 403 }))).toBe(false);
  });
});

describe('the offline banner', () => {
  it('says the connection is lost in a live region that is there before it, and goes when it returns', () => {
    render(withClient(createQueryClient(), <OfflineBanner />));
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    offline();
    expect(region.textContent).toMatch(/^No connection\./);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    online();
    expect(region.textContent).toBe('');
  });
});

describe('a block while offline', () => {
  it('keeps its data, marked as possibly out of date, and is read again when the connection returns', async () => {
    const read = controlledRead();
    const client = createQueryClient();
    render(withClient(client, <ListBlock read={read.fn} />));
    await waitFor(() => expect(read.calls).toHaveLength(1));
    act(() => read.answer(['Key rate']));
    const section = (await screen.findByText('Key rate')).closest('section')!;
    expect(within(section).queryByText('May be out of date')).toBeNull();

    offline();
    within(section).getByText('Key rate');
    within(section).getByText('May be out of date');
    // A refetch asked for while offline waits: it is paused, not sent and not failed.
    await act(() => client.invalidateQueries());
    expect(client.getQueryState(['list'])?.fetchStatus).toBe('paused');
    expect(read.calls).toHaveLength(1);
    expect(section.querySelector('.block-error')).toBeNull();

    online();
    await waitFor(() => expect(read.calls).toHaveLength(2));
    act(() => read.answer(['Key rate', 'Budget']));
    await within(section).findByText('Budget');
    expect(within(section).queryByText('May be out of date')).toBeNull();
  });

  it('is asked again when the connection returns even when its data is fresh', async () => {
    const read = controlledRead();
    render(withClient(createQueryClient(), <ListBlock read={read.fn} />));
    await waitFor(() => expect(read.calls).toHaveLength(1));
    act(() => read.answer(['Key rate']));
    await screen.findByText('Key rate');
    offline();
    online();
    await waitFor(() => expect(read.calls).toHaveLength(2));
  });

  it('with nothing yet says it will load when the connection returns, then loads without a reload', async () => {
    const read = controlledRead();
    onlineManager.setOnline(false);
    render(withClient(createQueryClient(), <ListBlock read={read.fn} />));
    const section = screen.getByRole('heading', { name: 'Top themes' }).closest('section')!;
    within(section).getByText('This block will load when the connection returns.');
    expect(within(section).queryByRole('status')).toBeNull();
    expect(read.calls).toHaveLength(0);

    online();
    await waitFor(() => expect(read.calls).toHaveLength(1));
    within(section).getByText('Loading…');
    act(() => read.answer(['Key rate']));
    await within(section).findByText('Key rate');
  });

  it('shows no error for a call that failed for want of a connection, and a real failure as before', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    let fail: unknown = new HttpError('network', 'Network Error');
    const read = () => Promise.reject(fail);
    render(withClient(client, <ListBlock read={read} />));
    const section = screen.getByRole('heading', { name: 'Top themes' }).closest('section')!;
    await within(section).findByText(/No connection to the server/);
    offline();
    within(section).getByText('This block will load when the connection returns.');
    expect(section.querySelector('.block-error')).toBeNull();
    online();

    fail = new HttpError('http', 'Forbidden', { status: 403 });
    await act(() => client.resetQueries());
    await within(section).findByText(/no access to this data/);
    offline();
    within(section).getByText(/no access to this data/);
  });
});

interface Saved {
  name: string;
}

/** A form of the kit, as every screen writes one: the form hook, the form element, a mutation. */
function NameForm({ save }: { save: (value: Saved) => Promise<Saved> }) {
  const edit = useMutation({ mutationFn: save });
  const form = useAppForm({
    defaultValues: { name: 'Anna' },
    onSubmit: async ({ value }) => {
      await edit.mutateAsync(value);
    },
  });
  return (
    <FormElement form={form} aria-label="Name">
      <form.AppField name="name">{(field) => <field.TextField label="First name" />}</form.AppField>
      <form.AppForm>
        <form.SubmitButton pendingText="Saving…">Save</form.SubmitButton>
      </form.AppForm>
    </FormElement>
  );
}

function renderForm() {
  const client = createQueryClient();
  provideQueryClient(client);
  const sent: Saved[] = [];
  render(withClient(client, <NameForm save={(value) => (sent.push(value), Promise.resolve(value))} />));
  return { client, sent, user: userEvent.setup() };
}

describe('a form submitted offline', () => {
  it('says it will be sent when the connection returns, and is sent then with what was typed', async () => {
    const { client, sent, user } = renderForm();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Maria');
    offline();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByText(/This will be sent when the connection returns/);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(client.getMutationCache().getAll()[0]?.state.isPaused).toBe(true);
    expect(sent).toEqual([]);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Maria');

    online();
    await waitFor(() => expect(sent).toEqual([{ name: 'Maria' }]));
    await waitFor(() => expect(screen.queryByText(/This will be sent/)).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false));
  });

  it('can be cancelled: nothing is sent when the connection returns, and the form is free with what was typed', async () => {
    const { client, sent, user } = renderForm();
    await user.type(screen.getByLabelText('First name'), 'a');
    offline();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel sending' }));
    expect(screen.queryByText(/This will be sent/)).toBeNull();
    expect(client.getMutationCache().getAll()).toHaveLength(0);
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(save));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Annaa');

    online();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    // Submitted again, online, it goes out at once.
    await user.click(save);
    await waitFor(() => expect(sent).toEqual([{ name: 'Annaa' }]));
  });

  it('online, goes out at once without a notice', async () => {
    const { sent, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Anna' }]));
    expect(screen.queryByText(/This will be sent/)).toBeNull();
  });
});

/** A send the test settles, recording each attempt's signal. */
function controlledSend() {
  const attempts: { signal: AbortSignal; onProgress: SendOptions['onProgress']; finish: (value: string) => void }[] =
    [];
  return {
    attempts,
    send: ({ signal, onProgress }: SendOptions) =>
      new Promise<string>((resolve, reject) => {
        attempts.push({ signal, onProgress, finish: resolve });
        signal.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')), {
          once: true,
        });
      }),
  };
}

describe('an upload while offline', () => {
  it('is stopped when the connection drops, waits, and is sent again when it returns', async () => {
    const { result } = renderHook(() => useUpload<string>());
    const { attempts, send } = controlledSend();
    let outcome!: Promise<unknown>;
    act(() => {
      outcome = result.current.start(send);
    });
    act(() => attempts[0]!.onProgress({ loaded: 40, total: 100 }));
    offline();
    expect(attempts[0]!.signal.aborted).toBe(true);
    await waitFor(() =>
      expect(result.current.state).toEqual({ phase: 'sending', progress: { loaded: 40, total: 100, waiting: true } }),
    );
    expect(attempts).toHaveLength(1);

    online();
    await waitFor(() => expect(attempts).toHaveLength(2));
    expect(result.current.state).toEqual({ phase: 'sending', progress: { loaded: 0, total: 0 } });
    await act(async () => {
      attempts[1]!.finish('uploaded');
      await outcome;
    });
    expect(result.current.state).toEqual({ phase: 'done', result: 'uploaded' });
    await expect(outcome).resolves.toEqual({ phase: 'done', result: 'uploaded' });
  });

  it('started offline is not sent until the connection returns, and can be cancelled while it waits', async () => {
    const { result } = renderHook(() => useUpload<string>());
    const { attempts, send } = controlledSend();
    offline();
    let outcome!: Promise<unknown>;
    act(() => {
      outcome = result.current.start(send);
    });
    expect(result.current.state).toEqual({ phase: 'sending', progress: { loaded: 0, total: 0, waiting: true } });
    expect(attempts).toHaveLength(0);
    act(() => result.current.cancel());
    await expect(outcome).resolves.toEqual({ phase: 'cancelled' });
    online();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(attempts).toHaveLength(0);
    expect(result.current.state.phase).toBe('cancelled');
  });

  it('waits when a send fails for want of a connection the browser already knows is gone', async () => {
    const { result } = renderHook(() => useUpload<string>());
    let tries = 0;
    let outcome!: Promise<unknown>;
    act(() => {
      outcome = result.current.start(() => {
        tries += 1;
        if (tries === 1) {
          onlineManager.setOnline(false);
          return Promise.reject(new HttpError('network', 'Network Error'));
        }
        return Promise.resolve('uploaded');
      });
    });
    await waitFor(() => expect(result.current.state).toMatchObject({ phase: 'sending', progress: { waiting: true } }));
    online();
    await expect(outcome).resolves.toEqual({ phase: 'done', result: 'uploaded' });
    expect(tries).toBe(2);
  });

  it('that fails for another reason, online, fails as before for a retry', async () => {
    const { result } = renderHook(() => useUpload<string>());
    const error = new HttpError('network', 'Network Error');
    await act(async () => {
      await result.current.start(() => Promise.reject(error));
    });
    expect(result.current.state).toEqual({ phase: 'failed', error });
  });

  it('shows in its progress that it waits for the connection', () => {
    render(
      <I18nProvider i18n={i18n}>
        <UploadProgress progress={{ loaded: 40, total: 100, waiting: true }} label="Upload of “a.mp3”" />
      </I18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Paused: the upload starts again when the connection returns.');
    expect((screen.getByLabelText('Upload of “a.mp3”') as HTMLProgressElement).value).toBeCloseTo(0.4);
  });
});
