import { useLingui } from '@lingui/react/macro';
import { useFormatters } from '@i18n/format';
import type { Change, RankMove } from '@lib/compare/change';
import type { BarNote, BarNoteRoom } from '@ui/charts/bar-chart';
import { signedPercent, useChangeWords, useRankWords } from '../compare/change-mark';
import type { ComparedTopRow } from './top-compare';

/**
 * The notes after a top's bars: each bar's change and rank movement, full and short, in words
 * for the ear; and the room the widest of them takes, kept from the first draw.
 */
export function useTopNotes({ percentPoints }: { percentPoints: boolean }) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const changes = useChangeWords();
  const ranks = useRankWords();
  const options = { percentPoints };
  const join = (...parts: (string | undefined)[]) => parts.filter((part) => part).join(' ');

  /** The rank part of a note; none when the item kept its place, and none beside a change that already says "new". */
  const rankShown = (rank: RankMove, change: Change | undefined) =>
    rank.kind === 'same' || (rank.kind === 'new' && change?.isNew) ? undefined : ranks.shown(rank);

  return {
    note(row: Pick<ComparedTopRow<unknown>, 'change' | 'rank'>): BarNote {
      const { change, rank } = row;
      const place = rankShown(rank, change);
      if (!change) {
        // Below the earlier top: the earlier value is unknown, only the rank speaks.
        const spoken = ranks.spoken(rank);
        return { text: ranks.shown(rank), short: ranks.shown(rank), mark: ranks.shown(rank), spoken, tone: 'new' };
      }
      const mark = changes.mark(change);
      const full = change.direction === 'same' && !change.isNew ? mark : join(mark, changes.shown(change, options));
      const brief =
        percentPoints || change.isNew || change.pct === undefined || change.direction === 'same'
          ? full
          : join(mark, signedPercent(fmt, change.pct));
      const spokenChange = changes.spoken(change, options);
      const spokenRank = ranks.spoken(rank);
      const spoken = rank.kind === 'new' && change.isNew ? spokenChange : t`${spokenChange}, ${spokenRank}`;
      return {
        text: join(full, place),
        short: join(brief, place),
        mark: join(mark, place),
        spoken,
        tone: change.isNew ? 'new' : change.direction,
      };
    },
    /** The widest note a top of values up to `largest` and `places` places is expected to show. */
    room(largest: number, places: number): BarNoteRoom {
      const big = 10 ** Math.max(3, String(Math.round(Math.abs(largest))).length) - 1;
      const sample: Change = percentPoints
        ? { current: 0, previous: 0.999, abs: -0.999, pct: -1, direction: 'down', isNew: false }
        : { current: 0, previous: big, abs: -big, pct: -9.99, direction: 'down', isNew: false };
      const place = ranks.shown({ kind: 'down', by: Math.max(10, places) });
      const full = join(changes.mark(sample), changes.shown(sample, options), place);
      const short = percentPoints ? full : join(changes.mark(sample), signedPercent(fmt, sample.pct ?? 0), place);
      return { text: full, short };
    },
  };
}
