import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useFormatters } from '@i18n/format';
import { PAGE_SIZES } from '@lib/table-search';
import { Button } from '@ui/button';

interface PagerProps {
  page: number;
  size: number;
  total: number;
  /** What the list holds, for the navigation's name: "Pages of reports". */
  label: string;
  onPage: (page: number) => void;
  onSize?: (size: number) => void;
}

/** Previous and next page, where the list stands, and the page size. */
export function Pager({ page, size, total, label, onPage, onSize }: PagerProps) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, size)));
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(total, page * size);
  const range = `${fmt.number(first)}–${fmt.number(last)}`;
  const all = fmt.number(total);
  const current = fmt.number(page);
  const count = fmt.number(pages);
  return (
    <nav className="pager" aria-label={label}>
      <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t`Previous page`}
      </Button>
      <p aria-live="polite">
        {t`Page ${current} of ${count}`} <span className="muted">· {t`${range} of ${all}`}</span>
      </p>
      <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t`Next page`}
      </Button>
      {onSize && (PAGE_SIZES as readonly number[]).includes(size) && (
        <div className="field pager-size">
          <label htmlFor={`${id}-size`}>{t`Rows per page`}</label>
          <select id={`${id}-size`} value={size} onChange={(event) => onSize(Number(event.target.value))}>
            {PAGE_SIZES.map((option) => (
              <option key={option} value={option}>
                {fmt.number(option)}
              </option>
            ))}
          </select>
        </div>
      )}
    </nav>
  );
}
