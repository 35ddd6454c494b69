import { createFileRoute } from '@tanstack/react-router';
import { SectionUnavailable } from '../../../../features/shell/section-unavailable';
import { declareRoute } from '../../../-guards';

export const Route = createFileRoute('/cabinet/music/upload/')({
  ...declareRoute({ name: 'CabinetMusicUpload', layout: 'cabinet', access: 'music', theme: 'music' }),
  component: SectionUnavailable,
});
