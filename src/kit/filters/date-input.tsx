import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { FORMAT_LOCALES, isLocale } from '@i18n/locales';
import { datePattern, formatDateText, type DateTextResult } from '@lib/filters/date-text';
import { dateKey } from '@lib/filters/period';

/**
 * Dates as the interface language writes them, for the fields that take them typed (the period's
 * two, the broadcast page's day): the language, its date locale, the pattern to type ("dd.mm.yyyy")
 * and what is wrong with a date that does not read, in words.
 */
export function useDateText() {
  const { t, i18n } = useLingui();
  const language = isLocale(i18n.locale) ? i18n.locale : 'en';
  const locale = FORMAT_LOCALES[language].date;
  const pattern = datePattern(locale, { day: t`dd`, month: t`mm`, year: t`yyyy` });
  const example = formatDateText(dateKey(new Date()), locale);
  /** Why the date typed (`text`) in the field named `label` does not read; nothing when it does. */
  const problem = (label: string, result: DateTextResult, text: string): string | undefined => {
    if (result.ok) return undefined;
    if (result.reason === 'empty') return t`${label}: enter a date.`;
    if (result.reason === 'format') return t`${label}: type the date as ${pattern}, for example ${example}.`;
    const typed = text.trim();
    return t`${label}: there is no such day as ${typed}.`;
  };
  return { language, locale, pattern, problem };
}

interface DateInputProps {
  id: string;
  /** What is typed. */
  value: string;
  placeholder: string;
  invalid: boolean;
  describedBy?: string;
  onText: (text: string) => void;
  /** The text is to be read: the person left the field or pressed Enter. */
  onCommit: () => void;
}

/** A date typed as text (not the browser's date input, which follows the browser's language). */
export function DateInput({ id, value, placeholder, invalid, describedBy, onText, onCommit }: DateInputProps) {
  return (
    <input
      id={id}
      type="text"
      className="date-input"
      autoComplete="off"
      spellCheck={false}
      placeholder={placeholder}
      value={value}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      onChange={(event) => onText(event.target.value)}
      onBlur={onCommit}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        onCommit();
      }}
    />
  );
}
