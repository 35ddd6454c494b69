import { Outlet } from '@tanstack/react-router';
import { FilterBar } from './filters/filter-bar';

/** Every info page: the section's filter bar above the page. */
export function InfoLayout() {
  return (
    <div className="info-section">
      <FilterBar />
      <Outlet />
    </div>
  );
}
