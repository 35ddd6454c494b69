import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { SelectOption } from './select-field';

/** How long typing pauses before a search is asked for. */
export const SEARCH_DELAY = 400;

interface SearchBoxProps {
  label: string;
  /** The search the list shows (from the URL). */
  value: string | undefined;
  /** Writes a new search; `undefined` clears it. */
  onSearch: (value: string | undefined) => void;
  maxLength: number;
}

/**
 * A list's search field: what is typed is kept as typed and asked for once typing pauses; a search
 * changed elsewhere (Back, a link) shows up in the field.
 */
export function SearchBox({ label, value, onSearch, maxLength }: SearchBoxProps) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value ?? '');
  }
  useEffect(() => {
    const wanted = draft.trim() || undefined;
    if (wanted === value) return;
    const timer = setTimeout(() => onSearch(wanted), SEARCH_DELAY);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={draft} maxLength={maxLength} onChange={(event) => setDraft(event.target.value)} />
    </div>
  );
}

interface ChoiceProps<V extends string> {
  label: string;
  value: V | undefined;
  options: readonly SelectOption[];
  onChange: (value: V | undefined) => void;
  /** While the options load or when they could not be loaded: said in the choice. */
  unavailable?: string;
}

/** A list filter with one choice among options, "any" by default. */
export function Choice<V extends string>({ label, value, options, onChange, unavailable }: ChoiceProps<V>) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange((event.target.value || undefined) as V | undefined)} aria-describedby={unavailable ? `${id}-note` : undefined}>
        <option value="">{t`Any`}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {unavailable && (
        <p id={`${id}-note`} className="field-hint">
          {unavailable}
        </p>
      )}
    </div>
  );
}
