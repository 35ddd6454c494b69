import { msg } from '@lingui/core/macro';
import { StateBadge } from '@kit/reports/state-badge';

const READY = msg`Ready`;
const PROCESSING = msg`Being processed`;

/** Whether a reference picture has been processed (recognition starts then). */
export function ReferenceState({ ready }: { ready: boolean }) {
  return <StateBadge label={ready ? READY : PROCESSING} tone={ready ? 'ok' : 'busy'} />;
}
