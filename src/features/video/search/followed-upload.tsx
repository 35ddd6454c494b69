import { useLingui } from '@lingui/react/macro';
import { useVideoContentList } from '@generated/api/video/video';
import type { VideoContent } from '@generated/model';
import { CONTENT_STATE_LABELS } from '../shared/labels';
import { StateBadge, taskTone } from '@kit/reports/state-badge';

/** How often a new upload's state is asked for while it is processed. */
const FOLLOW_EVERY = 5_000;
/** The newest uploads, where a fresh one stands. */
const NEWEST_UPLOADS = { page: 1, limit: 20, origin: 'uploaded', sort_by: 'created_at', sort_order: 'desc' } as const;

/**
 * A reference video just uploaded, followed until the recogniser has processed it: its state is
 * read from the newest uploads every few seconds while it is queued or processing.
 */
export function FollowedUpload({ item }: { item: VideoContent }) {
  const { t } = useLingui();
  const newest = useVideoContentList(NEWEST_UPLOADS, {
    query: {
      refetchInterval: (query) => {
        const found = query.state.data?.items.find((entry) => entry.id === item.id);
        const state = found?.state ?? item.state;
        return state === 'queued' || state === 'processing' ? FOLLOW_EVERY : false;
      },
    },
  });
  const current = newest.data?.items.find((entry) => entry.id === item.id) ?? item;
  const title = current.title;
  return (
    <div className="video-followed" role="status">
      <p>
        {current.state === 'done'
          ? t`“${title}” is processed: its airings are being found on the monitored channels.`
          : current.state === 'failed'
            ? t`“${title}” could not be processed. Upload the video again, or another copy of it.`
            : t`“${title}” is uploaded. It is followed here until it is processed.`}
      </p>
      <StateBadge label={CONTENT_STATE_LABELS[current.state]} tone={taskTone(current.state)} />
    </div>
  );
}
