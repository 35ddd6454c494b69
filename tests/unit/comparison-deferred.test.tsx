import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useComparison } from '@kit/compare/use-comparison';
import { SectionFiltersContext, type SectionFilters } from '@kit/filters/use-section-filters';
import type { FilterSearch } from '@lib/filters/fields';
import { toStatisticsFilter } from '@lib/filters/request';

const WEEK = { start_date: '2026-11-16', end_date: '2026-11-22' };
const MONTH = { start_date: '2026-10-23', end_date: '2026-11-22' };

function filtersOf(search: FilterSearch): SectionFilters {
  const none = () => {};
  return { search, filter: toStatisticsFilter(search), update: none, reset: none, drill: none };
}

/** Every render of a block's comparison, as `compared start…end` (or `none`) and the share mode. */
function renders(first: FilterSearch) {
  const seen: string[] = [];
  function Block() {
    const { compared, percent } = useComparison();
    seen.push(`${compared ? `${compared.start_date}…${compared.end_date}` : 'none'}${percent ? ' %' : ''}`);
    return null;
  }
  const view = render(
    <SectionFiltersContext value={filtersOf(first)}>
      <Block />
    </SectionFiltersContext>,
  );
  return {
    seen,
    change(search: FilterSearch) {
      seen.length = 0;
      act(() =>
        view.rerender(
          <SectionFiltersContext value={filtersOf(search)}>
            <Block />
          </SectionFiltersContext>,
        ),
      );
    },
  };
}

describe('switching the comparison', () => {
  it('answers at once with the blocks as they were, and draws the comparison in a background render', () => {
    const blocks = renders({ period: WEEK });
    blocks.change({ period: WEEK, compare: 'previous' });
    expect(blocks.seen).toEqual(['none', '2026-11-09…2026-11-15']);
    blocks.change({ period: WEEK, compare: 'previous', share: 'percent' });
    expect(blocks.seen).toEqual(['2026-11-09…2026-11-15', '2026-11-09…2026-11-15 %']);
  });

  it('with a new period as well, renders the whole change at once: never the new period with the old choice', () => {
    const blocks = renders({ period: WEEK, compare: 'previous' });
    blocks.change({ period: MONTH, compare: 'year' });
    expect(blocks.seen).not.toContain('2026-09-22…2026-10-22');
    expect(blocks.seen.at(-1)).toBe('2025-10-23…2025-11-22');
    expect(new Set(blocks.seen)).toEqual(new Set(['2025-10-23…2025-11-22']));
  });

  it('follows a new period at once when the choice stays', () => {
    const blocks = renders({ period: WEEK, compare: 'previous' });
    blocks.change({ period: MONTH, compare: 'previous' });
    expect(new Set(blocks.seen)).toEqual(new Set(['2026-09-22…2026-10-22']));
  });
});
