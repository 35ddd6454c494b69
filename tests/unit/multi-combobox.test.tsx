import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '@i18n/i18n';
import { MultiCombobox } from '@ui/multi-combobox';
import type { Option } from '@ui/multi-select';

beforeAll(async () => {
  await activateLocale('en', { remember: false });
});

const CHANNELS: Option<number>[] = [
  { value: 1, label: 'Первый канал' },
  { value: 2, label: 'Россия 1' },
  { value: 3, label: 'НТВ' },
  { value: 4, label: 'РБК' },
  { value: 5, label: 'Ёлки FM' },
  { value: 6, label: 'Al Jazeera' },
];

/** The control with its choice held the way the filter bar holds it: a change arrives a moment later (the URL). */
function Harness({
  initial = [],
  max = 20,
  onChange = () => {},
  options = CHANNELS,
}: {
  initial?: number[];
  max?: number;
  onChange?: (values: number[]) => void;
  options?: Option<number>[];
}) {
  const [selected, setSelected] = useState<number[]>(initial);
  return (
    <I18nProvider i18n={i18n}>
      <MultiCombobox
        label="Channels"
        options={options}
        selected={selected}
        max={max}
        onChange={(values) => {
          onChange(values);
          setTimeout(() => setSelected(values), 20);
        }}
      />
      <button type="button">After</button>
    </I18nProvider>
  );
}

const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Channels' }))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');

describe('the searchable multi-select', () => {
  it('opens on its search, narrows as the person types (case, ё and accents aside) and chooses with Enter, the chosen listed first', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    render(<Harness initial={[4]} onChange={changes} />);
    const toggle = screen.getByRole('button', { name: 'Channels 1 chosen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    // The panel loads as the control is reached.
    const search = await screen.findByRole('combobox', { name: 'Search: Channels' });
    expect(document.activeElement).toBe(search);
    expect(optionNames()).toEqual(['РБК', 'Первый канал', 'Россия 1', 'НТВ', 'Ёлки FM', 'Al Jazeera']);
    expect(within(screen.getByRole('list', { name: 'Chosen: Channels' })).getByText('РБК')).toBeTruthy();

    await user.type(search, 'елки');
    expect(optionNames()).toEqual(['Ёлки FM']);
    expect(search.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Ёлки FM' }).id);
    await user.keyboard('{Enter}');
    expect(changes).toHaveBeenLastCalledWith([4, 5]);
    expect(screen.getByRole('option', { name: /Ёлки FM/ }).getAttribute('aria-selected')).toBe('true');
    // The chosen option's check is drawn, not a character some fonts lack (src/lib/compare/marks.ts).
    const check = screen.getByRole('option', { name: /Ёлки FM/ }).querySelector('.multi-combobox-check');
    expect(check?.querySelector('svg')).not.toBeNull();
    expect(check?.textContent).toBe('');
    expect(screen.getByRole('status').textContent).toBe('Ёлки FM chosen.');

    await user.clear(search);
    await user.type(search, 'РОС');
    expect(optionNames()).toEqual(['Россия 1']);
  });

  it('keeps the option under the keys in its place, and choices in a row each build on the last', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    render(<Harness onChange={changes} />);
    await user.click(screen.getByRole('button', { name: 'Channels any' }));
    await user.keyboard('{ArrowDown}{Enter}{ArrowDown}{Enter}');
    expect(changes.mock.calls).toEqual([[[2]], [[2, 3]]]);
    expect(optionNames()).toEqual(['Первый канал', 'Россия 1', 'НТВ', 'РБК', 'Ёлки FM', 'Al Jazeera']);
    await user.keyboard('{Enter}');
    expect(changes).toHaveBeenLastCalledWith([2]);
  });

  it('lets go from a chip, with Backspace in an empty search or by Clear; Escape clears the search, then closes on the button', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    render(<Harness initial={[1, 3, 6]} onChange={changes} />);
    const toggle = screen.getByRole('button', { name: 'Channels 3 chosen' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Let go: НТВ' }));
    expect(changes).toHaveBeenLastCalledWith([1, 6]);
    const search = screen.getByRole('combobox', { name: 'Search: Channels' });
    search.focus();
    await user.keyboard('{Backspace}');
    expect(changes).toHaveBeenLastCalledWith([1]);
    expect(screen.getByRole('status').textContent).toBe('Al Jazeera let go.');
    await user.type(search, 'x');
    await user.keyboard('{Escape}');
    expect(search).toHaveProperty('value', '');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(changes).toHaveBeenLastCalledWith([]);
  });

  it('says the limit before it is reached and never goes past it', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    render(<Harness initial={[1]} max={3} onChange={changes} />);
    await user.click(screen.getByRole('button', { name: 'Channels 1 chosen' }));
    const search = screen.getByRole('combobox', { name: 'Search: Channels' });
    expect(document.getElementById(search.getAttribute('aria-describedby')!)?.textContent).toBe(
      '2 more can be chosen (3 at most).',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(document.getElementById(search.getAttribute('aria-describedby')!)?.textContent).toBe(
      '1 more can be chosen (3 at most).',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(changes).toHaveBeenLastCalledWith([1, 2, 3]);
    expect(document.getElementById(search.getAttribute('aria-describedby')!)?.textContent).toBe(
      '3 chosen, the most there can be: let one go to choose another.',
    );
    expect(screen.getByRole('option', { name: /РБК/ }).getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(changes).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toBe('3 chosen, the most there can be: let one go to choose РБК.');
    await user.click(screen.getByRole('option', { name: /Al Jazeera/ }));
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('closes when the focus or a click goes elsewhere', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Channels any' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    await user.tab();
    await user.tab();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers a thousand channels with a bounded list: 200 drawn, the rest reached by typing, one deep in the list chosen', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    const thousand = Array.from({ length: 1000 }, (_, index) => ({
      value: index + 1,
      label: `Канал ${String(index + 1).padStart(4, '0')}`,
    }));
    render(<Harness options={thousand} onChange={changes} />);
    await user.click(screen.getByRole('button', { name: /Channels/ }));
    const search = await screen.findByRole('combobox', { name: 'Search: Channels' });
    expect(optionNames()).toHaveLength(200);
    expect(optionNames()[0]).toBe('Канал 0001');
    expect(screen.getByText('200 of 1000 shown: type to narrow.')).toBeTruthy();

    await user.type(search, 'канал 093');
    expect(optionNames()).toEqual(Array.from({ length: 10 }, (_, index) => `Канал 093${index}`));
    expect(screen.queryByText(/shown: type to narrow/)).toBeNull();
    await user.type(search, '7{Enter}');
    expect(changes).toHaveBeenLastCalledWith([937]);
    // The choice reaches the control a moment later, as the URL would bring it.
    await screen.findByText('1 chosen');
  });
});
