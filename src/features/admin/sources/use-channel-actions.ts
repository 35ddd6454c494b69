import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { channelsDelete, channelsEdit, getChannelsListQueryKey } from '@generated/api/admin/admin';
import type { Channel } from '@generated/model';
import { describeCallFailure, type StatusMeanings } from '@kit/form/failure';
import { useUndoableActions } from '@ui/undo';
import type { Notice } from '../notices';
import { withActivity } from './channel-values';

const MEANINGS: StatusMeanings = {
  403: msg`Your account may not change channels. Ask an administrator for this right.`,
  404: msg`The channel no longer exists: someone may have deleted it. The list has been refreshed.`,
};

/**
 * What can be done to a listed channel: switch its recording on or off, and delete it. A delete
 * is held back for a few seconds with an undo (nothing is sent when it is undone) and the channel
 * leaves the list at once; the list is asked again after every change.
 */
export function useChannelActions() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const undoable = useUndoableActions();
  const [deleting, setDeleting] = useState<ReadonlySet<number>>(() => new Set());
  const [switching, setSwitching] = useState<number>();
  const [notice, setNotice] = useState<Notice>();
  // Which channel each held delete is for, to bring it back on an undo.
  const held = useRef(new Map<number, number>());
  const dismiss = useCallback(() => setNotice(undefined), []);

  const refresh = () => queryClient.invalidateQueries({ queryKey: [getChannelsListQueryKey()[0]] });
  const mark = (id: number, on: boolean) =>
    setDeleting((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const setActive = async (channel: Channel, isActive: boolean) => {
    const name = channel.name;
    setNotice(undefined);
    setSwitching(channel.id);
    try {
      await channelsEdit(withActivity(channel, isActive));
      setNotice({
        tone: 'success',
        text: isActive ? t`“${name}” is recorded again.` : t`“${name}” is no longer recorded; its history is kept.`,
      });
    } catch (error) {
      const reason = describeCallFailure(error, i18n, MEANINGS);
      setNotice({
        tone: 'error',
        text: isActive
          ? t`“${name}” could not be switched on. ${reason}`
          : t`“${name}” could not be switched off. ${reason}`,
      });
    }
    // The row keeps its pending button until the list shows the channel as it now is.
    await refresh();
    setSwitching(undefined);
  };

  const remove = (channel: Channel) => {
    const name = channel.name;
    setNotice(undefined);
    mark(channel.id, true);
    const pendingId = undoable.schedule(t`“${name}” will be deleted.`, async () => {
      held.current.delete(pendingId);
      try {
        await channelsDelete({ id: channel.id });
        setNotice({ tone: 'success', text: t`“${name}” was deleted.` });
      } catch (error) {
        const reason = describeCallFailure(error, i18n, MEANINGS);
        setNotice({ tone: 'error', text: t`“${name}” could not be deleted. ${reason}` });
      }
      await refresh();
      mark(channel.id, false);
    });
    held.current.set(pendingId, channel.id);
  };

  const undo = (pendingId: number) => {
    undoable.undo(pendingId);
    const id = held.current.get(pendingId);
    held.current.delete(pendingId);
    if (id !== undefined) mark(id, false);
  };

  /** The channel a held delete is for. */
  const heldChannel = (pendingId: number) => held.current.get(pendingId);

  return {
    pending: undoable.pending,
    deleting,
    switching,
    notice,
    setNotice,
    dismiss,
    setActive,
    remove,
    undo,
    heldChannel,
  };
}
