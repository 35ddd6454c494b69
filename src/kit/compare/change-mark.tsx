import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useFormatters, type Formatters } from '@i18n/format';
import type { Change, RankMove } from '@lib/compare/change';
import { MARKS, SYMBOLS } from '@lib/compare/marks';
import './compare.css';

/** A signed number in the language's digits: +23, −5, 0. */
export function signedNumber(fmt: Formatters, value: number): string {
  return value > 0 ? `+${fmt.number(value)}` : value < 0 ? `${SYMBOLS.minus}${fmt.number(-value)}` : fmt.number(0);
}

/** A signed percentage from a ratio: +23 %, −5 %. */
export function signedPercent(fmt: Formatters, ratio: number): string {
  return ratio > 0 ? `+${fmt.percent(ratio)}` : ratio < 0 ? `${SYMBOLS.minus}${fmt.percent(-ratio)}` : fmt.percent(0);
}

/** The words of a change, for the eye (`shown`) and for the ear (`spoken`), and its mark. */
export function useChangeWords() {
  const { t } = useLingui();
  const fmt = useFormatters();
  return {
    /** "+23 (+23 %)", "new", "no change". */
    shown(change: Change, { percentPoints = false }: { percentPoints?: boolean } = {}): string {
      if (change.isNew) return t`new`;
      if (change.direction === 'same') return t`no change`;
      if (percentPoints) {
        const points = signedNumber(fmt, Math.round(change.abs * 1000) / 10);
        return t`${points} pp`;
      }
      return change.pct === undefined
        ? signedNumber(fmt, change.abs)
        : `${signedNumber(fmt, change.abs)} (${signedPercent(fmt, change.pct)})`;
    },
    /** "up 23 percent", "down 5", "new", "no change": what a screen reader says. */
    spoken(change: Change, { percentPoints = false }: { percentPoints?: boolean } = {}): string {
      if (change.isNew) return t`new, none before`;
      if (change.direction === 'same') return t`no change`;
      const by = fmt.number(Math.abs(percentPoints ? Math.round(change.abs * 1000) / 10 : change.abs));
      if (percentPoints)
        return change.direction === 'up' ? t`up ${by} percentage points` : t`down ${by} percentage points`;
      if (change.pct === undefined) return change.direction === 'up' ? t`up ${by}` : t`down ${by}`;
      const percent = fmt.number(Math.round(Math.abs(change.pct) * 100));
      return change.direction === 'up' ? t`up ${by}, ${percent} percent` : t`down ${by}, ${percent} percent`;
    },
    /** The direction as a shape, so it does not rest on colour alone. */
    mark(change: Change): string {
      return change.isNew
        ? MARKS.new
        : change.direction === 'up'
          ? MARKS.up
          : change.direction === 'down'
            ? MARKS.down
            : MARKS.same;
    },
  };
}

/**
 * A change beside a value: a mark and the signed difference with its percentage, coloured by
 * direction; a screen reader hears it in words ("up 23, 23 percent").
 */
export function ChangeMark({
  change,
  percentPoints,
  className,
  spoken,
}: {
  change: Change;
  percentPoints?: boolean;
  className?: string;
  /** What a screen reader hears instead of the change's own words. */
  spoken?: string;
}) {
  const words = useChangeWords();
  const tone = change.isNew ? 'new' : change.direction;
  return (
    <span className={`change change-${tone}${className ? ` ${className}` : ''}`}>
      <span aria-hidden="true">
        {words.mark(change)} {words.shown(change, { percentPoints })}
      </span>
      <span className="visually-hidden">{spoken ?? words.spoken(change, { percentPoints })}</span>
    </span>
  );
}

/** The words of a rank movement: "↑3", "↓1", "new", and "up 3 places" for the ear. */
export function useRankWords() {
  const { t } = useLingui();
  const fmt = useFormatters();
  return {
    shown(move: RankMove): string {
      return move.kind === 'new'
        ? t`new`
        : move.kind === 'same'
          ? MARKS.same
          : `${move.kind === 'up' ? MARKS.rankUp : MARKS.rankDown}${fmt.number(move.by)}`;
    },
    spoken(move: RankMove): string {
      if (move.kind === 'new') return t`new in the top`;
      if (move.kind === 'same') return t`same place`;
      const by = fmt.number(move.by);
      return move.kind === 'up' ? t`up ${by} places` : t`down ${by} places`;
    },
  };
}

export function RankMark({ move }: { move: RankMove }) {
  const words = useRankWords();
  return (
    <span className={`rank-move rank-${move.kind}`}>
      <span aria-hidden="true">{words.shown(move)}</span>
      <span className="visually-hidden">{words.spoken(move)}</span>
    </span>
  );
}

/**
 * A figure's change and its item's move in the top, side by side: "▲ +5 (+33 %) ↑2". An item new
 * in the top whose figure is new too says "new" once, with the change's mark ("● new"), not again
 * as its rank.
 */
export function ChangeAndRank({ change, move }: { change: Change; move: RankMove }) {
  const ranks = useRankWords();
  // New in the top: one "● new" for the eye, and "new in the top" for the ear.
  if (move.kind === 'new' && change.isNew) return <ChangeMark change={change} spoken={ranks.spoken(move)} />;
  return (
    <>
      <ChangeMark change={change} /> <RankMark move={move} />
    </>
  );
}

/** A line under a block: what the comparison has to say besides the figures (left the top, no earlier figures). */
export function CompareNote({ children }: { children: ReactNode }) {
  return <p className="compare-note">{children}</p>;
}

/** The words naming what left a compared top, as a list in the person's language; undefined when nothing did. */
export function useLeftTheTop(): (names: readonly string[]) => string | undefined {
  const { t, i18n } = useLingui();
  return (names) => {
    if (names.length === 0) return undefined;
    const leftNames = new Intl.ListFormat(i18n.locale, { type: 'unit', style: 'short' }).format(names);
    return t`Left the top: ${leftNames}`;
  };
}

/** The line under a compared top naming what left it; nothing when nothing did. */
export function LeftTheTop({ names }: { names: readonly string[] }) {
  const note = useLeftTheTop()(names);
  return note ? <CompareNote>{note}</CompareNote> : null;
}
