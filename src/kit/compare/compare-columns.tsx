import { useLingui } from '@lingui/react/macro';
import { useFormatters } from '@i18n/format';
import { changeFigures, rankFigure } from '@lib/compare/change';
import type { Column } from '../table/table-view';
import { ChangeMark, RankMark } from './change-mark';
import type { TopComparison } from './top-comparison';

/**
 * The columns a compared table adds after its figure: the compared period's value and the change
 * (a mark, the signed difference and percent, read as words), the rank movement; the CSV gets
 * `previous`, `change`, `change_pct` and `rank_change` as plain figures. Empty while the comparison
 * loads, so the rows keep their height.
 */
export function useCompareColumns<I>(
  top: TopComparison<I>,
  on: boolean,
  { rank = true }: { rank?: boolean } = {},
): Column<I>[] {
  const { t } = useLingui();
  const fmt = useFormatters();
  if (!on) return [];
  const columns: Column<I>[] = [
    {
      key: 'previous',
      header: t`Compared period`,
      csvHeader: 'previous',
      numeric: true,
      cell: (item) => {
        const compared = top.of(item);
        return compared ? fmt.number(compared.change.previous) : '';
      },
      csv: (item) => top.of(item)?.change.previous ?? '',
    },
    {
      key: 'change',
      header: t`Change`,
      csvHeader: 'change',
      numeric: true,
      cell: (item) => {
        const compared = top.of(item);
        return compared ? <ChangeMark change={compared.change} /> : '';
      },
      csv: (item) => top.of(item)?.change.abs ?? '',
    },
    {
      key: 'change_pct',
      header: 'change_pct',
      csvOnly: true,
      cell: () => '',
      csv: (item) => {
        const compared = top.of(item);
        return compared ? changeFigures(compared.change).change_pct : '';
      },
    },
  ];
  if (rank)
    columns.push({
      key: 'rank_change',
      header: t`Place`,
      csvHeader: 'rank_change',
      cell: (item) => {
        const compared = top.of(item);
        return compared ? <RankMark move={compared.move} /> : '';
      },
      csv: (item) => {
        const move = top.of(item)?.move;
        return move === undefined ? '' : rankFigure(move, 'new');
      },
    });
  return columns;
}
