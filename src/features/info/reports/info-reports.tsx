import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { useInfoReportsList } from '../../../../generated/api/info/info';
import type { FileFormat } from '../../../../generated/model/fileFormat';
import type { InfoReport } from '../../../../generated/model/infoReport';
import type { TaskState } from '../../../../generated/model/taskState';
import { isHttpError } from '../../../api/errors';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/button';
import { downloadBlob } from '../../../ui/charts/download';
import { QueryBlock } from '../../../ui/query-block';
import { DownloadStepError, FILE_FORMATS, fetchReportFile, reportFileName, type DownloadProgress } from './report-download';
import './reports.css';

const route = getRouteApi('/cabinet/info/reports');

/** Reports per page. */
export const REPORTS_PAGE_SIZE = 10;

const STATE_LABELS: Record<TaskState, MessageDescriptor> = {
  queued: msg`Queued`,
  processing: msg`Being prepared`,
  done: msg`Ready`,
  failed: msg`Failed`,
};

const FORMAT_LABELS: Record<FileFormat, MessageDescriptor> = {
  pdf: msg`PDF document`,
  xlsx: msg`Excel workbook (XLSX)`,
  docx: msg`Word document (DOCX)`,
  csv: msg`CSV table`,
};

/** Why a download failed, for the report's row. */
function describeDownloadFailure(error: unknown, i18n: I18n): string {
  const step = error instanceof DownloadStepError ? error.step : 'file';
  const cause = error instanceof DownloadStepError ? error.cause : error;
  if (!isHttpError(cause)) return i18n._(msg`The file could not be saved. Please try again.`);
  if (cause.kind === 'network') return i18n._(msg`No connection to the server. Check your network and try again.`);
  if (cause.kind === 'timeout') return i18n._(msg`The server took too long to answer. Please try again.`);
  if (cause.status === 404) {
    return step === 'file'
      ? i18n._(msg`The download link has expired and the file is no longer kept. Try again to get a new link.`)
      : i18n._(msg`This file is not available in this format. Reload the list and try again.`);
  }
  if (cause.status === 403) return i18n._(msg`You do not have access to this report.`);
  return i18n._(msg`The file could not be downloaded. Please try again later.`);
}

/** The info reports: their state, and a download in a chosen format for those that are ready. */
export function InfoReports() {
  const { t } = useLingui();
  const { page = 1 } = route.useSearch();
  const reports = useInfoReportsList(
    { page, limit: REPORTS_PAGE_SIZE, sort_by: 'created_at', sort_order: 'desc' },
    { query: { placeholderData: keepPreviousData } },
  );

  return (
    <div className="info-page reports-page">
      <header className="page-header">
        <h1>
          <Trans>Info reports</Trans>
        </h1>
      </header>
      <div className="blocks">
        <QueryBlock
          title={t`Reports`}
          className="block-wide"
          query={reports}
          isEmpty={(data) => data.items.length === 0}
          emptyText={
            page > 1 ? (
              <>
                {t`There are no reports on this page.`}{' '}
                <Link to="." search={(previous: Record<string, unknown>) => ({ ...previous, page: undefined })}>
                  {t`Go to the first page`}
                </Link>
              </>
            ) : (
              t`No reports yet. Reports you order appear here once they are queued.`
            )
          }
        >
          {(data) => (
            <>
              <div className="table-scroll" tabIndex={0}>
                <table className="data-table reports-table">
                  <caption className="visually-hidden">{t`Info reports, newest first`}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t`Report`}</th>
                      <th scope="col">{t`Period`}</th>
                      <th scope="col">{t`Created`}</th>
                      <th scope="col">{t`State`}</th>
                      <th scope="col">{t`Download`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((report) => (
                      <ReportRow key={report.id} report={report} />
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={data.meta.page} pages={Math.max(1, Math.ceil(data.meta.total / Math.max(1, data.meta.limit)))} total={data.meta.total} />
            </>
          )}
        </QueryBlock>
      </div>
    </div>
  );
}

function Pager({ page, pages, total }: { page: number; pages: number; total: number }) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const navigate = route.useNavigate();
  const go = (next: number) => void navigate({ search: (previous: Record<string, unknown>) => ({ ...previous, page: next > 1 ? next : undefined }) });
  const current = fmt.number(page);
  const count = fmt.number(pages);
  return (
    <nav className="reports-pager" aria-label={t`Pages of reports`}>
      <Button variant="secondary" onClick={() => go(page - 1)} disabled={page <= 1}>
        {t`Previous page`}
      </Button>
      <p aria-live="polite">{t`Page ${current} of ${count}`} · <Plural value={total} one="# report" other="# reports" /></p>
      <Button variant="secondary" onClick={() => go(page + 1)} disabled={page >= pages}>
        {t`Next page`}
      </Button>
    </nav>
  );
}

type Download = { phase: 'idle' } | { phase: 'busy'; progress?: DownloadProgress } | { phase: 'saved'; fileName: string } | { phase: 'failed'; message: string };

/** One report: its title, period, creation time, state, and the format choice with its download. */
function ReportRow({ report }: { report: InfoReport }) {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const id = useId();
  const ready = report.state === 'done' && report.formats.length > 0;
  const formats = FILE_FORMATS.filter((format) => report.formats.includes(format));
  const [format, setFormat] = useState<FileFormat | undefined>(formats[0]);
  const [download, setDownload] = useState<Download>({ phase: 'idle' });
  const running = useRef(false);
  const chosen = format && formats.includes(format) ? format : formats[0];

  const start = async () => {
    if (!chosen || running.current) return;
    running.current = true;
    setDownload({ phase: 'busy' });
    try {
      const file = await fetchReportFile(report, chosen, (progress) => setDownload({ phase: 'busy', progress }));
      const fileName = reportFileName(report.title, file.format);
      downloadBlob(file.blob, fileName);
      setDownload({ phase: 'saved', fileName });
    } catch (error) {
      setDownload({ phase: 'failed', message: describeDownloadFailure(error, i18n) });
    } finally {
      running.current = false;
    }
  };

  const title = report.title;
  const progress = download.phase === 'busy' ? download.progress : undefined;
  const percent = progress && progress.total > 0 ? Math.min(1, progress.loaded / progress.total) : undefined;

  return (
    <tr>
      <th scope="row" className="reports-title">
        {report.title}
      </th>
      <td>
        {fmt.date(report.period.start_date)} – {fmt.date(report.period.end_date)}
      </td>
      <td>{fmt.dateTime(report.created_at)}</td>
      <td>
        <span className={`reports-state reports-state-${report.state}`}>{i18n._(STATE_LABELS[report.state])}</span>
      </td>
      <td className="reports-download">
        {ready && chosen ? (
          <div className="reports-download-controls">
            <label className="visually-hidden" htmlFor={`${id}-format`}>
              {t`Format of “${title}”`}
            </label>
            <select id={`${id}-format`} value={chosen} disabled={download.phase === 'busy'} onChange={(event) => setFormat(event.target.value as FileFormat)}>
              {formats.map((option) => (
                <option key={option} value={option}>
                  {i18n._(FORMAT_LABELS[option])}
                </option>
              ))}
            </select>
            <Button variant="secondary" pending={download.phase === 'busy'} onClick={() => void start()} aria-describedby={download.phase === 'failed' ? `${id}-error` : undefined}>
              {download.phase === 'busy' ? t`Downloading…` : t`Download`}
              <span className="visually-hidden"> {title}</span>
            </Button>
          </div>
        ) : (
          <span className="muted">
            {report.state === 'failed' ? t`The report could not be prepared.` : report.state === 'done' ? t`No files to download.` : t`Available once the report is ready.`}
          </span>
        )}
        {download.phase === 'busy' && (
          <div className="reports-progress">
            <label htmlFor={`${id}-progress`}>{percent === undefined ? t`Downloading the file…` : t`Downloaded ${fmt.percent(percent)}`}</label>
            {percent === undefined ? <progress id={`${id}-progress`} /> : <progress id={`${id}-progress`} max={1} value={percent} />}
          </div>
        )}
        {download.phase === 'saved' && (
          <p className="reports-saved" role="status">
            {t`Saved as ${download.fileName}`}
          </p>
        )}
        {download.phase === 'failed' && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {download.message}
          </p>
        )}
      </td>
    </tr>
  );
}
