import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Channel } from '@generated/model';
import { useModalDialog } from '@ui/use-modal-dialog';
import { ChannelForm } from './channel-form';

/** Which form is open: a new channel, or one being edited. */
export type ChannelEditing = { mode: 'create' } | { mode: 'edit'; channel: Channel };

interface ChannelDialogProps {
  editing: ChannelEditing | undefined;
  onSaved: (channel: Channel, mode: ChannelEditing['mode']) => void;
  onClose: () => void;
}

/**
 * The channel form in a modal dialog (the native <dialog>: focus moves in and returns to the
 * button that opened it, the page behind is inert, Escape closes it). On a phone it fills the screen.
 */
export function ChannelDialog({ editing, onSaved, onClose }: ChannelDialogProps) {
  const { t } = useLingui();
  const modal = useModalDialog(editing !== undefined, onClose);
  const headingId = useId();
  const name = editing?.mode === 'edit' ? editing.channel.name : '';
  return (
    <dialog {...modal} className="confirm-dialog channel-dialog" aria-labelledby={headingId}>
      {editing && (
        <>
          <h2 id={headingId}>{editing.mode === 'edit' ? t`Edit the channel “${name}”` : t`Add a channel`}</h2>
          <ChannelForm
            key={editing.mode === 'edit' ? editing.channel.id : 'new'}
            channel={editing.mode === 'edit' ? editing.channel : undefined}
            headingId={headingId}
            onSaved={(channel) => onSaved(channel, editing.mode)}
            onCancel={onClose}
          />
        </>
      )}
    </dialog>
  );
}
