import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@ui/button';
import './table.css';

/** How long typing may pause before the list follows. */
export const SEARCH_PAUSE_MS = 400;

interface ListSearchProps {
  /** What is searched ("Search channels"): the field's label and the search landmark's name. */
  label: string;
  /** What the search matches, under the field. */
  hint?: string;
  /** The search in force (from the URL). */
  value: string | undefined;
  /** Asks for a new search; `undefined` clears it. */
  onSearch: (value: string | undefined) => void;
  /** The longest search the server takes: a longer one is said and not sent. */
  maxLength: number;
}

/**
 * A list's search. The list follows what is typed once typing pauses, or at once on Enter; the
 * search in force lives in the URL (the caller writes it), so a search is a link. What is typed
 * is never replaced while the person types (a search that only trims the text leaves it as it
 * is), nor cut: a search longer than the server takes is kept and said. A search changed
 * elsewhere (Back, a link) shows up in the field.
 */
export function ListSearch({ label, hint, value, onSearch, maxLength }: ListSearchProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (shown !== value) {
    setShown(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const tooLong = text.trim().length > maxLength;
  const run = (next: string) => {
    clearTimeout(timer.current);
    const wanted = next.trim();
    if (wanted.length > maxLength) return;
    if (wanted !== (value ?? '')) onSearch(wanted || undefined);
  };
  const type = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => run(next), SEARCH_PAUSE_MS);
  };
  const describedBy = [hint ? `${id}-hint` : '', tooLong ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <form
      role="search"
      aria-label={label}
      className="list-search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        run(text);
      }}
    >
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <div className="list-search-row">
          <input
            id={id}
            type="search"
            value={text}
            aria-invalid={tooLong || undefined}
            aria-describedby={describedBy}
            onChange={(event) => type(event.target.value)}
          />
          {text && (
            <Button
              variant="ghost"
              onClick={() => {
                setText('');
                run('');
              }}
            >
              {t`Clear the search`}
            </Button>
          )}
        </div>
        {hint && (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        )}
        {tooLong && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {t`Search for at most ${maxLength} characters.`}
          </p>
        )}
      </div>
    </form>
  );
}
