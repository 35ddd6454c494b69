import { Outlet, createFileRoute } from '@tanstack/react-router';
import { declareRoute } from '../../-guards';

export const Route = createFileRoute('/cabinet/info')({
  ...declareRoute({ name: 'CabinetInfo', layout: 'cabinet', access: 'infopole', theme: 'info' }),
  component: Outlet,
});
