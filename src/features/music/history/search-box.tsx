import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '../../../ui/button';

interface SearchBoxProps {
  /** The search in force (from the URL). */
  value: string | undefined;
  label: string;
  /** The longest search the server takes. */
  maxLength: number;
  onSearch: (value: string | undefined) => void;
}

/** A search run on Enter or its button; what is typed stays until it is run or cleared. */
export function SearchBox({ value, label, maxLength, onSearch }: SearchBoxProps) {
  const { t } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  // Back and a shared link change the search in force: the box follows.
  if (shown !== value) {
    setShown(value);
    setDraft(value ?? '');
  }
  const tooLong = draft.trim().length > maxLength;
  return (
    <form
      role="search"
      aria-label={label}
      className="music-search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooLong) onSearch(draft.trim() || undefined);
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-input`}>{label}</label>
        <input
          id={`${id}-input`}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? `${id}-error` : undefined}
        />
        {tooLong && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {t`Search for at most ${maxLength} characters.`}
          </p>
        )}
      </div>
      <Button type="submit" variant="secondary">
        {t`Search`}
      </Button>
      {value && (
        <Button
          variant="ghost"
          onClick={() => {
            setDraft('');
            onSearch(undefined);
          }}
        >
          {t`Clear the search`}
        </Button>
      )}
    </form>
  );
}
