import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TranscriptionReport } from '@generated/model';
import { useChannelTypeLabel } from '@kit/channels';
import { TaskStateBadge } from '@kit/reports/reports-table';
import { useFormatters } from '@i18n/format';
import { LANGUAGE_LABELS } from '../report-labels';
import { utteranceAnchors } from './transcript-search';

/** What a report is: its channel, window of air, language, state and when it was ordered. */
export function ReportFacts({ report }: { report: TranscriptionReport }) {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const channelType = useChannelTypeLabel();
  return (
    <dl className="report-facts">
      <dt>{t`Channel`}</dt>
      <dd>
        <bdi>{report.channel.name}</bdi> <span className="cell-note">{channelType(report.channel.type)}</span>
      </dd>
      <dt>{t`Window of air`}</dt>
      <dd>
        {fmt.dateTime(report.start)} – {fmt.date(report.end, 'time')}
      </dd>
      <dt>{t`Language`}</dt>
      <dd>{i18n._(LANGUAGE_LABELS[report.language])}</dd>
      <dt>{t`State`}</dt>
      <dd>
        <TaskStateBadge state={report.state} />
      </dd>
      <dt>{t`Ordered`}</dt>
      <dd>{fmt.dateTime(report.created_at)}</dd>
    </dl>
  );
}

interface Speaker {
  name: string;
  recognised: boolean;
  utterances: number;
  seconds: number;
  first: string;
}

/** Everyone who speaks, most air time first, with where they first speak. */
export function speakersOf(report: TranscriptionReport): Speaker[] {
  const anchors = utteranceAnchors(report.segments.map((segment) => segment.start));
  const speakers = new Map<string, Speaker>();
  report.segments.forEach((segment, index) => {
    const known = speakers.get(segment.speaker);
    const seconds = Math.max(0, segment.end - segment.start);
    if (known) {
      known.utterances += 1;
      known.seconds += seconds;
      known.recognised ||= segment.person_id !== undefined;
    } else {
      speakers.set(segment.speaker, {
        name: segment.speaker,
        recognised: segment.person_id !== undefined,
        utterances: 1,
        seconds,
        first: anchors[index] as string,
      });
    }
  });
  return [...speakers.values()].sort((a, b) => b.seconds - a.seconds);
}

/** The speakers of a transcript; recognised persons are marked, each name leads to their first words. */
export function SpeakerList({ report }: { report: TranscriptionReport }) {
  const { t } = useLingui();
  const fmt = useFormatters();
  return (
    <ul className="speaker-list">
      {speakersOf(report).map((speaker) => (
        <li key={speaker.name}>
          <Link to="." search={true} hash={speaker.first} resetScroll={false} lang={report.language}>
            <bdi>{speaker.name}</bdi>
          </Link>
          {speaker.recognised && <span className="person-badge">{t`recognised person`}</span>}
          <span className="cell-note">
            {t`${plural({ utterances: speaker.utterances }, { 0: 'no utterances', one: '# utterance', other: '# utterances' })}, ${{ duration: fmt.duration(speaker.seconds) }}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
