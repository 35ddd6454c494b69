import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isDateString, type Period } from '@lib/filters/period';

interface RangeInputsProps {
  id: string;
  period: Period;
  /** Called with a whole, ordered range only; what is typed meanwhile stays in the fields. */
  onChange: (period: Period) => void;
  /** Ids of more descriptions of the end field (a note under the fields). */
  endDescribedBy?: string;
  fromLabel?: string;
  toLabel?: string;
}

/**
 * Two dates edited as a draft and handed on once they make a range; an unfinished or reversed
 * range is explained under the fields and never lost. A new period from outside replaces the draft.
 */
export function RangeInputs({ id, period, onChange, endDescribedBy, fromLabel, toLabel }: RangeInputsProps) {
  const { t } = useLingui();
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
  const described = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-start`}>{fromLabel ?? t`From`}</label>
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
        <label htmlFor={`${id}-end`}>{toLabel ?? t`To`}</label>
        <input
          id={`${id}-end`}
          type="date"
          value={draft.end_date}
          min={draft.start_date || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described(Boolean(error) && `${id}-error`, endDescribedBy)}
          onChange={(event) => change({ ...draft, end_date: event.target.value })}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="filter-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
