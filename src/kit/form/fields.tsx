import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Button } from '@ui/button';
import { useFieldContext } from './form';
import { leaveField, messagesOf } from './rules';

/**
 * The bound field components beside the text field: each is rendered inside `form.AppField`,
 * reads its field from the context, shows its message once the field was left or the form
 * submitted (the kit's one validation style), and links hint and message to the control.
 * They live apart from `form.tsx` so that a sign-in page does not load them.
 */

export interface Option {
  value: string;
  label: string;
  /** The language of the label when it is not the interface's (a language's own name). */
  lang?: string;
}

export interface OptionGroup {
  label: string;
  options: readonly Option[];
}

/** A note under a control that replaces its choices while they cannot be offered. */
export interface Unavailable {
  text: string;
  /** The choices failed to load: said as an error, with a retry when there is one. */
  failed?: boolean;
  onRetry?: () => void;
}

/** The id, message and `aria-describedby` of a bound field, and its hint and message paragraphs. */
function useFieldParts<T>(note?: string) {
  const field = useFieldContext<T>();
  const id = useId();
  const error = messagesOf(field.state.meta.errors)[0];
  const describedBy = [note ? `${id}-note` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return { field, id, error, describedBy };
}

function FieldNote({
  id,
  children,
  failed,
  onRetry,
}: {
  id: string;
  children: ReactNode;
  failed?: boolean;
  onRetry?: () => void;
}) {
  const { t } = useLingui();
  return (
    <p id={`${id}-note`} className={failed ? 'field-error' : 'field-hint'} role={failed ? 'alert' : undefined}>
      {children}
      {failed && onRetry && (
        <>
          {' '}
          <Button variant="ghost" onClick={onRetry}>
            {t`Try again`}
          </Button>
        </>
      )}
    </p>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field-error" role="alert">
      {error}
    </p>
  );
}

interface SelectFieldProps {
  label: string;
  /** The choices, or the choices in labelled groups (empty groups are left out). */
  options: readonly Option[] | readonly OptionGroup[];
  /** The first, empty choice ("Choose a category"); without it the first option is preselected. */
  placeholder?: string;
  hint?: string;
  disabled?: boolean;
  /** Said instead of the hint while the choices cannot be offered (loading, failed); the select is then disabled. */
  unavailable?: Unavailable;
}

function isGrouped(options: SelectFieldProps['options']): options is readonly OptionGroup[] {
  const first = options[0];
  return first !== undefined && 'options' in first;
}

function OptionList({ options }: { options: readonly Option[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value} lang={option.lang}>
      {option.label}
    </option>
  ));
}

/** A labelled select bound to its form field. */
export function SelectField({ label, options, placeholder, hint, disabled, unavailable }: SelectFieldProps) {
  const note = unavailable?.text ?? hint;
  const { field, id, error, describedBy } = useFieldParts<string>(note);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={field.name}
        value={field.state.value}
        disabled={disabled || unavailable !== undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={() => leaveField(field)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {isGrouped(options) ? (
          options
            .filter((group) => group.options.length > 0)
            .map((group) => (
              <optgroup key={group.label} label={group.label}>
                <OptionList options={group.options} />
              </optgroup>
            ))
        ) : (
          <OptionList options={options as readonly Option[]} />
        )}
      </select>
      {note && (
        <FieldNote id={id} failed={unavailable?.failed} onRetry={unavailable?.onRetry}>
          {note}
        </FieldNote>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A labelled multi-line text bound to its form field. */
export function TextAreaField({
  label,
  hint,
  maxLength,
  rows = 3,
}: {
  label: string;
  hint?: string;
  maxLength?: number;
  rows?: number;
}) {
  const { field, id, error, describedBy } = useFieldParts<string>(hint);
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
      {hint && <FieldNote id={id}>{hint}</FieldNote>}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A checkbox bound to a yes/no field, with what it means under it. */
export function CheckField({ label, hint }: { label: string; hint?: string }) {
  const { field, id, error, describedBy } = useFieldParts<boolean>(hint);
  return (
    <div className="field">
      <label className="check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={field.name}
          checked={field.state.value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => field.handleChange(event.target.checked)}
          onBlur={() => leaveField(field)}
        />
        <span>{label}</span>
      </label>
      {hint && <FieldNote id={id}>{hint}</FieldNote>}
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * A set of radio buttons bound to a field, its message under them. The set is a radio group, and
 * it is the group that is invalid (ARIA gives a single radio button no aria-invalid).
 */
export function ChoiceGroup({ legend, options }: { legend: string; options: readonly Option[] }) {
  const { field, id, error, describedBy } = useFieldParts<string>();
  return (
    <fieldset
      className="field choice-group"
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend id={`${id}-legend`}>{legend}</legend>
      <div className="choice-options">
        {options.map((option) => (
          <label key={option.value} className="check">
            <input
              type="radio"
              name={field.name}
              value={option.value}
              checked={field.state.value === option.value}
              onChange={() => field.handleChange(option.value)}
              onBlur={() => leaveField(field)}
            />
            <span lang={option.lang}>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
