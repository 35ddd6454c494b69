import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, type SessionUser } from '@api/session';
import { activateLocale, i18n } from '@i18n/i18n';
import { DraftNotice, useFormDraft } from '@kit/drafts/form-draft';
import {
  DRAFT_DELAY_MS,
  DRAFT_PREFIX,
  draftKey,
  dropDrafts,
  isSecretField,
  readDraft,
  removeDraft,
  writeDraft,
} from '@kit/form/drafts';
import { FormElement, useAppForm } from '@kit/form/form';

const user = (id: number): SessionUser => ({
  id,
  first_name: 'Анна',
  last_name: 'Смирнова',
  email: `user${id}@example.ru`,
  phone: '+7 495 123-45-67',
  permissions: { all: true },
});

/** Everything the drafts put in session storage, as stored. */
function storedDrafts(): Record<string, string> {
  const found: Record<string, string> = {};
  for (let index = 0; index < sessionStorage.length; index += 1) {
    const key = sessionStorage.key(index) as string;
    if (key.startsWith(DRAFT_PREFIX)) found[key] = sessionStorage.getItem(key) as string;
  }
  return found;
}

beforeAll(() => activateLocale('en', { remember: false }));
beforeEach(() => {
  session.signInCabinet('jwt-1', user(1001));
  session.signInAdmin('admin-token', { id: 7, name: 'Ирина', email: 'i@example.ru' });
});
afterEach(() => {
  sessionStorage.clear();
  session.signOut('cabinet');
  session.signOut('admin');
  vi.useRealTimers();
});

describe('the draft store', () => {
  it('keys a draft by console, signed-in account, form and edited record', () => {
    expect(draftKey({ console: 'cabinet', form: 'personal-info' })).toBe(`${DRAFT_PREFIX}cabinet.1001.personal-info`);
    expect(draftKey({ console: 'admin', form: 'channel', record: 42 })).toBe(`${DRAFT_PREFIX}admin.7.channel.42`);
    expect(draftKey({ console: 'admin', form: 'channel' })).toBe(`${DRAFT_PREFIX}admin.7.channel`);
    session.signInCabinet('jwt-2', user(2002));
    expect(draftKey({ console: 'cabinet', form: 'personal-info' })).toBe(`${DRAFT_PREFIX}cabinet.2002.personal-info`);
    session.signOut('cabinet');
    expect(draftKey({ console: 'cabinet', form: 'personal-info' })).toBeUndefined();
  });

  it('keeps each account’s and each form’s draft apart', () => {
    const anna = draftKey({ console: 'cabinet', form: 'stream-add' }) as string;
    const annasOther = draftKey({ console: 'cabinet', form: 'recording-order' }) as string;
    writeDraft(anna, { name: 'Первый канал' });
    writeDraft(annasOther, { channel_id: '3' });
    session.signInCabinet('jwt-2', user(2002));
    const boris = draftKey({ console: 'cabinet', form: 'stream-add' }) as string;
    expect(boris).not.toBe(anna);
    expect(readDraft(boris)).toBeUndefined();
    expect(readDraft(anna)).toEqual({ name: 'Первый канал' });
    expect(readDraft(annasOther)).toEqual({ channel_id: '3' });
  });

  it('never writes a password or another secret, whatever the field is called', () => {
    expect(
      ['password', 'new_password', 'currentPassword', 'password-confirmation', 'api_token', 'pin', 'otp'].every(
        isSecretField,
      ),
    ).toBe(true);
    expect(['name', 'stream_url', 'passport_series', 'spin', 'geo_id', 'compass'].some(isSecretField)).toBe(false);
    const key = draftKey({ console: 'cabinet', form: 'personal-info' }) as string;
    writeDraft(
      key,
      {
        first_name: 'Анастасия',
        password: 'New-Secret-2026',
        nested: { currentPassword: 'Old-Secret-2025', note: 'x' },
      },
      new Set(['code']),
    );
    writeDraft(`${key}.2`, { code: 'Typed-Secret-2026', phone: '+7' }, new Set(['code']));
    const raw = Object.values(storedDrafts()).join('\n');
    expect(raw).toContain('Анастасия');
    expect(raw).toContain('+7');
    expect(raw).not.toContain('Secret-202');
    expect(readDraft(key)).toEqual({ first_name: 'Анастасия', nested: { note: 'x' } });
  });

  it('removes one draft, or every draft of every account, and nothing else', () => {
    sessionStorage.setItem('other.key', 'kept');
    const anna = draftKey({ console: 'cabinet', form: 'stream-add' }) as string;
    const admin = draftKey({ console: 'admin', form: 'channel', record: 1 }) as string;
    writeDraft(anna, { name: 'a' });
    writeDraft(admin, { name: 'b' });
    removeDraft(anna);
    expect(Object.keys(storedDrafts())).toEqual([admin]);
    writeDraft(anna, { name: 'a' });
    dropDrafts();
    expect(storedDrafts()).toEqual({});
    expect(sessionStorage.getItem('other.key')).toBe('kept');
  });

  it('reads a damaged draft as none', () => {
    const key = draftKey({ console: 'cabinet', form: 'stream-add' }) as string;
    sessionStorage.setItem(key, '{not json');
    expect(readDraft(key)).toBeUndefined();
    sessionStorage.setItem(key, JSON.stringify({ values: ['a'] }));
    expect(readDraft(key)).toBeUndefined();
  });
});

interface Values {
  name: string;
  code: string;
  active: boolean;
}

/** A small form on the kit with a draft: a name, a password input named `code`, a checkbox. */
function DraftedForm({
  start = { name: '', code: '', active: true },
  onSaved,
}: {
  start?: Values;
  onSaved?: () => void;
}) {
  const form = useAppForm({
    defaultValues: start,
    onSubmit: () => {
      draft.clear();
      onSaved?.();
    },
  });
  const draft = useFormDraft(form, { console: 'cabinet', form: 'test-form' });
  return (
    <FormElement form={form} aria-label="Test form">
      <DraftNotice draft={draft} />
      <form.AppField name="name">{(field) => <field.TextField label="Name" />}</form.AppField>
      <form.AppField name="code">{(field) => <field.TextField label="Code" type="password" />}</form.AppField>
      <form.AppField name="active">
        {(field) => (
          <label>
            <input
              type="checkbox"
              checked={field.state.value}
              onChange={(event) => field.handleChange(event.target.checked)}
            />{' '}
            Active
          </label>
        )}
      </form.AppField>
      <button type="submit">Save</button>
    </FormElement>
  );
}

function renderForm(props: Parameters<typeof DraftedForm>[0] = {}) {
  return render(
    <I18nProvider i18n={i18n}>
      <DraftedForm {...props} />
    </I18nProvider>,
  );
}

const KEY = `${DRAFT_PREFIX}cabinet.1001.test-form`;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('a form’s draft', () => {
  it('is written once typing pauses, without the password input, and offered back after a reload', async () => {
    vi.useFakeTimers();
    const view = renderForm();
    fireEvent.change(input('Name'), { target: { value: 'Радио Маяк' } });
    fireEvent.change(input('Code'), { target: { value: 'Typed-Secret-2026' } });
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS - 50));
    expect(sessionStorage.getItem(KEY)).toBeNull();
    fireEvent.change(input('Name'), { target: { value: 'Радио Маяк FM' } });
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS - 50));
    // Each change starts the pause again.
    expect(sessionStorage.getItem(KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(50));
    expect(JSON.parse(sessionStorage.getItem(KEY) as string).values).toEqual({ name: 'Радио Маяк FM', active: true });
    expect(Object.values(storedDrafts()).join()).not.toContain('Secret');
    view.unmount();
    vi.useRealTimers();

    renderForm();
    expect(await screen.findByText('Restore what you typed?')).toBeTruthy();
    expect(screen.getByText('Restore what you typed?').closest('[aria-live="polite"]')).toBeTruthy();
    expect(input('Name').value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(input('Name').value).toBe('Радио Маяк FM');
    expect(input('Code').value).toBe('');
    expect(screen.queryByText('Restore what you typed?')).toBeNull();
  });

  it('writes what was typed at once when the form goes before the pause is over', () => {
    vi.useFakeTimers();
    const view = renderForm();
    fireEvent.change(input('Name'), { target: { value: 'Эхо' } });
    view.unmount();
    expect(readDraft(KEY)).toEqual({ name: 'Эхо', active: true });
  });

  it('writes what was typed when the page goes away', () => {
    vi.useFakeTimers();
    renderForm();
    fireEvent.change(input('Name'), { target: { value: 'Эхо' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(KEY)).toEqual({ name: 'Эхо', active: true });
  });

  it('is removed when the values go back to where the form started, and not offered when it equals them', async () => {
    vi.useFakeTimers();
    renderForm();
    fireEvent.change(input('Name'), { target: { value: 'Эхо' } });
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(readDraft(KEY)).toBeDefined();
    fireEvent.change(input('Name'), { target: { value: '' } });
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(sessionStorage.getItem(KEY)).toBeNull();
    vi.useRealTimers();

    writeDraft(KEY, { name: '', active: true, unknown: 'field' });
    renderForm();
    await act(() => Promise.resolve());
    expect(screen.queryByText('Restore what you typed?')).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('is dropped by Discard, which keeps the form as it is', async () => {
    writeDraft(KEY, { name: 'Старое', active: false });
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.queryByText('Restore what you typed?')).toBeNull();
    expect(input('Name').value).toBe('');
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('is removed when the form is submitted successfully', async () => {
    vi.useFakeTimers();
    const onSaved = vi.fn();
    renderForm({ onSaved });
    fireEvent.change(input('Name'), { target: { value: 'Эхо' } });
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(readDraft(KEY)).toBeDefined();
    fireEvent.change(input('Name'), { target: { value: 'Эхо Москвы' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await vi.runAllTimersAsync();
    });
    expect(onSaved).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('is not offered to another account, and one account’s form never writes under another’s', async () => {
    writeDraft(KEY, { name: 'Анны', active: true });
    session.signInCabinet('jwt-2', user(2002));
    renderForm();
    await act(() => Promise.resolve());
    expect(screen.queryByText('Restore what you typed?')).toBeNull();
    // The form opened by 2002 stops writing once someone else is signed in.
    vi.useFakeTimers();
    session.signInCabinet('jwt-3', user(3003));
    fireEvent.change(input('Name'), { target: { value: 'Бориса' } });
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(Object.keys(storedDrafts())).toEqual([KEY]);
    expect(readDraft(KEY)).toEqual({ name: 'Анны', active: true });
  });

  it('keeps nothing while nobody is signed in to the console', () => {
    session.signOut('cabinet');
    vi.useFakeTimers();
    renderForm();
    fireEvent.change(input('Name'), { target: { value: 'Эхо' } });
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(storedDrafts()).toEqual({});
  });
});
