import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useRef, useState } from 'react';
import { withCatalog } from '@i18n/i18n';
import { formatDateText, parseDateText } from '@lib/filters/date-text';
import type { Period } from '@lib/filters/period';
import { DateInput, useDateText } from './date-input';

// The calendar's messages come with it (lingui.config.ts, ON_DEMAND_CATALOGS).
const loadCalendar = () => withCatalog(import('./calendar-dialog'), 'on-demand');
// The calendar (and the calendar library with it) loads when the person reaches for its button.
const CalendarDialog = lazy(() => loadCalendar().then((module) => ({ default: module.CalendarDialog })));

interface RangeInputsProps {
  id: string;
  period: Period;
  /** Called with a whole, ordered range only; what is typed meanwhile stays in the fields. */
  onChange: (period: Period) => void;
  /** Ids of more descriptions of the end field (a note under the fields). */
  endDescribedBy?: string;
  fromLabel?: string;
  toLabel?: string;
  /** What the two dates are (the period, the compared period): the calendar's title. */
  title: string;
}

type End = 'start' | 'end';

/**
 * Two dates typed as the interface language writes them (26.11.2026 in Russian), or chosen on a
 * calendar. What is typed is read when the person leaves a field or presses Enter, and handed on
 * once both dates make a range; a date that cannot be read, or an end before the start, is
 * explained under the fields in words and the text stays as typed. A new period from outside (a
 * preset, a drill-down, a link) replaces the text.
 */
export function RangeInputs({ id, period, onChange, endDescribedBy, fromLabel, toLabel, title }: RangeInputsProps) {
  const { t } = useLingui();
  const { language, locale, pattern, problem } = useDateText();
  const write = (range: Period) => ({
    start: formatDateText(range.start_date, locale),
    end: formatDateText(range.end_date, locale),
  });
  const [text, setText] = useState(() => write(period));
  const [shown, setShown] = useState({ period, locale });
  // Fields whose text has been read (left or confirmed): their mistakes are said from then on.
  const [checked, setChecked] = useState<ReadonlySet<End>>(new Set());
  const [calendar, setCalendar] = useState(false);
  const calendarButton = useRef<HTMLButtonElement>(null);
  if (
    shown.period.start_date !== period.start_date ||
    shown.period.end_date !== period.end_date ||
    shown.locale !== locale
  ) {
    // Only the dates that changed are written anew: the other field may be half typed.
    const moved = (end: End) =>
      shown.locale !== locale ||
      shown.period[end === 'start' ? 'start_date' : 'end_date'] !== period[end === 'start' ? 'start_date' : 'end_date'];
    const written = write(period);
    setShown({ period, locale });
    setText((previous) => ({
      start: moved('start') ? written.start : previous.start,
      end: moved('end') ? written.end : previous.end,
    }));
    setChecked((previous) => new Set([...previous].filter((end) => !moved(end))));
  }

  const labels = { start: fromLabel ?? t`From`, end: toLabel ?? t`To` };
  const read = { start: parseDateText(text.start, locale), end: parseDateText(text.end, locale) };
  const error = (end: End) => (checked.has(end) ? problem(labels[end], read[end], text[end]) : undefined);
  const errors = { start: error('start'), end: error('end') };
  const reversed = read.start.ok && read.end.ok && read.start.date > read.end.date && checked.size > 0;
  const messages = [errors.start, errors.end, reversed ? t`The period must start before it ends.` : undefined].filter(
    Boolean,
  );

  /** Reads what is typed in `end` and hands the range on when both dates make one. */
  const commit = (end: End) => {
    setChecked((previous) => new Set([...previous, end]));
    const start = parseDateText(text.start, locale);
    const finish = parseDateText(text.end, locale);
    if (!start.ok || !finish.ok || start.date > finish.date) return;
    const next = { start_date: start.date, end_date: finish.date };
    setText(write(next));
    if (next.start_date !== period.start_date || next.end_date !== period.end_date) onChange(next);
  };
  const described = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
  const field = (end: End) => (
    <div className="field date-field">
      <label htmlFor={`${id}-${end}`}>{labels[end]}</label>
      <DateInput
        id={`${id}-${end}`}
        value={text[end]}
        placeholder={pattern}
        invalid={Boolean(errors[end]) || reversed}
        describedBy={described(`${id}-format`, messages.length > 0 && `${id}-error`, end === 'end' && endDescribedBy)}
        onText={(typed) => setText((previous) => ({ ...previous, [end]: typed }))}
        onCommit={() => commit(end)}
      />
    </div>
  );
  // The calendar opens on what is typed when it reads as a range, else on the period shown.
  const calendarPeriod =
    read.start.ok && read.end.ok && read.start.date <= read.end.date
      ? { start_date: read.start.date, end_date: read.end.date }
      : period;

  return (
    <>
      {field('start')}
      {field('end')}
      <button
        ref={calendarButton}
        type="button"
        className="icon-button calendar-button"
        aria-haspopup="dialog"
        aria-label={t`${title}: choose the dates on a calendar`}
        title={t`Calendar`}
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        onClick={() => setCalendar(true)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <rect x="2.5" y="4" width="15" height="13.5" rx="2" />
          <path d="M2.5 8.5h15M6.5 2v4M13.5 2v4" />
        </svg>
      </button>
      <p id={`${id}-format`} className="visually-hidden">
        {t`Dates are typed as ${pattern}.`}
      </p>
      {messages.length > 0 && (
        <p id={`${id}-error`} className="filter-error" role="alert">
          {messages.join(' ')}
        </p>
      )}
      {calendar && (
        <Suspense fallback={null}>
          <CalendarDialog
            language={language}
            period={calendarPeriod}
            title={title}
            onClose={() => {
              setCalendar(false);
              calendarButton.current?.focus();
            }}
            onChoose={(range) => {
              setCalendar(false);
              calendarButton.current?.focus();
              setText(write(range));
              setChecked(new Set());
              if (range.start_date !== period.start_date || range.end_date !== period.end_date) onChange(range);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
