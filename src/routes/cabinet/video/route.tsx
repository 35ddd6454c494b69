import { Outlet, createFileRoute } from '@tanstack/react-router';
import { declareRoute } from '../../-guards';

export const Route = createFileRoute('/cabinet/video')({
  ...declareRoute({ name: 'CabinetVideo', layout: 'cabinet', theme: 'video', disabledChannelTypes: ['RADIO'] }),
  component: Outlet,
});
