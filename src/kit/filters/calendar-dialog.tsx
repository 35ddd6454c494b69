import { useLingui } from '@lingui/react/macro';
import { DayPicker, type DateRange } from '@daypicker/react';
import '@daypicker/react/style.css';
import './calendar.css';
import type { Locale as DateLocale } from 'date-fns';
import { use, useCallback, useId, useRef, useState } from 'react';
import { DATE_LOCALES } from '@i18n/date-locales';
import { useFormatters, toDate } from '@i18n/format';
import { FORMAT_LOCALES, RTL_LOCALES, WEEK_STARTS_ON, type Locale } from '@i18n/locales';
import { formatDateText } from '@lib/filters/date-text';
import { dateKey, type Period } from '@lib/filters/period';
import { Button } from '@ui/button';
import { useWideScreen } from '@ui/wide-screen';

interface CalendarDialogProps {
  language: Locale;
  /** The range the calendar opens on. */
  period: Period;
  title: string;
  onChoose: (period: Period) => void;
  onClose: () => void;
}

// Each language's date locale is asked for once (the consoles have usually loaded it already).
const dateLocales = new Map<Locale, Promise<DateLocale>>();
function dateLocaleOf(language: Locale): Promise<DateLocale> {
  let known = dateLocales.get(language);
  if (!known) {
    known = DATE_LOCALES[language]();
    dateLocales.set(language, known);
  }
  return known;
}

/**
 * A range chosen on a calendar, in a modal dialog (the date-picker dialog pattern): two months on
 * a wide screen, one on a phone; weeks start on the language's first day; the month and day names,
 * the direction and every label in the interface language. The arrows move a day (a week up and
 * down), Page Up and Page Down a month (with Shift a year), Home and End to the week's ends; Enter
 * or a click picks the start, then the end (picked before the start, it becomes the start). "Apply"
 * hands the range on; Escape or "Cancel" leaves the dates as they were.
 */
export function CalendarDialog({ language, period, title, onChoose, onClose }: CalendarDialogProps) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const id = useId();
  const dateLocale = use(dateLocaleOf(language));
  const wide = useWideScreen();
  const dialog = useRef<HTMLDialogElement>(null);
  const [range, setRange] = useState<DateRange>({ from: toDate(period.start_date), to: toDate(period.end_date) });

  // Shown as a modal as it mounts, the focus on the day the keys move from: the period's first day
  // (the grid's one day in the tab order).
  const show = useCallback((element: HTMLDialogElement | null) => {
    dialog.current = element;
    if (!element || element.open) return;
    element.showModal?.();
    element.querySelector<HTMLElement>('.rdp-day_button[tabindex="0"]')?.focus();
  }, []);

  const write = (date: Date) => formatDateText(dateKey(date), FORMAT_LOCALES[language].date);
  const first = range.from ? write(range.from) : '';
  const status = !range.from
    ? t`Pick the first day.`
    : !range.to
      ? t`${first}: now pick the last day.`
      : `${first} – ${write(range.to)}`;
  const complete = range.from && range.to;
  // The page behind stops being inert before the owner hands the focus back.
  const close = () => {
    dialog.current?.close();
    onClose();
  };
  const full = (date: Date) => fmt.date(dateKey(date), 'full');

  return (
    <dialog
      ref={show}
      className="calendar-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <DayPicker
        mode="range"
        required
        resetOnSelect
        selected={range}
        onSelect={setRange}
        defaultMonth={
          wide &&
          range.from &&
          range.to &&
          range.from.getMonth() === range.to.getMonth() &&
          range.from.getFullYear() === range.to.getFullYear()
            ? new Date(range.from.getFullYear(), range.from.getMonth() - 1)
            : range.from
        }
        numberOfMonths={wide ? 2 : 1}
        locale={dateLocale}
        weekStartsOn={WEEK_STARTS_ON[language]}
        dir={RTL_LOCALES.has(language) ? 'rtl' : 'ltr'}
        lang={language}
        labels={{
          labelNav: () => t`Months`,
          labelPrevious: () => t`Previous month`,
          labelNext: () => t`Next month`,
          labelGrid: (date) => fmt.date(dateKey(date), 'month'),
          labelWeekday: (date) =>
            new Intl.DateTimeFormat(FORMAT_LOCALES[language].date, { weekday: 'long' }).format(date),
          labelDayButton: (date, modifiers) => {
            const name = full(date);
            const day = modifiers.today ? t`Today, ${name}` : name;
            return modifiers.range_start
              ? t`${day}, first day`
              : modifiers.range_end
                ? t`${day}, last day`
                : modifiers.selected
                  ? t`${day}, in the period`
                  : day;
          },
        }}
      />
      <p className="calendar-status" role="status" aria-live="polite">
        {status}
      </p>
      <div className="form-actions">
        <Button variant="secondary" onClick={close}>
          {t`Cancel`}
        </Button>
        <Button
          disabled={!complete}
          onClick={() => {
            if (!range.from || !range.to) return;
            dialog.current?.close();
            onChoose({ start_date: dateKey(range.from), end_date: dateKey(range.to) });
          }}
        >
          {t`Apply`}
        </Button>
      </div>
    </dialog>
  );
}
