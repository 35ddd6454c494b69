import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { compareMode, defaultCustomPeriod, type CompareChoice, type CompareMode } from '@lib/compare/periods';
import type { ShareMode } from '@lib/filters/fields';
import type { Period } from '@lib/filters/period';
import { RangeInputs } from './range-inputs';

interface CompareFieldProps {
  period: Period;
  choice: CompareChoice | undefined;
  onChange: (choice: CompareChoice | undefined) => void;
}

/**
 * What the figures are compared with: nothing, the previous period of the same length, the same
 * dates a year earlier, or dates of the person's choice (starting from the previous period).
 */
export function CompareField({ period, choice, onChange }: CompareFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const mode = choice === undefined ? 'off' : compareMode(choice);
  const pick = (next: CompareMode | 'off') => {
    if (next === 'off') onChange(undefined);
    else if (next === 'custom') onChange(defaultCustomPeriod(period));
    else onChange(next);
  };
  return (
    <fieldset className="filter-period filter-compare">
      <legend className="visually-hidden">{t`Compare with`}</legend>
      <div className="field">
        <label htmlFor={`${id}-mode`}>{t`Compare with`}</label>
        <select id={`${id}-mode`} value={mode} onChange={(event) => pick(event.target.value as CompareMode | 'off')}>
          <option value="off">{t`No comparison`}</option>
          <option value="previous">{t`Previous period`}</option>
          <option value="year">{t`Same period a year earlier`}</option>
          <option value="custom">{t`Other dates`}</option>
        </select>
      </div>
      {typeof choice === 'object' && (
        <RangeInputs
          id={id}
          period={choice}
          onChange={onChange}
          fromLabel={t`Compared from`}
          toLabel={t`Compared to`}
          title={t`Compared period`}
        />
      )}
    </fieldset>
  );
}

/** Counts as they are, or each as a share of the total (share of voice). */
export function ShareField({
  share,
  onChange,
}: {
  share: ShareMode | undefined;
  onChange: (share: ShareMode | undefined) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={`${id}-share`}>{t`Show`}</label>
      <select
        id={`${id}-share`}
        value={share ?? 'count'}
        onChange={(event) => onChange(event.target.value === 'percent' ? 'percent' : undefined)}
      >
        <option value="count">{t`Counts`}</option>
        <option value="percent">{t`Share of the total`}</option>
      </select>
    </div>
  );
}
