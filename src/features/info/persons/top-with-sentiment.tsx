import { useLingui } from '@lingui/react/macro';
import type { SentimentSplit } from '../../../../generated/model';
import { useFormatters } from '../../../i18n/format';
import { SENTIMENT_LABELS } from '../../../lib/statistics-labels';
import { BarChart } from '../../../ui/charts/bar-chart';
import { ChartFrame } from '../../../ui/charts/chart-frame';
import { TONALITY_COLORS } from '../../../ui/charts/palette';
import './info-lists.css';

const TONALITIES = ['positive', 'neutral', 'negative'] as const;

export interface TopSentimentItem {
  id: number;
  name: string;
  /** Position or occupation (persons only); empty when unknown. */
  position?: string;
  count: number;
  sentiment: SentimentSplit;
}

interface TopWithSentimentProps {
  items: readonly TopSentimentItem[];
  title: string;
  description: string;
  exportName: string;
  /** The heading of the name column: Person, Key entity. */
  nameLabel: string;
  /** Whether the items carry a position (persons). */
  withPosition?: boolean;
}

/**
 * A top list with the tonality of its mentions: a bar chart of the mentions, then a table with
 * each item's position in the top and its positive, neutral and negative mentions.
 */
export function TopWithSentiment({ items, title, description, exportName, nameLabel, withPosition = false }: TopWithSentimentProps) {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const tonality = TONALITIES.map((key) => ({ key, label: i18n._(SENTIMENT_LABELS[key]), color: TONALITY_COLORS[key] }));
  const share = (part: number, whole: number) => (whole > 0 ? fmt.percent(part / whole) : fmt.percent(0));

  return (
    <>
      <ChartFrame
        headingLevel={3}
        title={title}
        description={description}
        exportName={exportName}
        table={{
          columns: [
            { key: 'name', label: nameLabel },
            ...(withPosition ? [{ key: 'position', label: t`Position` }] : []),
            { key: 'count', label: t`Mentions`, numeric: true },
            ...tonality.map((part) => ({ key: part.key, label: part.label, numeric: true })),
          ],
          rows: items.map((item) => ({
            name: item.name,
            ...(withPosition ? { position: item.position ?? '' } : {}),
            count: item.count,
            positive: item.sentiment.positive,
            neutral: item.sentiment.neutral,
            negative: item.sentiment.negative,
          })),
        }}
      >
        {({ width, height }) => <BarChart width={width} height={height} items={items.map((item) => ({ key: String(item.id), label: item.name, value: item.count }))} />}
      </ChartFrame>

      <div className="table-scroll" tabIndex={0}>
        <table className="data-table sentiment-table">
          <caption className="visually-hidden">{t`${title}: tonality of the mentions`}</caption>
          <thead>
            <tr>
              <th scope="col" className="numeric">
                {t`Rank`}
              </th>
              <th scope="col">{nameLabel}</th>
              {withPosition && <th scope="col">{t`Position`}</th>}
              <th scope="col" className="numeric">
                {t`Mentions`}
              </th>
              <th scope="col">{t`Tonality`}</th>
              {tonality.map((part) => (
                <th key={part.key} scope="col" className="numeric">
                  {part.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => {
              const total = item.sentiment.positive + item.sentiment.neutral + item.sentiment.negative;
              return (
                <tr key={item.id}>
                  <td className="numeric">{fmt.number(index + 1)}</td>
                  <th scope="row">{item.name}</th>
                  {withPosition && <td>{item.position || <span className="muted">—</span>}</td>}
                  <td className="numeric">{fmt.number(item.count)}</td>
                  <td>
                    <span className="sentiment-bar" aria-hidden="true">
                      {tonality.map((part) =>
                        total > 0 && item.sentiment[part.key] > 0 ? (
                          <span key={part.key} style={{ inlineSize: `${(item.sentiment[part.key] / total) * 100}%`, backgroundColor: part.color }} />
                        ) : null,
                      )}
                    </span>
                  </td>
                  {tonality.map((part) => (
                    <td key={part.key} className="numeric">
                      {fmt.number(item.sentiment[part.key])} <span className="muted">({share(item.sentiment[part.key], total)})</span>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
