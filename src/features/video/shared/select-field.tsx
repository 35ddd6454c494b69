import { useId } from 'react';
import { useFieldContext } from '../../../kit/form/form';
import { leaveField, messagesOf } from '../../../kit/form/rules';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose a category"); without it the first option is preselected. */
  placeholder?: string;
  hint?: string;
  disabled?: boolean;
  /** Said instead of the options while they cannot be offered (loading, failed). */
  unavailable?: string;
}

/**
 * A labelled select bound to its form field (inside `form.AppField`), in the form kit's style:
 * its message shows once the field was left or the form submitted, and is linked to it.
 */
export function SelectField({ label, options, placeholder, hint, disabled, unavailable }: SelectFieldProps) {
  const field = useFieldContext<string>();
  const id = useId();
  const error = messagesOf(field.state.meta.errors)[0];
  const describedBy = [hint || unavailable ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={field.name}
        value={field.state.value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={() => leaveField(field)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {(unavailable || hint) && (
        <p id={`${id}-hint`} className="field-hint">
          {unavailable ?? hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
