import { useLingui } from '@lingui/react/macro';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';

/** What any route shows when it fails to load or render: a message and a retry, never a blank page. */
export function RouteError({ reset }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  return (
    <div className="route-error">
      <Alert>
        <p>{t`This page could not be shown.`}</p>
        <Button
          variant="secondary"
          onClick={() => {
            queryReset.reset();
            reset();
            void router.invalidate();
          }}
        >
          {t`Try again`}
        </Button>
      </Alert>
    </div>
  );
}
