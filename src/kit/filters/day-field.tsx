import { useLingui } from '@lingui/react/macro';
import { useState, type KeyboardEvent } from 'react';
import { FORMAT_LOCALES, isLocale } from '@i18n/locales';
import { datePattern, formatDateText, parseDateText } from '@lib/filters/date-text';

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
  const { t, i18n } = useLingui();
  const locale = FORMAT_LOCALES[isLocale(i18n.locale) ? i18n.locale : 'en'].date;
  const [text, setText] = useState(() => formatDateText(value, locale));
  const [shown, setShown] = useState({ value, locale });
  const [checked, setChecked] = useState(false);
  if (shown.value !== value || shown.locale !== locale) {
    setShown({ value, locale });
    setText(formatDateText(value, locale));
    setChecked(false);
  }
  const pattern = datePattern(locale, { day: t`dd`, month: t`mm`, year: t`yyyy` });
  const read = parseDateText(text, locale);
  const typed = text.trim();
  const error = !checked || read.ok ? undefined : read.reason === 'format' || read.reason === 'empty' ? t`${label}: type the date as ${pattern}.` : t`${label}: there is no such day as ${typed}.`;
  const commit = () => {
    setChecked(true);
    if (!read.ok) return;
    setText(formatDateText(read.date, locale));
    if (read.date !== value) onChange(read.date);
  };
  return (
    <div className="field date-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        className="date-input"
        autoComplete="off"
        spellCheck={false}
        placeholder={pattern}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          commit();
        }}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
