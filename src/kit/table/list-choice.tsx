import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

export interface ListChoiceOption {
  value: string;
  label: string;
}

interface ListChoiceProps<V extends string> {
  label: string;
  value: V | undefined;
  options: readonly ListChoiceOption[];
  onChange: (value: V | undefined) => void;
  /** The choice that narrows nothing; "Any" unless said. */
  anyLabel?: string;
  /** While the options load or when they could not be loaded: said under the choice. */
  unavailable?: string;
}

/** A list filter with one choice among options, or none ("Any"). */
export function ListChoice<V extends string>({
  label,
  value,
  options,
  onChange,
  anyLabel,
  unavailable,
}: ListChoiceProps<V>) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as V | undefined)}
        aria-describedby={unavailable ? `${id}-note` : undefined}
      >
        <option value="">{anyLabel ?? t`Any`}</option>
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
