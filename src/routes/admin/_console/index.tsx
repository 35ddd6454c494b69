import { createFileRoute } from '@tanstack/react-router';
import { SectionUnavailable } from '../../../features/shell/section-unavailable';
import { declareRoute } from '../../-guards';

export const Route = createFileRoute('/admin/_console/')({
  ...declareRoute({ name: 'AdminMusicUpload', layout: 'cabinet', theme: 'admin' }),
  component: SectionUnavailable,
});
