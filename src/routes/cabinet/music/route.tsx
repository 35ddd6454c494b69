import { Outlet, createFileRoute } from '@tanstack/react-router';
import { declareRoute } from '../../-guards';

export const Route = createFileRoute('/cabinet/music')({
  ...declareRoute({ name: 'CabinetMusic', layout: 'cabinet', access: 'music', theme: 'music' }),
  component: Outlet,
});
