import { useLingui } from '@lingui/react/macro';
import { Button } from '@ui/button';
import { openAlertForm, type AlertDraft } from './alert-form-store';
import { loadAlertForm } from './alert-form-host';
import { useAlertsOffered } from './unread';

/**
 * "Alert me": opens the alert form prefilled with what the place it stands in shows. Shown only
 * when the backend offers alerts.
 */
export function AlertMeButton({
  draft,
  label,
  accessibleLabel,
  className,
  onOpen,
}: {
  draft: () => AlertDraft;
  /** Runs before the form opens (a dialog that gives way to it). */
  onOpen?: () => void;
  label?: string;
  accessibleLabel?: string;
  className?: string;
}) {
  const { t } = useLingui();
  const offered = useAlertsOffered();
  if (offered !== 'yes') return null;
  return (
    <Button
      variant="ghost"
      className={className}
      aria-label={accessibleLabel}
      onPointerEnter={() => void loadAlertForm()}
      onFocus={() => void loadAlertForm()}
      onClick={() => {
        onOpen?.();
        openAlertForm(draft());
      }}
    >
      {label ?? t`Alert me`}
    </Button>
  );
}
