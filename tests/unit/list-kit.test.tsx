import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '@i18n/i18n';
import { CheckField, SelectField, TextAreaField } from '@kit/form/fields';
import { FormElement, useAppForm } from '@kit/form/form';
import { fieldValidators } from '@kit/form/rules';
import { ListChoice } from '@kit/table/list-choice';
import { ListSearch, SEARCH_PAUSE_MS } from '@kit/table/list-search';

beforeAll(() => activateLocale('en', { remember: false }));
afterEach(() => vi.useRealTimers());

/** A list search whose search in force lives in the test's state, as a page keeps it in its URL. */
function SearchHarness({ onSearch, initial }: { onSearch: (value: string | undefined) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nProvider i18n={i18n}>
      <ListSearch
        label="Search channels"
        hint="By name."
        value={value}
        maxLength={10}
        onSearch={(next) => {
          onSearch(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('elsewhere')}>
        Back
      </button>
    </I18nProvider>
  );
}

describe('list search', () => {
  it('asks once typing pauses, with the text trimmed, and keeps what is being typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onSearch = vi.fn();
    render(<SearchHarness onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search channels' }) as HTMLInputElement;
    await user.type(box, 'maya ');
    expect(onSearch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_PAUSE_MS));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenLastCalledWith('maya');
    // The trailing space the person typed stays: the search in force only trims it.
    expect(box.value).toBe('maya ');
    await user.type(box, 'k');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_PAUSE_MS));
    expect(onSearch).toHaveBeenLastCalledWith('maya k');
  });

  it('asks at once on Enter, and clears with its button', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchHarness onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search channels' }) as HTMLInputElement;
    await user.type(box, 'radio{Enter}');
    expect(onSearch).toHaveBeenCalledWith('radio');
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(onSearch).toHaveBeenLastCalledWith(undefined);
    expect(box.value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear the search' })).toBeNull();
  });

  it('says when a search is longer than the server takes, keeps it whole and does not send it', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchHarness onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search channels' }) as HTMLInputElement;
    await user.type(box, 'a much longer search{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Search for at most 10 characters.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(box.value).toBe('a much longer search');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('shows a search changed elsewhere (Back, a link)', async () => {
    const user = userEvent.setup();
    render(<SearchHarness onSearch={vi.fn()} initial="first" />);
    const box = screen.getByRole('searchbox', { name: 'Search channels' }) as HTMLInputElement;
    expect(box.value).toBe('first');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(box.value).toBe('elsewhere');
  });

  it('offers "any" first in a one-choice filter and gives undefined for it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <ListChoice
          label="Recording"
          value="yes"
          anyLabel="Active and inactive"
          options={[{ value: 'yes', label: 'Active only' }]}
          onChange={onChange}
        />
      </I18nProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Recording' });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Active and inactive',
      'Active only',
    ]);
    await user.selectOptions(select, 'Active and inactive');
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});

interface Values {
  channel: string;
  note: string;
  active: boolean;
}

function FormHarness({
  unavailable,
  onSubmit,
}: {
  unavailable?: Parameters<typeof SelectField>[0]['unavailable'];
  onSubmit: (values: Values) => void;
}) {
  const form = useAppForm({
    defaultValues: { channel: '', note: '', active: false } as Values,
    canSubmitWhenInvalid: true,
    onSubmit: ({ value }) => onSubmit(value),
  });
  return (
    <I18nProvider i18n={i18n}>
      <FormElement form={form} aria-label="Order">
        <form.AppField
          name="channel"
          validators={fieldValidators((value) => (value ? undefined : 'Choose a channel.'))}
        >
          {() => (
            <SelectField
              label="Channel"
              placeholder="Choose"
              options={[
                { label: 'TV', options: [{ value: '1', label: 'Pervyi' }] },
                { label: 'Radio', options: [] },
              ]}
              unavailable={unavailable}
            />
          )}
        </form.AppField>
        <form.AppField name="note">{() => <TextAreaField label="Note" hint="Anything." />}</form.AppField>
        <form.AppField name="active">{() => <CheckField label="Record it" hint="Recorded every day." />}</form.AppField>
        <button type="submit">Send</button>
      </FormElement>
    </I18nProvider>
  );
}

describe('bound form fields', () => {
  it('group the choices, leave empty groups out, and show a message linked to the field on submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<FormHarness onSubmit={onSubmit} />);
    const select = screen.getByRole('combobox', { name: 'Channel' });
    expect([...select.querySelectorAll('optgroup')].map((group) => group.label)).toEqual(['TV']);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const message = screen.getByText('Choose a channel.');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(message.id);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(select, 'Pervyi');
    expect(screen.queryByText('Choose a channel.')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Morning show');
    await user.click(screen.getByRole('checkbox', { name: 'Record it' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ channel: '1', note: 'Morning show', active: true });
  });

  it('say why the choices are not there, with a retry when they failed', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <FormHarness
        onSubmit={vi.fn()}
        unavailable={{ text: 'The channels could not be loaded.', failed: true, onRetry }}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Channel' }) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    const note = screen.getByRole('alert');
    expect(note.textContent).toContain('The channels could not be loaded.');
    expect(select.getAttribute('aria-describedby')).toBe(note.id);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
