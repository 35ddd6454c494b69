import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TranscriptionReport } from '@generated/model';
import { Button } from '@ui/button';
import { downloadBlob } from '@ui/download';
import { LANGUAGE_LABELS } from '../report-labels';
import { transcriptFileName, transcriptText } from './transcript-export';

/** Saves the whole transcript as a .txt file named after the channel and the window. */
export function TranscriptExportButton({ report }: { report: TranscriptionReport | undefined }) {
  const { t, i18n } = useLingui();
  const [saved, setSaved] = useState<string>();
  const ready = report?.state === 'done' && report.segments.length > 0;
  return (
    <div className="transcript-export">
      <Button
        variant="secondary"
        disabled={!ready}
        onClick={() => {
          if (!report) return;
          const name = transcriptFileName(report);
          downloadBlob(
            new Blob([transcriptText(report, i18n._(LANGUAGE_LABELS[report.language]))], {
              type: 'text/plain;charset=utf-8',
            }),
            name,
          );
          setSaved(name);
        }}
      >
        {t`Export as text (.txt)`}
      </Button>
      <p className="download-saved" role="status">
        {saved ? t`Saved as ${saved}` : ''}
      </p>
    </div>
  );
}
