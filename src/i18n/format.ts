import { useLingui } from '@lingui/react';
import { format as formatDateFns, parseISO } from 'date-fns';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { getDateLocale, onLocaleChange, requireDateLocale } from './i18n';

export interface Formatters {
  locale: string;
  /** 12 345 / 12,345 / ١٢٬٣٤٥ as the language writes numbers. */
  number: (value: number) => string;
  /** A share from 0 to 1 as a percentage. */
  percent: (value: number) => string;
  /** A `yyyy-MM-dd` or ISO date-time in the language's medium date form, e.g. 16 нояб. 2026 г. */
  date: (value: string | Date, pattern?: string) => string;
  /** Short day and month for axes, e.g. 16 нояб. */
  dayMonth: (value: string | Date) => string;
  /** Date and time, e.g. 16.11.2026, 14:05. */
  dateTime: (value: string | Date) => string;
}

/** Localized number and date formatting for the active language; loads the date locale on first use. */
export function useFormatters(): Formatters {
  const { i18n } = useLingui();
  const dateLocale = useSyncExternalStore(onLocaleChange, getDateLocale, getDateLocale);
  useEffect(() => {
    void requireDateLocale();
  }, [i18n.locale]);
  return useMemo(() => {
    const locale = i18n.locale;
    const numberFormat = new Intl.NumberFormat(locale);
    const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    const toDate = (value: string | Date) => (typeof value === 'string' ? parseISO(value) : value);
    return {
      locale,
      number: (value) => numberFormat.format(value),
      percent: (value) => percentFormat.format(value),
      date: (value, pattern = 'PP') => formatDateFns(toDate(value), pattern, { locale: dateLocale }),
      dayMonth: (value) => formatDateFns(toDate(value), 'd MMM', { locale: dateLocale }),
      dateTime: (value) => dateTimeFormat.format(toDate(value)),
    };
  }, [i18n.locale, dateLocale]);
}
