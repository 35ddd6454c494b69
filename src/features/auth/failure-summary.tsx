import { Alert } from '../../ui/alert';

/** Why a submission failed: one sentence, plus server messages that belong to no field on the form. */
export interface Failure {
  message: string;
  details: readonly string[];
}

/** The failure above a form; announced as soon as it appears. */
export function FailureSummary({ failure }: { failure: Failure | undefined }) {
  if (!failure) return null;
  return (
    <Alert>
      {failure.message}
      {failure.details.length > 0 && (
        <ul>
          {failure.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
