import { createFileRoute } from '@tanstack/react-router';
import { InfoPivot } from '@features/info/pivot/info-pivot';
import { DAY_UNITS, PIVOT_DIMENSIONS } from '@features/info/pivot/pivot-dimensions';
import { literal, searchValidator } from '@lib/search-schema';

/**
 * Rows and columns of the pivot live in the URL (`rows`, `cols`), and what the days are summed by
 * when one chose it (`unit`; by the period's length otherwise); the section's filters come from the parent.
 */
export const Route = createFileRoute('/cabinet/info/pivot')({
  staticData: { name: 'CabinetInfoPivot' },
  validateSearch: searchValidator({
    rows: literal(PIVOT_DIMENSIONS),
    cols: literal(PIVOT_DIMENSIONS),
    unit: literal(DAY_UNITS),
  }),
  component: InfoPivot,
});
