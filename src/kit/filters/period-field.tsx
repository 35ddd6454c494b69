import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { PERIOD_PRESETS, presetPeriod, type PeriodPreset } from '@lib/filters/presets';
import { endsToday, type Period } from '@lib/filters/period';
import { RangeInputs } from './range-inputs';
import { PERIOD_PRESET_LABELS } from '@lib/filters/labels';

interface PeriodFieldProps {
  period: Period;
  /** The preset the period stands for (`periodPreset`), or none: a range of its own. */
  preset: PeriodPreset | undefined;
  /**
   * Called with a whole, ordered range only; what is typed meanwhile stays in the fields. A preset
   * chosen comes with its dates.
   */
  onChange: (period: Period, preset?: PeriodPreset) => void;
}

/**
 * A period: a preset people expect (today, this week, last 7 days, this month, last 30 days) or
 * two dates. The dates are edited as a draft and handed on once they make a range; an unfinished
 * or reversed range is explained under the fields and never lost. A period that runs to today
 * says that today's figures are still coming in.
 */
export function PeriodField({ period, preset, onChange }: PeriodFieldProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const live = endsToday(period);

  return (
    <fieldset className="filter-period">
      <legend className="visually-hidden">{t`Period`}</legend>
      <div className="field">
        <label htmlFor={`${id}-preset`}>{t`Period`}</label>
        <select
          id={`${id}-preset`}
          value={preset ?? 'custom'}
          onChange={(event) => {
            const next = event.target.value;
            if (next !== 'custom') onChange(presetPeriod(next as PeriodPreset), next as PeriodPreset);
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
      <RangeInputs
        id={id}
        period={period}
        onChange={onChange}
        endDescribedBy={live ? `${id}-live` : undefined}
        title={t`Period`}
      />
      {live && (
        <p id={`${id}-live`} className="filter-live">
          <span className="live-dot" aria-hidden="true" />
          {t`Includes today: today's figures are still coming in.`}
        </p>
      )}
    </fieldset>
  );
}
