import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

export interface Option<V extends string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

interface MultiSelectProps<V extends string | number> {
  label: string;
  options: Option<V>[];
  selected: readonly V[];
  onChange: (selected: V[]) => void;
  /** Shown while the options load. */
  loading?: boolean;
  /** Shown when there is nothing to choose. */
  emptyText?: string;
  /** The person reaches for the list: points at it, focuses it or opens it (its choices may load then). */
  onReach?: () => void;
}

/** A disclosure with a checkbox per option; the summary says how many are chosen. */
export function MultiSelect<V extends string | number>({
  label,
  options,
  selected,
  onChange,
  loading,
  emptyText,
  onReach,
}: MultiSelectProps<V>) {
  const { t } = useLingui();
  const id = useId();
  const count = selected.length;
  const toggle = (value: V, on: boolean) =>
    onChange(on ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <details className="multi-select" onToggle={onReach} onPointerEnter={onReach} onFocus={onReach}>
      <summary>
        {label}
        <span className="multi-select-count">{count > 0 ? t`${count} chosen` : t`any`}</span>
      </summary>
      <fieldset className="multi-select-options" aria-describedby={`${id}-hint`}>
        <legend className="visually-hidden">{label}</legend>
        <p id={`${id}-hint`} className="visually-hidden">
          {t`Nothing chosen means no restriction.`}
        </p>
        {loading && <p className="muted">{t`Loading…`}</p>}
        {!loading && options.length === 0 && <p className="muted">{emptyText ?? t`Nothing to choose from.`}</p>}
        {options.map((option) => (
          <label key={String(option.value)} className="check">
            <input
              type="checkbox"
              checked={selected.includes(option.value)}
              disabled={option.disabled}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
        {count > 0 && (
          <button type="button" className="btn btn-ghost" onClick={() => onChange([])}>
            {t`Clear`}
          </button>
        )}
      </fieldset>
    </details>
  );
}
