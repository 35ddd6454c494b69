import { Outlet, createFileRoute } from '@tanstack/react-router';
import { declareSection } from '../../-guards';

export const Route = createFileRoute('/cabinet/music')({
  ...declareSection('music'),
  component: Outlet,
});
