import { useLingui } from '@lingui/react/macro';
import { TaskStateBadge } from '@kit/reports/reports-table';
import { useFormatters } from '@i18n/format';
import type { Duplicate } from './duplicates';

/** Shown at most; the rest are counted. */
const SHOWN = 3;

/**
 * A warning, not a refusal: the same track (by ISRC, or by artist and title) is already among
 * the person's uploads. They may still send it (a new master, a corrected file).
 */
export function DuplicateNote({ duplicates }: { duplicates: readonly Duplicate[] }) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const more = duplicates.length - SHOWN;
  return (
    <div className="music-duplicate" role="status">
      <p>{t`This track is already in your uploads:`}</p>
      <ul>
        {duplicates.slice(0, SHOWN).map(({ upload, by }) => {
          const when = fmt.date(upload.uploaded_at);
          return (
            <li key={upload.id}>
              <span className="music-duplicate-name">{upload.file_name}</span>
              {upload.artist && upload.title && <span> · {`${upload.artist} — ${upload.title}`}</span>}
              <span className="muted">
                {' '}
                · {by === 'isrc' ? t`same ISRC` : t`same artist and title`} · {t`uploaded ${when}`}{' '}
              </span>
              <TaskStateBadge state={upload.state} />
            </li>
          );
        })}
      </ul>
      {more > 0 && <p className="muted">{t`And ${more} more.`}</p>}
      <p className="muted">{t`You can still upload it, for example a new master of the track.`}</p>
    </div>
  );
}
