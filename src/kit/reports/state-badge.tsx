import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import './reports.css';

/** How a state reads: settled well, settled badly, or on its way. */
export type StateTone = 'ok' | 'bad' | 'busy' | 'neutral';

/** A state in plain words on a coloured badge; the words carry the meaning, the colour only helps. */
export function StateBadge({ label, tone }: { label: MessageDescriptor; tone: StateTone }) {
  const { i18n } = useLingui();
  return <span className={`state-badge state-badge-${tone}`}>{i18n._(label)}</span>;
}

/** The tone of a task state (queued, processing, done, failed). */
export function taskTone(state: 'queued' | 'processing' | 'done' | 'failed'): StateTone {
  return state === 'done' ? 'ok' : state === 'failed' ? 'bad' : 'busy';
}
