import { useLingui } from '@lingui/react/macro';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranscriptionReport } from '@generated/api/transcription/transcription';
import type { TranscriptionReportItem } from '@generated/model';
import { PageHeader } from '@kit/page/page-header';
import { hasPendingTasks } from '@kit/reports/reports-table';
import { QueryBlock } from '@ui/query-block';
import { ReportFacts, SpeakerList } from './transcript-aside';
import { TranscriptExportButton } from './transcript-export-button';
import { TranscriptText } from './transcript-text';
import '../reports.css';
import './transcription.css';
import { patchSearch } from '@lib/filters/link';

const route = getRouteApi('/cabinet/reports/transcription/report');

/** Asks again every few seconds while the report is still being transcribed. */
const followReport = (query: { state: { data?: TranscriptionReportItem } }) =>
  query.state.data && hasPendingTasks([query.state.data.item]) ? 5_000 : false;

/** Milliseconds of quiet typing before the URL takes the searched words. */
const URL_WRITE_DELAY = 300;

/** Heights the blocks keep from the first paint, so nothing moves when the text arrives. */
const TEXT_RESERVE = 480;
const FACTS_RESERVE = 220;

/**
 * A transcription report: what it covers, who speaks, and its text, searchable, with a link to
 * every utterance's time and an export as a text file.
 */
export function TranscriptPage() {
  const { t } = useLingui();
  const { id, q } = route.useSearch();
  const navigate = useNavigate();
  const report = useTranscriptionReport(
    { id: id ?? 0 },
    { query: { enabled: id !== undefined, refetchInterval: followReport } },
  );
  // The search box follows the person's typing at once; the URL keeps the words a moment later,
  // without adding history.
  const [draft, setDraft] = useState({ id, q: q ?? '' });
  const query = draft.id === id ? draft.q : (q ?? '');
  const writing = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(writing.current), []);
  const onQuery = (value: string) => {
    setDraft({ id, q: value });
    window.clearTimeout(writing.current);
    writing.current = window.setTimeout(
      () =>
        void navigate({
          to: '.',
          search: patchSearch({ q: value || undefined }),
          hash: true,
          replace: true,
          resetScroll: false,
        }),
      URL_WRITE_DELAY,
    );
  };

  const back = (
    <Link to="/cabinet/reports/transcription" className="back-link">
      {t`All transcriptions`}
    </Link>
  );
  if (id === undefined) {
    return (
      <div className="reports-page transcript-page">
        <PageHeader>{back}</PageHeader>
        <p className="block">{t`No transcription report is named in this link. Choose one in the list of transcriptions.`}</p>
      </div>
    );
  }

  const item = report.data?.item;
  return (
    <div className="reports-page transcript-page">
      <PageHeader>{back}</PageHeader>
      <div className="transcript-layout">
        <QueryBlock
          title={t`Text`}
          query={report}
          reserve={TEXT_RESERVE}
          className="transcript-block"
          isEmpty={(data) => data.item.state === 'done' && data.item.segments.length === 0}
          emptyText={t`Nothing was said in this window of air.`}
          actions={<TranscriptExportButton report={item} />}
        >
          {(data) =>
            data.item.state === 'done' ? (
              <TranscriptText key={data.item.id} report={data.item} query={query} onQuery={onQuery} />
            ) : data.item.state === 'failed' ? (
              <p className="block-empty">{t`This window of air could not be transcribed. Order it again from the list of transcriptions.`}</p>
            ) : (
              <p className="block-empty" role="status">
                {t`The air is being transcribed. The text appears here as soon as it is ready.`}
              </p>
            )
          }
        </QueryBlock>
        <div className="transcript-side">
          <QueryBlock title={t`Report`} query={report} reserve={FACTS_RESERVE}>
            {(data) => <ReportFacts report={data.item} />}
          </QueryBlock>
          <QueryBlock
            title={t`Speakers`}
            query={report}
            isEmpty={(data) => data.item.segments.length === 0}
            emptyText={
              item && item.state !== 'done' ? t`Known once the text is ready.` : t`No one speaks in this window.`
            }
          >
            {(data) => <SpeakerList report={data.item} />}
          </QueryBlock>
        </div>
      </div>
    </div>
  );
}
