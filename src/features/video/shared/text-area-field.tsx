import { useId } from 'react';
import { useFieldContext } from '../../../kit/form/form';
import { leaveField, messagesOf } from '../../../kit/form/rules';

/** A labelled multi-line text bound to its form field (inside `form.AppField`), in the form kit's style. */
export function TextAreaField({ label, hint, maxLength, rows = 3 }: { label: string; hint?: string; maxLength?: number; rows?: number }) {
  const field = useFieldContext<string>();
  const id = useId();
  const error = messagesOf(field.state.meta.errors)[0];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={field.name}
        rows={rows}
        maxLength={maxLength}
        value={field.state.value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={() => leaveField(field)}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
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
