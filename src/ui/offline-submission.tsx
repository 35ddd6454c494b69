import { useLingui } from '@lingui/react/macro';
import { Button } from './button';

/**
 * Under a form whose submission waits for the connection: it goes out by itself when the
 * connection returns, or the person cancels it; what they entered stays either way.
 */
export function OfflineSubmission({ onCancel }: { onCancel: () => void }) {
  const { t } = useLingui();
  return (
    <div className="alert alert-info offline-submission" role="status">
      <p>{t`No connection. This will be sent when the connection returns; what you entered stays here.`}</p>
      <Button variant="secondary" onClick={onCancel}>
        {t`Cancel sending`}
      </Button>
    </div>
  );
}
