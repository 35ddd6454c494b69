import { createFileRoute } from '@tanstack/react-router';
import { SectionUnavailable } from '../../../features/shell/section-unavailable';
import { declareRoute } from '../../-guards';

export const Route = createFileRoute('/cabinet/video/entities')({
  ...declareRoute({ name: 'MonitoringKeyEntitiesVideo', layout: 'cabinet', access: 'video_infopole', theme: 'video' }),
  component: SectionUnavailable,
});
