import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { SEARCH_MAX } from './search-keys';
import { useSetSearch } from './url-state';

interface SearchBoxProps {
  /** What is searched ("Search channels"). */
  label: string;
  /** What the search matches, under the field. */
  hint?: string;
  /** The URL key the search lives in, and its current value. */
  urlKey: string;
  value: string | undefined;
}

/** How long typing may pause before the list follows. */
const PAUSE_MS = 400;

/**
 * A list's search: the list follows what is typed once typing pauses (or at once on Enter), and
 * the text lives in the URL, so a search is a link. What is typed is never replaced while the
 * person types; Back and Forward bring their own text.
 */
export function SearchBox({ label, hint, urlKey, value }: SearchBoxProps) {
  const { t } = useLingui();
  const id = useId();
  const setSearch = useSetSearch();
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (shown !== value) {
    setShown(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const write = (next: string) => {
    clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed !== (value ?? '')) setSearch({ [urlKey]: trimmed || undefined }, { replace: true });
  };
  const type = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => write(next), PAUSE_MS);
  };

  return (
    <form
      role="search"
      aria-label={label}
      className="admin-search"
      onSubmit={(event) => {
        event.preventDefault();
        write(text);
      }}
    >
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <div className="admin-search-row">
          <input id={id} type="search" value={text} maxLength={SEARCH_MAX} aria-describedby={hint ? `${id}-hint` : undefined} onChange={(event) => type(event.target.value)} />
          {text && (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                setText('');
                write('');
              }}
            >
              {t`Clear`}
            </button>
          )}
        </div>
        {hint && (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        )}
      </div>
    </form>
  );
}
