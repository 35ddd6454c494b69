import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { CSV_BOM, CSV_MIME, csvText } from '@lib/csv';
import { Button } from '@ui/button';
import { downloadBlob, safeFileName } from '@ui/download';
import { useLoadFailure } from '@ui/query-block';
import { csvColumns, downloadTableCsv, type AllPages, type Column, type Page } from './table-view';

interface CsvExportProps<T, R> {
  name: string;
  columns: readonly Column<R, string>[];
  /** The page on screen: with every row of the result on it, it is the file. */
  current: Page<R> | undefined;
  page: (data: T) => Page<R>;
  rowKey: (row: R) => string | number;
  allPages: AllPages<T>;
}

export type { AllPages };

type Run =
  | { state: 'idle' }
  | { state: 'running'; done: number; pages: number }
  | { state: 'failed'; done: number; pages: number; error: unknown };

/**
 * "Download CSV" for a server-paged table (loaded, with its messages, as the person first asks for
 * a result of more than one page, and starting its export then): the whole result, not only the page on screen. The
 * pages are asked for one after another with a progress bar and a Cancel; each answer is written
 * into the file's text and let go, so no more than one page's answer is held at a time. A row
 * seen on an earlier page (the result moved while it was read) is written once. A failed page
 * can be asked for again, the pages before it kept.
 */
export function CsvExport<T, R>({ name, columns, current, page, rowKey, allPages }: CsvExportProps<T, R>) {
  const { t } = useLingui();
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const [said, setSaid] = useState('');
  const failure = useLoadFailure(run.state === 'failed' ? run.error : undefined);
  const work = useRef<{ parts: string[]; seen: Set<string | number>; controller: AbortController } | undefined>(
    undefined,
  );
  useEffect(() => {
    start();
    return () => work.current?.controller.abort();
    // Once: it is shown as the person asks for the file.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The button pressed gives way to the progress (and back): the focus moves to what takes its
  // place, the Cancel or the Download button, rather than falling to the page.
  const root = useRef<HTMLDivElement>(null);
  const shownState = useRef(run.state);
  useEffect(() => {
    if (shownState.current === run.state) return;
    shownState.current = run.state;
    const focused = document.activeElement;
    if (!focused || focused === document.body)
      root.current?.querySelector<HTMLButtonElement>('button:last-of-type')?.focus();
  }, [run.state]);

  const fileName = `${safeFileName(name)}.csv`;
  const csv = csvColumns(columns);

  const go = async (from: number, pages: number) => {
    const controller = new AbortController();
    const job = work.current ?? {
      parts: [CSV_BOM, csvText([csv.map((column) => column.label)])],
      seen: new Set<string | number>(),
      controller,
    };
    job.controller = controller;
    work.current = job;
    let total = pages;
    let at = from;
    try {
      for (; at <= total; at += 1) {
        setRun({ state: 'running', done: at - 1, pages: total });
        const answer = page(await allPages.fetch(at, allPages.limit, controller.signal));
        const fresh = answer.items.filter((row) => {
          const key = rowKey(row);
          if (job.seen.has(key)) return false;
          job.seen.add(key);
          return true;
        });
        job.parts.push(csvText(fresh.map((row) => csv.map((column) => column.value(row)))));
        total = Math.max(1, Math.ceil(answer.total / allPages.limit));
        if (answer.items.length === 0) break;
      }
      downloadBlob(new Blob(job.parts, { type: CSV_MIME }), fileName);
      const rows = job.seen.size;
      setSaid(t`${fileName} downloaded: ${plural(rows, { 0: 'no rows', one: '# row', other: '# rows' })}.`);
      work.current = undefined;
      setRun({ state: 'idle' });
    } catch (error) {
      if (controller.signal.aborted) return;
      setRun({ state: 'failed', done: at - 1, pages: total, error });
    }
  };

  const start = () => {
    if (!current) return;
    if (current.total <= current.items.length) {
      downloadTableCsv(name, columns, current.items);
      return;
    }
    setSaid('');
    work.current = undefined;
    void go(1, Math.ceil(current.total / allPages.limit));
  };
  const cancel = () => {
    work.current?.controller.abort();
    work.current = undefined;
    setRun({ state: 'idle' });
    setSaid(t`The CSV export was cancelled.`);
  };

  const done = run.state === 'idle' ? 0 : run.done;
  const pages = run.state === 'idle' ? 0 : run.pages;
  const next = done + 1;
  const reason = failure.message;
  return (
    <div ref={root} className="csv-export">
      {run.state === 'idle' ? (
        <Button
          variant="secondary"
          className="data-table-csv"
          disabled={!current || current.items.length === 0}
          onClick={start}
        >
          {t`Download CSV`}
        </Button>
      ) : (
        <>
          <progress max={pages} value={done} aria-label={t`CSV export: page ${done} of ${pages} written`} />
          <span className="muted">
            {run.state === 'running' ? t`Page ${next} of ${pages}…` : t`The export stopped at page ${next}: ${reason}`}
          </span>
          {run.state === 'failed' && (
            <Button variant="secondary" onClick={() => void go(run.done + 1, run.pages)}>
              {t`Try again`}
            </Button>
          )}
          <Button variant="ghost" onClick={cancel}>
            {t`Cancel`}
          </Button>
        </>
      )}
      <span className="visually-hidden" role="status">
        {said}
      </span>
    </div>
  );
}
