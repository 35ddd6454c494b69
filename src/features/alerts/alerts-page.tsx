import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import {
  getAlertsListQueryKey,
  useAlertsDelete,
  useAlertsList,
  useAlertsPause,
  useAlertsResume,
  useNotificationsList,
} from '@generated/api/alerts/alerts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AlertList, AlertRule } from '@generated/model';
import type { HttpError } from '@api/errors';
import { isHttpError } from '@api/errors';
import { useFormatters } from '@i18n/format';
import { describeCallFailure } from '@kit/form/failure';
import { PageHeader } from '@kit/page/page-header';
import { Pager } from '@kit/table/pager';
import { openAlertForm } from '@kit/alerts/alert-form-store';
import { loadAlertForm } from '@kit/alerts/alert-form-host';
import { KIND_LABELS, STATE_LABELS, scopeWords } from '@kit/alerts/labels';
import { NotificationItem, relativeTime, useMarkRead } from '@kit/alerts/notification-item';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { BlockFailure, BlockLoading } from '@ui/query-block';
import { UndoBar } from '@ui/undo-bar';
import { useUndoableActions } from '@ui/undo';
import { DigestForm } from './digest-form';
import './alerts-page.css';

const route = getRouteApi('/cabinet/alerts');

/** Notifications a page of the alerts page lists. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * The alerts page: the account's rules (paused, resumed, edited, deleted with an undo), its
 * notifications a page at a time, and the daily digest. A backend without alerts (404) makes the
 * page say so and nothing else.
 */
export function AlertsPage() {
  const { t } = useLingui();
  const rules = useAlertsList({});
  if (isHttpError(rules.error) && rules.error.status === 404) {
    return (
      <div className="alerts-page">
        <PageHeader />
        <p role="status">{t`Alerts are not offered by this service.`}</p>
      </div>
    );
  }
  return (
    <div className="alerts-page">
      <PageHeader>
        <Button
          onPointerEnter={() => void loadAlertForm()}
          onFocus={() => void loadAlertForm()}
          onClick={() => openAlertForm({})}
        >
          {t`New alert`}
        </Button>
      </PageHeader>
      <Rules query={rules} />
      <Notifications />
      <DigestForm />
    </div>
  );
}

function Rules({ query }: { query: UseQueryResult<AlertList, HttpError> }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const queryClient = useQueryClient();
  const pause = useAlertsPause();
  const resume = useAlertsResume();
  const remove = useAlertsDelete();
  const held = useUndoableActions();
  const [heldRules, setHeldRules] = useState<ReadonlyMap<number, number>>(new Map());
  const [confirming, setConfirming] = useState<AlertRule>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState<number>();
  const undoBox = useRef<HTMLDivElement>(null);
  const pendingCount = held.pending.length;
  const seen = useRef(pendingCount);
  useEffect(() => {
    if (pendingCount > seen.current)
      undoBox.current?.querySelector<HTMLButtonElement>('.undo-item:last-child button')?.focus();
    seen.current = pendingCount;
  }, [pendingCount]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: getAlertsListQueryKey().slice(0, 1) });
  const toggle = async (rule: AlertRule) => {
    setFailure(undefined);
    setBusy(rule.id);
    try {
      await (rule.state === 'active' ? pause : resume).mutateAsync({ data: { id: rule.id } });
      await refresh();
    } catch (error) {
      setFailure(describeCallFailure(error, i18n));
    } finally {
      setBusy(undefined);
    }
  };
  const deleteRule = (rule: AlertRule) => {
    setConfirming(undefined);
    const name = rule.name;
    const action = held.schedule(t`The alert “${name}” is deleted.`, () => {
      remove
        .mutateAsync({ data: { id: rule.id } })
        .then(refresh, (error: unknown) => setFailure(describeCallFailure(error, i18n)))
        .finally(() => setHeldRules((previous) => new Map([...previous].filter(([key]) => key !== action))));
    });
    setHeldRules((previous) => new Map([...previous, [action, rule.id]]));
  };
  const undo = (action: number) => {
    held.undo(action);
    const id = heldRules.get(action);
    setHeldRules((previous) => new Map([...previous].filter(([key]) => key !== action)));
    setTimeout(() => document.getElementById(`alert-${id}-delete`)?.focus(), 0);
  };

  const hidden = new Set(heldRules.values());
  const items = (query.data?.items ?? []).filter((rule) => !hidden.has(rule.id));
  const confirmingName = confirming?.name ?? '';
  return (
    <section className="alerts-block" aria-labelledby="alerts-rules-title">
      <h2 id="alerts-rules-title">{t`Alert rules`}</h2>
      {failure && <Alert>{failure}</Alert>}
      {query.isPending ? (
        <BlockLoading />
      ) : query.isError ? (
        <BlockFailure error={query.error} retrying={query.isFetching} onRetry={() => query.refetch()} />
      ) : items.length === 0 ? (
        <p className="muted">{t`No alerts yet. Create one here, or with “Alert me” beside a saved view, a chart, a story, a person or an upload.`}</p>
      ) : (
        <ul className="alert-rules">
          {items.map((rule) => {
            const name = rule.name;
            const fired = rule.fired;
            const when = rule.last_fired_at ? relativeTime(rule.last_fired_at, format.locale) : '';
            return (
              <li key={rule.id} className={`alert-rule is-${rule.state}`}>
                <div className="alert-rule-head">
                  <h3>{rule.name}</h3>
                  <span className={`alert-state alert-state-${rule.state}`}>{i18n._(STATE_LABELS[rule.state])}</span>
                </div>
                <p className="alert-rule-kind">
                  {i18n._(KIND_LABELS[rule.kind])}
                  {(rule.kind === 'spike' || rule.kind === 'threshold' || rule.kind === 'new_story') && (
                    <> · {scopeWords(rule.scope, i18n)}</>
                  )}
                </p>
                {rule.state === 'stopped' && (
                  <p className="alert-rule-stopped">
                    {t`Stopped: the access to its section was withdrawn. It starts again when the access returns.`}
                  </p>
                )}
                <p className="muted">
                  {rule.last_fired_at ? t`Last notified ${when}, ${fired} times in all` : t`Has not notified yet`}
                </p>
                <div className="alert-rule-actions">
                  {rule.state !== 'stopped' && (
                    <Button
                      variant="ghost"
                      pending={busy === rule.id}
                      aria-label={rule.state === 'active' ? t`Pause “${name}”` : t`Resume “${name}”`}
                      onClick={() => void toggle(rule)}
                    >
                      {rule.state === 'active' ? t`Pause` : t`Resume`}
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    aria-label={t`Edit “${name}”`}
                    onPointerEnter={() => void loadAlertForm()}
                    onClick={() => openAlertForm({ rule })}
                  >
                    {t`Edit`}
                  </Button>
                  <Button
                    id={`alert-${rule.id}-delete`}
                    variant="ghost"
                    aria-label={t`Delete “${name}”`}
                    onClick={() => setConfirming(rule)}
                  >
                    {t`Delete`}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== undefined}
        title={t`Delete the alert?`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        onConfirm={() => confirming && deleteRule(confirming)}
        onCancel={() => setConfirming(undefined)}
      >
        <p>{t`“${confirmingName}” and its notifications will be deleted.`}</p>
      </ConfirmDialog>
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
    </section>
  );
}

function Notifications() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const unreadOnly = search.unread === 'only';
  const list = useNotificationsList(
    { page, limit: NOTIFICATIONS_PAGE_SIZE, ...(unreadOnly ? { unread_only: true } : {}) },
    { query: { placeholderData: (previous) => previous } },
  );
  const read = useMarkRead();
  const unread = list.data?.unread ?? 0;
  return (
    <section className="alerts-block" aria-labelledby="alerts-notifications-title">
      <div className="alerts-block-head">
        <h2 id="alerts-notifications-title">{t`Notifications`}</h2>
        <label className="check">
          <input
            type="checkbox"
            checked={unreadOnly}
            onChange={(event) =>
              void navigate({
                search: (previous) => ({
                  ...previous,
                  unread: event.target.checked ? 'only' : undefined,
                  page: undefined,
                }),
                replace: true,
              })
            }
          />
          <span>{t`Unread only`}</span>
        </label>
        <Button
          variant="ghost"
          disabled={unread === 0}
          pending={read.pending}
          onClick={() => void read.mark({ all: true }).catch(() => undefined)}
        >
          {t`Mark all read`}
        </Button>
      </div>
      {list.isPending ? (
        <BlockLoading />
      ) : list.isError ? (
        <BlockFailure error={list.error} retrying={list.isFetching} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className="muted">{unreadOnly ? t`Nothing unread.` : t`No notifications yet.`}</p>
      ) : (
        <>
          <ul className="notification-list alerts-notifications" aria-label={t`Notifications`}>
            {list.data.items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                markRead={(ids) => read.mark({ ids })}
              />
            ))}
          </ul>
          <Pager
            page={page}
            size={NOTIFICATIONS_PAGE_SIZE}
            total={list.data.meta.total}
            label={t`Pages of notifications`}
            onPage={(next) =>
              void navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) })
            }
          />
        </>
      )}
    </section>
  );
}
