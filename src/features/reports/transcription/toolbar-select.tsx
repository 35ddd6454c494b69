import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

interface ToolbarSelectProps<V extends string> {
  label: string;
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
}

/** One value of a list's narrowing, or any: a labelled select for a table's toolbar. */
export function ToolbarSelect<V extends string>({ label, value, options, onChange }: ToolbarSelectProps<V>) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="field toolbar-select">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange((event.target.value || undefined) as V | undefined)}>
        <option value="">{t`Any`}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
