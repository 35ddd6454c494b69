import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { PERIOD_PRESETS, matchingPreset, presetPeriod, type PeriodPreset } from '@lib/filters/presets';
import { endsToday, isDateString, type Period } from '@lib/filters/period';
import { PERIOD_PRESET_LABELS } from '@lib/filters/labels';

interface PeriodFieldProps {
  period: Period;
  /** Called with a whole, ordered range only; what is typed meanwhile stays in the fields. */
  onChange: (period: Period) => void;
}

/**
 * A period: a preset people expect (today, this week, last 7 days, this month, last 30 days) or
 * two dates. The dates are edited as a draft and handed on once they make a range; an unfinished
 * or reversed range is explained under the fields and never lost. A period that runs to today
 * says that today's figures are still coming in.
 */
export function PeriodField({ period, onChange }: PeriodFieldProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState(period);
  const [shown, setShown] = useState(period);
  if (shown.start_date !== period.start_date || shown.end_date !== period.end_date) {
    setShown(period);
    setDraft(period);
  }
  const error =
    !isDateString(draft.start_date) || !isDateString(draft.end_date)
      ? t`Enter both dates of the period.`
      : draft.start_date > draft.end_date
        ? t`The period must start before it ends.`
        : undefined;
  const change = (next: Period) => {
    setDraft(next);
    if (isDateString(next.start_date) && isDateString(next.end_date) && next.start_date <= next.end_date) onChange(next);
  };
  const live = endsToday(period);
  const described = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className="filter-period">
      <legend className="visually-hidden">{t`Period`}</legend>
      <div className="field">
        <label htmlFor={`${id}-preset`}>{t`Period`}</label>
        <select
          id={`${id}-preset`}
          value={matchingPreset(period) ?? 'custom'}
          onChange={(event) => {
            const next = event.target.value;
            if (next !== 'custom') change(presetPeriod(next as PeriodPreset));
            else document.getElementById(`${id}-start`)?.focus();
          }}
        >
          {PERIOD_PRESETS.map((name) => (
            <option key={name} value={name}>
              {i18n._(PERIOD_PRESET_LABELS[name])}
            </option>
          ))}
          <option value="custom">{t`Custom range`}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-start`}>{t`From`}</label>
        <input
          id={`${id}-start`}
          type="date"
          value={draft.start_date}
          max={draft.end_date || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described(Boolean(error) && `${id}-error`)}
          onChange={(event) => change({ ...draft, start_date: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-end`}>{t`To`}</label>
        <input
          id={`${id}-end`}
          type="date"
          value={draft.end_date}
          min={draft.start_date || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described(Boolean(error) && `${id}-error`, live && `${id}-live`)}
          onChange={(event) => change({ ...draft, end_date: event.target.value })}
        />
      </div>
      {live && (
        <p id={`${id}-live`} className="filter-live">
          <span className="live-dot" aria-hidden="true" />
          {t`Includes today: today's figures are still coming in.`}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="filter-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
