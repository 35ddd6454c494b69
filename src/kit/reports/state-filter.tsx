import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { TaskState } from '@generated/model/taskState';
import { TASK_STATE_LABELS } from '@lib/statistics-labels';
import { MultiSelect } from '@ui/multi-select';
import { patchSearch } from '@lib/filters/link';

export const TASK_STATES: readonly TaskState[] = ['queued', 'processing', 'done', 'failed'];

/** Narrows a list of tasks to some states; the choice lives in the URL (`states[]`) and goes back to page one. */
export function StateFilter({ selected }: { selected: readonly TaskState[] | undefined }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  return (
    <MultiSelect
      label={t`State`}
      options={TASK_STATES.map((state) => ({ value: state, label: i18n._(TASK_STATE_LABELS[state]) }))}
      selected={selected ?? []}
      onChange={(states) =>
        void navigate({ to: '.', search: patchSearch({ states }, { resetPage: true }), resetScroll: false })
      }
    />
  );
}
