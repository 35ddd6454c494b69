import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useFieldContext } from '../../../kit/form/form';
import { leaveField, messagesOf } from '../../../kit/form/rules';
import { Button } from '../../../ui/button';

export interface ChannelGroup {
  label: string;
  options: readonly { value: string; label: string }[];
}

interface ChannelSelectProps {
  label: string;
  groups: readonly ChannelGroup[];
  /** The channel list's own state: on its way, failed (with a retry), or there. */
  status: 'loading' | 'failed' | 'ready';
  onRetry: () => void;
}

/** The channel choice of the order form, bound to its field; says while the channels load or when they failed. */
export function ChannelSelect({ label, groups, status, onRetry }: ChannelSelectProps) {
  const { t } = useLingui();
  const field = useFieldContext<string>();
  const id = useId();
  const error = messagesOf(field.state.meta.errors)[0];
  const empty = status === 'ready' && groups.every((group) => group.options.length === 0);
  const note = status === 'loading' ? t`Loading the channels…` : status === 'failed' ? t`The channels could not be loaded.` : empty ? t`No TV or radio channel is monitored for your account.` : undefined;
  const describedBy = [note ? `${id}-note` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={field.name}
        value={field.state.value}
        disabled={status !== 'ready' || empty}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={() => leaveField(field)}
      >
        <option value="">{t`Choose a channel`}</option>
        {groups
          .filter((group) => group.options.length > 0)
          .map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
      </select>
      {note && (
        <p id={`${id}-note`} className={status === 'failed' ? 'field-error' : 'field-hint'} role={status === 'failed' ? 'alert' : undefined}>
          {note}{' '}
          {status === 'failed' && (
            <Button variant="ghost" onClick={onRetry}>
              {t`Try again`}
            </Button>
          )}
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

interface ChoiceGroupProps {
  legend: string;
  options: readonly { value: string; label: string; lang?: string }[];
}

/** A set of radio buttons bound to a field, its message under them. */
export function ChoiceGroup({ legend, options }: ChoiceGroupProps) {
  const field = useFieldContext<string>();
  const id = useId();
  const error = messagesOf(field.state.meta.errors)[0];
  return (
    <fieldset className="field choice-group" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="choice-options">
        {options.map((option) => (
          <label key={option.value} className="check">
            <input
              type="radio"
              name={field.name}
              value={option.value}
              checked={field.state.value === option.value}
              aria-invalid={error ? true : undefined}
              onChange={() => field.handleChange(option.value)}
              onBlur={() => leaveField(field)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
