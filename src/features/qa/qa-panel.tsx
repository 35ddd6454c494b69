import { useLingui } from '@lingui/react/macro';
import { useId, useState, useSyncExternalStore } from 'react';
import type { operations } from '@generated/schema';
import { currentQueryClient } from '@api/query-store';
import { FAULTS, scenario, scenarioOperations, type Fault, type Scenario } from '@api/scenario';
import { stringifyQuery } from '@lib/query-string';
import { Button } from '@ui/button';
import { applyScenario } from './apply-scenario';

/** An error status that some operation of the contract documents (the mock forces only those). */
type DocumentedError = Exclude<{ [Id in keyof operations]: keyof operations[Id]['responses'] }[keyof operations], 200>;

const STATUSES: DocumentedError[] = [401, 403, 404, 500];
const LATENCIES = [500, 1500, 3000];

/**
 * The QA scenario switch of mock builds: makes the mock answer with a named example, a forced
 * status or a fault (for one operation or all) or after a delay, and copies a link that opens the
 * app in that state.
 */
export default function QaPanel() {
  const { t } = useLingui();
  const id = useId();
  const active = useSyncExternalStore(scenario.subscribe, scenario.get, scenario.get);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Scenario>(active);
  const [copied, setCopied] = useState(false);
  const operations = scenarioOperations();
  const examples = [...new Set(operations.flatMap((operation) => operation.examples))].sort();
  const activeCount = Object.keys(active).length;
  const faultLabels: Record<Fault, string> = {
    malformed: t`Malformed body (cut-short JSON)`,
    'wrong-shape': t`Wrong-shaped body (other JSON)`,
    network: t`Network failure`,
  };

  const apply = (next: Scenario) => {
    void applyScenario(next, currentQueryClient());
    setDraft(scenario.get());
  };
  const link = () => {
    const url = new URL(window.location.href);
    const query = stringifyQuery({ qa: scenario.get() });
    url.search = [url.search.replace(/^\?/, ''), query].filter(Boolean).join('&');
    return url.toString();
  };

  return (
    <div className="qa-switch">
      <button
        type="button"
        className="qa-toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        {activeCount > 0 ? t`QA scenario on` : t`QA scenarios`}
      </button>
      {open && (
        <form
          id={`${id}-panel`}
          className="qa-panel"
          aria-label={t`QA scenarios`}
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft);
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-example`}>{t`Named example`}</label>
            <select
              id={`${id}-example`}
              value={draft.example ?? ''}
              onChange={(event) => setDraft({ ...draft, example: event.target.value || undefined })}
            >
              <option value="">{t`The first example`}</option>
              {examples.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-status`}>{t`Forced status`}</label>
            <select
              id={`${id}-status`}
              value={draft.status ?? ''}
              onChange={(event) =>
                setDraft({ ...draft, status: event.target.value ? Number(event.target.value) : undefined })
              }
            >
              <option value="">{t`None`}</option>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-fault`}>{t`Fault`}</label>
            <select
              id={`${id}-fault`}
              value={draft.fault ?? ''}
              onChange={(event) =>
                setDraft({ ...draft, fault: (event.target.value || undefined) as Fault | undefined })
              }
            >
              <option value="">{t`None`}</option>
              {FAULTS.map((fault) => (
                <option key={fault} value={fault}>
                  {faultLabels[fault]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-operation`}>{t`For the operation`}</label>
            <select
              id={`${id}-operation`}
              value={draft.operation ?? ''}
              onChange={(event) => setDraft({ ...draft, operation: event.target.value || undefined })}
            >
              <option value="">{t`Every operation`}</option>
              {operations.map((operation) => (
                <option key={operation.id} value={operation.id}>
                  {operation.id}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-latency`}>{t`Added latency`}</label>
            <select
              id={`${id}-latency`}
              value={draft.latency ?? ''}
              onChange={(event) =>
                setDraft({ ...draft, latency: event.target.value ? Number(event.target.value) : undefined })
              }
            >
              <option value="">{t`None`}</option>
              {LATENCIES.map((ms) => (
                <option key={ms} value={ms}>
                  {t`${ms} ms`}
                </option>
              ))}
            </select>
          </div>
          <div className="form-actions">
            <Button type="submit">{t`Apply`}</Button>
            <Button variant="secondary" onClick={() => apply({})}>
              {t`Clear`}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                void navigator.clipboard?.writeText(link()).then(() => setCopied(true));
              }}
            >
              {copied ? t`Link copied` : t`Copy a link to this state`}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
