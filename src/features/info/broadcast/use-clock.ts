import { useMemo } from 'react';
import { useFormatters } from '@i18n/format';
import { SECONDS_PER_MINUTE } from '@lib/time-of-day';

/**
 * Times of the broadcast day (seconds since midnight, service time) written as the language
 * writes clock times: 21:00, or 23:59:59 when the seconds matter.
 */
export function useClock(): (seconds: number) => string {
  const { locale } = useFormatters();
  return useMemo(() => {
    const options = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' } as const;
    const short = new Intl.DateTimeFormat(locale, options);
    const long = new Intl.DateTimeFormat(locale, { ...options, second: '2-digit' });
    // The times are already in the service's zone: formatting them as UTC adds no shift.
    return (seconds: number) =>
      (seconds % SECONDS_PER_MINUTE === 0 ? short : long).format(new Date(Math.round(seconds) * 1000));
  }, [locale]);
}
