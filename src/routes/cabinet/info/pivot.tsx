import { createFileRoute } from '@tanstack/react-router';
import { InfoPivot } from '@features/info/pivot/info-pivot';
import { PIVOT_DIMENSIONS } from '@features/info/pivot/pivot-dimensions';
import { literal, searchValidator } from '@lib/search-schema';

/** Rows and columns of the pivot live in the URL (`rows`, `cols`); the section's filters come from the parent. */
export const Route = createFileRoute('/cabinet/info/pivot')({
  staticData: { name: 'CabinetInfoPivot' },
  validateSearch: searchValidator({ rows: literal(PIVOT_DIMENSIONS), cols: literal(PIVOT_DIMENSIONS) }),
  component: InfoPivot,
});
