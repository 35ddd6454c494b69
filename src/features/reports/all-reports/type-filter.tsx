import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { RspReportType } from '@generated/model/rspReportType';
import { MultiSelect } from '@ui/multi-select';
import { REPORT_TYPE_LABELS, REPORT_TYPES } from '../report-labels';
import { patchSearch } from '@lib/filters/link';

/**
 * Narrows the combined list to some sections' reports; the choice lives in the URL (`types[]`) and goes back to page
 * one.
 */
export function TypeFilter({ selected }: { selected: readonly RspReportType[] | undefined }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  return (
    <MultiSelect
      label={t`Type`}
      options={REPORT_TYPES.map((type) => ({ value: type, label: i18n._(REPORT_TYPE_LABELS[type]) }))}
      selected={selected ?? []}
      onChange={(types) =>
        void navigate({ to: '.', search: patchSearch({ types }, { resetPage: true }), resetScroll: false })
      }
    />
  );
}
