import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { stringifyQuery } from '@lib/query-string';
import { sectionByKey, type SectionKey } from '@lib/sections';
import { VIEW_NAME_MAX, viewSearch, type SavedView } from '@lib/views/saved-views';
import {
  VIEWS_PER_SECTION,
  addView,
  cleanName,
  nameProblem,
  removeView,
  renameView,
  sectionViews,
  setDefault,
  viewFilters,
  type NameProblem,
} from '@lib/views/view-edits';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { UndoBar } from '@ui/undo-bar';
import { useUndoableActions } from '@ui/undo';
import { useModalDialog } from '@ui/use-modal-dialog';
import type { OptionsSource } from '@lib/filters/options';
import { useFilterWords } from '../filters/filter-words';
import { useSectionFilters } from '../filters/use-section-filters';
import { useOpenView } from './open-saved-view';
import { useViews } from './views-store';
import { AlertMeButton } from '../alerts/alert-me';
import { scopeOfFilters } from '../alerts/target';
import './views.css';

interface ViewsDialogProps {
  section: SectionKey;
  channels: OptionsSource;
  markers: OptionsSource;
  onClose: () => void;
}

/** A new view's id: random enough that two tabs saving at once never collide. */
function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The section's saved views, in a modal dialog: the current filters saved under a name; each view
 * opened, renamed, made the section's default, given as a link, or deleted (asked first, then held
 * six seconds with an Undo). Kept in this browser, for the signed-in account only.
 */
export function ViewsDialog({ section, channels: channelSource, markers: markerSource, onClose }: ViewsDialogProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const modal = useModalDialog(true, onClose);
  const { state, update } = useViews();
  const { search, filter } = useSectionFilters();
  const open = useOpenView();
  const words = useFilterWords();
  const pathname = useLocation({ select: (location) => location.pathname });
  const entry = sectionByKey(section);
  const fields = [...(entry.filters?.fields ?? []), ...(entry.filters?.focus ?? [])];
  // The names of what is chosen, kept with a view to say later which ones it lost.
  const channels = channelSource(filter.period, Boolean(search.channels));
  const markers = markerSource(filter.period, Boolean(search.markers));
  const held = useUndoableActions();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<NameProblem | 'storage' | 'many'>();
  const [renaming, setRenaming] = useState<{ id: string; name: string; problem?: NameProblem | 'storage' }>();
  const [confirming, setConfirming] = useState<SavedView>();
  const [said, setSaid] = useState('');
  const [link, setLink] = useState<{ id: string; href: string }>();
  // The views held back for an undo, by the action holding each.
  const [heldViews, setHeldViews] = useState<ReadonlyMap<number, string>>(new Map());
  const undoBox = useRef<HTMLDivElement>(null);
  const back = useRef<string | undefined>(undefined);

  const views = sectionViews(state, section).filter((view) => ![...heldViews.values()].includes(view.id));
  const pendingCount = held.pending.length;
  const seenPending = useRef(pendingCount);
  // A newly held delete takes the focus to its Undo button; an undone one gives it back to the view's Delete.
  useEffect(() => {
    if (pendingCount > seenPending.current)
      undoBox.current?.querySelector<HTMLButtonElement>('.undo-item:last-child button')?.focus();
    seenPending.current = pendingCount;
    if (back.current && !([...heldViews.values()] as string[]).includes(back.current)) {
      document.getElementById(`${id}-${back.current}-delete`)?.focus();
      back.current = undefined;
    }
  }, [pendingCount, heldViews, id]);
  const defaultId = state.defaults[section];
  const sectionName = i18n._(entry.label);

  const problemText = (reason: NameProblem | 'storage' | 'many' | undefined, typed: string) => {
    const clean = cleanName(typed);
    if (reason === 'empty') return t`Give the view a name.`;
    if (reason === 'long') return t`A view's name has at most ${VIEW_NAME_MAX} characters.`;
    if (reason === 'taken') return t`There is already a view named “${clean}” here: choose another name.`;
    if (reason === 'many') return t`A section keeps at most ${VIEWS_PER_SECTION} views: delete one to save another.`;
    if (reason === 'storage') return t`The browser did not keep the view: its storage is full or turned off.`;
    return undefined;
  };

  const namesOf = (source: ReturnType<OptionsSource>, chosen: number[] | undefined) => {
    if (!chosen) return undefined;
    const kept = source.options
      .filter((option) => chosen.includes(option.value))
      .map((option) => [String(option.value), option.label]);
    return kept.length > 0 ? Object.fromEntries(kept) : undefined;
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const reason =
      nameProblem(state, section, name) ??
      (sectionViews(state, section).length >= VIEWS_PER_SECTION ? 'many' : undefined);
    if (reason) return setProblem(reason);
    const view: SavedView = {
      id: newId(),
      section,
      name: cleanName(name),
      ...viewFilters(search, new Date()),
      names: { channels: namesOf(channels, search.channels), markers: namesOf(markers, search.markers) },
      saved: Date.now(),
    };
    if (!update((latest) => addView(latest, view))) return setProblem('storage');
    const saved = view.name;
    setName('');
    setProblem(undefined);
    setSaid(t`The view “${saved}” is saved.`);
  };

  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    const reason = nameProblem(state, section, renaming.name, renaming.id);
    if (reason) return setRenaming({ ...renaming, problem: reason });
    const { id: renamedId, name: newName } = renaming;
    if (!update((latest) => renameView(latest, renamedId, newName)))
      return setRenaming({ ...renaming, problem: 'storage' });
    const renamed = cleanName(renaming.name);
    setRenaming(undefined);
    setSaid(t`Renamed to “${renamed}”.`);
  };

  const toggleDefault = (view: SavedView) => {
    const on = defaultId !== view.id;
    const viewName = view.name;
    if (!update((latest) => setDefault(latest, section, on ? view.id : undefined)))
      return setSaid(problemText('storage', '') ?? '');
    setSaid(
      on
        ? t`“${viewName}” now opens ${sectionName} when it is entered without filters.`
        : t`${sectionName} opens without a saved view again.`,
    );
  };

  const linkOf = (view: SavedView) => {
    const query = stringifyQuery({ ...viewSearch(view, new Date()) });
    return `${window.location.origin}${pathname}${query ? `?${query}` : ''}`;
  };
  const copy = async (view: SavedView) => {
    const href = linkOf(view);
    const viewName = view.name;
    try {
      await navigator.clipboard.writeText(href);
      setLink(undefined);
      setSaid(t`The link to “${viewName}” is copied.`);
    } catch {
      // Without the clipboard, the link is shown to copy by hand.
      setLink({ id: view.id, href });
      setSaid(t`The link could not be copied: it is shown under the view.`);
    }
  };

  const remove = (view: SavedView) => {
    setConfirming(undefined);
    const viewName = view.name;
    const action = held.schedule(t`The view “${viewName}” is deleted.`, () => {
      update((latest) => removeView(latest, view.id));
      setHeldViews((previous) => new Map([...previous].filter(([key]) => key !== action)));
    });
    setHeldViews((previous) => new Map([...previous, [action, view.id]]));
  };
  const undo = (action: number) => {
    held.undo(action);
    back.current = heldViews.get(action);
    setHeldViews((previous) => new Map([...previous].filter(([key]) => key !== action)));
  };

  const confirmingName = confirming?.name ?? '';
  return (
    <>
      <dialog {...modal} className="views-dialog" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t`Saved views: ${sectionName}`}</h2>
        <p className="muted">{t`Kept in this browser for your account only.`}</p>
        <form className="views-save" onSubmit={save} noValidate>
          <div className="field">
            <label htmlFor={`${id}-name`}>{t`Save the current filters as`}</label>
            <input
              id={`${id}-name`}
              data-initial-focus
              value={name}
              maxLength={VIEW_NAME_MAX * 2}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => {
                setName(event.target.value);
                if (problem) setProblem(undefined);
              }}
            />
            {problem && (
              <p id={`${id}-problem`} className="field-error" role="alert">
                {problemText(problem, name)}
              </p>
            )}
          </div>
          <Button type="submit">{t`Save view`}</Button>
        </form>
        {views.length === 0 ? (
          <p className="views-empty">{t`No saved views in this section yet.`}</p>
        ) : (
          <ul className="views-list" aria-label={t`Saved views`}>
            {views.map((view) => {
              const isDefault = defaultId === view.id;
              const summary = words(viewSearch(view, new Date()), {
                fields,
                preset: view.preset,
                names: {
                  channels: (channel) => view.names?.channels?.[String(channel)],
                  markers: (marker) => view.names?.markers?.[String(marker)],
                },
              })
                .map((word) => `${word.label}: ${word.value}`)
                .join(' · ');
              const viewName = view.name;
              return (
                <li key={view.id} className="views-item">
                  <div className="views-head">
                    <button
                      type="button"
                      className="link-button views-open"
                      onClick={() => {
                        onClose();
                        void open(view);
                      }}
                    >
                      {view.name}
                    </button>
                    {isDefault && <span className="views-badge">{t`Opens the section`}</span>}
                  </div>
                  <p className="muted views-summary">{summary || t`The section's default filters`}</p>
                  {renaming?.id === view.id ? (
                    <form className="views-rename" onSubmit={rename} noValidate>
                      <div className="field">
                        <label htmlFor={`${id}-${view.id}-rename`}>{t`New name for “${viewName}”`}</label>
                        <input
                          id={`${id}-${view.id}-rename`}
                          // The person asked to rename: the field takes the focus.
                          // eslint-disable-next-line jsx-a11y/no-autofocus
                          autoFocus
                          value={renaming.name}
                          maxLength={VIEW_NAME_MAX * 2}
                          aria-invalid={renaming.problem ? true : undefined}
                          aria-describedby={renaming.problem ? `${id}-${view.id}-rename-problem` : undefined}
                          onChange={(event) => setRenaming({ id: view.id, name: event.target.value })}
                          onKeyDown={(event) => {
                            if (event.key === 'Escape') {
                              event.preventDefault();
                              event.stopPropagation();
                              setRenaming(undefined);
                            }
                          }}
                        />
                        {renaming.problem && (
                          <p id={`${id}-${view.id}-rename-problem`} className="field-error" role="alert">
                            {problemText(renaming.problem, renaming.name)}
                          </p>
                        )}
                      </div>
                      <div className="form-actions">
                        <Button type="submit">{t`Rename`}</Button>
                        <Button variant="secondary" onClick={() => setRenaming(undefined)}>
                          {t`Cancel`}
                        </Button>
                      </div>
                    </form>
                  ) : (
                    <div className="views-actions">
                      <Button variant="ghost" aria-pressed={isDefault} onClick={() => toggleDefault(view)}>
                        {t`Open the section with it`}
                      </Button>
                      <Button
                        variant="ghost"
                        aria-label={t`Rename “${viewName}”`}
                        onClick={() => setRenaming({ id: view.id, name: view.name })}
                      >
                        {t`Rename`}
                      </Button>
                      <Button
                        variant="ghost"
                        aria-label={t`Copy a link to “${viewName}”`}
                        onClick={() => void copy(view)}
                      >
                        {t`Copy link`}
                      </Button>
                      {section === 'info' && (
                        <AlertMeButton
                          accessibleLabel={t`Alert me on “${viewName}”`}
                          onOpen={onClose}
                          draft={() => ({
                            kind: 'spike',
                            name: view.name,
                            scope: scopeOfFilters(viewSearch(view, new Date()), view.name),
                          })}
                        />
                      )}
                      <Button
                        id={`${id}-${view.id}-delete`}
                        variant="ghost"
                        aria-label={t`Delete “${viewName}”`}
                        onClick={() => setConfirming(view)}
                      >
                        {t`Delete`}
                      </Button>
                    </div>
                  )}
                  {link?.id === view.id && (
                    <div className="field">
                      <label htmlFor={`${id}-${view.id}-link`}>{t`Link to “${viewName}”`}</label>
                      <input
                        id={`${id}-${view.id}-link`}
                        readOnly
                        value={link.href}
                        onFocus={(event) => event.target.select()}
                      />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <p className="visually-hidden" role="status">
          {said}
        </p>
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose}>
            {t`Close`}
          </Button>
        </div>
        <div ref={undoBox}>
          <UndoBar
            pending={held.pending}
            onUndo={undo}
            undoLabel={t`Undo`}
            countdown={(seconds) => t`in ${seconds} s`}
            announcement={({ label, seconds }) =>
              t`${label} Press Enter within ${seconds} s to undo: the focus is on its Undo button.`
            }
          />
        </div>
      </dialog>
      <ConfirmDialog
        open={confirming !== undefined}
        title={t`Delete the view “${confirmingName}”?`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Keep it`}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => confirming && remove(confirming)}
      >
        {t`It is deleted from this browser. You can undo it for a few seconds.`}
      </ConfirmDialog>
    </>
  );
}
