import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { Option } from './multi-select';
import { SYMBOLS } from '@lib/compare/marks';

export interface MultiComboboxProps<V extends string | number> {
  /** What is chosen ("Channels"). */
  label: string;
  options: Option<V>[];
  selected: readonly V[];
  onChange: (selected: V[]) => void;
  /** The most that may be chosen (the URL's lists hold 20). */
  max: number;
  /** Shown while the options load. */
  loading?: boolean;
  /** Shown when there is nothing to choose. */
  emptyText?: string;
  /** The person reaches for the list: points at it, focuses it or opens it (its choices may load then). */
  onReach?: () => void;
}

/**
 * How many matches the list draws at most: typing narrows the rest. The list may hold a thousand
 * channels; drawing them all would make every key typed wait for a thousand options.
 */
const SHOWN = 200;
/** From how many left the limit is said louder. */
const NEAR = 5;

/** Text folded for search: case, accents and Arabic diacritics do not matter. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .toLocaleLowerCase()
    .replace(/ё/g, 'е');
}

interface PanelProps {
  /** The ids of the control's parts start with it. */
  id: string;
  /** The whole control: a press outside it closes the panel. */
  root: RefObject<HTMLDivElement | null>;
  /** Closes the panel, handing the focus back to the control's button when asked. */
  onClose: (focusToggle: boolean) => void;
}

/**
 * The open panel of a searchable multi-select (multi-combobox.tsx): the chosen ones as removable
 * chips, a search field and the list, the chosen ones first. Typing narrows the list; Up and Down move
 * through it, Enter chooses or lets go, Escape clears the search and then closes, Backspace in an
 * empty search lets go of the last chosen. The limit is said before it is reached, and never
 * exceeded: once it is, the others cannot be chosen until one is let go. Loaded as the person
 * reaches for the control.
 */
/**
 * The check of a chosen option, drawn rather than written: the check characters (✓ and its kin)
 * are missing from the common fonts (src/lib/compare/marks.ts).
 */
function CheckMark() {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" focusable="false">
      <path
        d="M2 6.5 4.75 9.25 10 3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function MultiComboboxPanel<V extends string | number>({
  id,
  root,
  onClose,
  label,
  options,
  selected,
  onChange,
  max,
  loading,
  emptyText,
}: MultiComboboxProps<V> & PanelProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [said, setSaid] = useState('');
  const input = useRef<HTMLInputElement>(null);

  // What is chosen, ahead of the URL that follows it: quick choices in a row each build on the
  // last, and the URL catching up with an earlier one of them does not undo the later ones. A
  // choice from elsewhere ("Reset filters", a saved view) replaces it.
  const [chosenNow, setChosenNow] = useState(selected);
  const [given, setGiven] = useState(selected);
  const [sent, setSent] = useState<readonly string[]>([]);
  if (given !== selected) {
    setGiven(selected);
    const echo = sent.indexOf(JSON.stringify(selected));
    if (echo === -1) {
      setChosenNow(selected);
      setSent([]);
    } else setSent(sent.slice(echo + 1));
  }
  // The chosen ones lead the list as it opens (or as the search changes) and keep their places
  // while the person chooses, so the option under the keys never moves away.
  const [pinned, setPinned] = useState<readonly V[]>(selected);
  const change = (next: V[]) => {
    setChosenNow(next);
    setSent((previous) => [...previous, JSON.stringify(next)]);
    onChange(next);
  };

  const count = chosenNow.length;
  const full = count >= max;
  const left = max - count;
  // Each option's name as searched, folded once per list rather than once per key typed.
  const { byValue, folded } = useMemo(
    () => ({
      byValue: new Map(options.map((option) => [option.value, option])),
      folded: new Map(options.map((option) => [option.value, fold(option.label)])),
    }),
    [options],
  );
  const nameOf = (value: V) => byValue.get(value)?.label ?? `#${value}`;
  const wanted = fold(query.trim());
  const matches = (option: Option<V>) =>
    wanted === '' || (folded.get(option.value) ?? fold(option.label)).includes(wanted);
  const chosen = pinned.map((value) => byValue.get(value) ?? { value, label: nameOf(value) }).filter(matches);
  const pinnedSet = new Set(pinned);
  const others = options.filter((option) => !pinnedSet.has(option.value) && matches(option));
  const found = [...chosen, ...others];
  const shown = found.slice(0, SHOWN);
  const total = found.length;
  const current = shown[Math.min(active, shown.length - 1)];
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = onClose;
  const choose = (option: Option<V>) => {
    if (option.disabled) return;
    const name = option.label;
    if (chosenNow.includes(option.value)) {
      change(chosenNow.filter((value) => value !== option.value));
      setSaid(t`${name} let go.`);
    } else if (full) {
      setSaid(t`${max} chosen, the most there can be: let one go to choose ${name}.`);
    } else {
      change([...chosenNow, option.value]);
      setSaid(t`${name} chosen.`);
    }
  };
  const letGo = (value: V) => {
    const name = nameOf(value);
    change(chosenNow.filter((item) => item !== value));
    setSaid(t`${name} let go.`);
  };

  useEffect(() => {
    input.current?.focus();
    const outside = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
    // Once, as the panel opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (current) document.getElementById(optionId(shown.indexOf(current)))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const move = (to: number) => {
      event.preventDefault();
      setActive(Math.max(0, Math.min(last, to)));
    };
    if (event.key === 'ArrowDown') move(event.altKey ? active : active + 1);
    else if (event.key === 'ArrowUp' && event.altKey) {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowUp') move(active - 1);
    else if (event.key === 'PageDown') move(active + 10);
    else if (event.key === 'PageUp') move(active - 10);
    else if (event.key === 'Enter') {
      event.preventDefault();
      if (current) choose(current);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (query !== '') {
        setQuery('');
        setPinned(chosenNow);
        setActive(0);
      } else close(true);
    } else if (event.key === 'Backspace' && query === '' && count > 0) {
      event.preventDefault();
      letGo(chosenNow[count - 1]!);
    }
  };

  const limitNote = full
    ? t`${max} chosen, the most there can be: let one go to choose another.`
    : left <= NEAR
      ? t`${left} more can be chosen (${max} at most).`
      : t`Up to ${max} can be chosen.`;

  return (
    <div id={`${id}-panel`} className="multi-combobox-panel" role="group" aria-label={label}>
      {count > 0 && (
        <ul className="filter-chips" aria-label={t`Chosen: ${label}`}>
          {chosenNow.map((value) => {
            const name = nameOf(value);
            return (
              <li key={String(value)}>
                <span>{name}</span>
                <button
                  type="button"
                  className="chip-remove"
                  aria-label={t`Let go: ${name}`}
                  onClick={() => letGo(value)}
                >
                  <span aria-hidden="true">{SYMBOLS.close}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <input
        ref={input}
        type="text"
        role="combobox"
        className="multi-combobox-search"
        aria-label={t`Search: ${label}`}
        aria-expanded={shown.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={current ? optionId(shown.indexOf(current)) : undefined}
        aria-describedby={`${id}-limit`}
        autoComplete="off"
        spellCheck={false}
        value={query}
        placeholder={t`Type to narrow`}
        onChange={(event) => {
          setQuery(event.target.value);
          setPinned(chosenNow);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-limit`} className={`multi-combobox-limit${left <= NEAR ? ' is-near' : ''}`}>
        {limitNote}
      </p>
      {loading && <p className="muted">{t`Loading…`}</p>}
      {!loading && options.length === 0 && <p className="muted">{emptyText ?? t`Nothing to choose from.`}</p>}
      {!loading && options.length > 0 && found.length === 0 && (
        <p className="muted">{t`Nothing matches “${query}”.`}</p>
      )}
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-multiselectable="true"
        aria-label={label}
        className="multi-combobox-list"
        hidden={shown.length === 0}
      >
        {shown.map((option, index) => {
          const isChosen = chosenNow.includes(option.value);
          const blocked = option.disabled || (full && !isChosen);
          return (
            // The keys reach the options through the search field (aria-activedescendant), as the combobox pattern has
            // it.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={String(option.value)}
              id={optionId(index)}
              role="option"
              aria-selected={isChosen}
              aria-disabled={blocked || undefined}
              className={`multi-combobox-option${option === current ? ' is-active' : ''}${index === chosen.length && chosen.length > 0 ? ' after-chosen' : ''}`}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => {
                setActive(index);
                choose(option);
                input.current?.focus();
              }}
            >
              <span className="multi-combobox-check" aria-hidden="true">
                {isChosen && <CheckMark />}
              </span>
              {option.label}
            </li>
          );
        })}
      </ul>
      {total > SHOWN && <p className="muted">{t`${SHOWN} of ${total} shown: type to narrow.`}</p>}
      <p className="visually-hidden" role="status">
        {said}
      </p>
      {count > 0 && (
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => (change([]), setSaid(t`Nothing chosen: no restriction.`))}
        >
          {t`Clear`}
        </button>
      )}
    </div>
  );
}
