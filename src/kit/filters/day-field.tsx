import { useState } from 'react';
import { formatDateText, parseDateText } from '@lib/filters/date-text';
import { DateInput, useDateText } from './date-input';

interface DayFieldProps {
  id: string;
  label: string;
  /** The day, `yyyy-MM-dd`. */
  value: string;
  /** Called with a whole date once the person leaves the field or presses Enter. */
  onChange: (date: string) => void;
}

/**
 * One day typed as the interface language writes it (26.11.2026 in Russian), read when the person
 * leaves the field or presses Enter; text that is not a date is kept and explained in words.
 */
export function DayField({ id, label, value, onChange }: DayFieldProps) {
  const { locale, pattern, problem } = useDateText();
  const [text, setText] = useState(() => formatDateText(value, locale));
  const [shown, setShown] = useState({ value, locale });
  const [checked, setChecked] = useState(false);
  if (shown.value !== value || shown.locale !== locale) {
    setShown({ value, locale });
    setText(formatDateText(value, locale));
    setChecked(false);
  }
  const read = parseDateText(text, locale);
  const error = checked ? problem(label, read, text) : undefined;
  const commit = () => {
    setChecked(true);
    if (!read.ok) return;
    setText(formatDateText(read.date, locale));
    if (read.date !== value) onChange(read.date);
  };
  return (
    <div className="field date-field">
      <label htmlFor={id}>{label}</label>
      <DateInput
        id={id}
        value={text}
        placeholder={pattern}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
        onText={setText}
        onCommit={commit}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
