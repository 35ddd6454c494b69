import { Outlet } from '@tanstack/react-router';
import { useDefaultView } from '../views/default-view';
import { FilterBar, type FilterBarProps } from './filter-bar';
import { PrintHeader } from './print-header';

/**
 * A section with filters: its filter bar above the page (and, on paper, the printed header). Entered without filters in the URL, it
 * opens with the account's default view of the section (if one is set) before the page asks for
 * anything.
 */
export function SectionFrame({ className, ...bar }: FilterBarProps & { className: string }) {
  const opening = useDefaultView(bar.section);
  return (
    <div className={className}>
      <PrintHeader {...bar} />
      <FilterBar {...bar} />
      {!opening && <Outlet />}
    </div>
  );
}
