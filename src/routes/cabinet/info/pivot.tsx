import { createFileRoute } from '@tanstack/react-router';
import { InfoPivot } from '../../../features/info/pivot/info-pivot';
import { parsePivotSearch } from '../../../features/info/pivot/pivot-model';
import { declareRoute } from '../../-guards';

/** Rows and columns of the pivot live in the URL (`rows`, `cols`); the section's filters come from the parent. */
export const Route = createFileRoute('/cabinet/info/pivot')({
  ...declareRoute({ name: 'CabinetInfoPivot', layout: 'cabinet', access: 'infopole', theme: 'info' }),
  validateSearch: (raw: Record<string, unknown>) => parsePivotSearch(raw),
  component: InfoPivot,
});
