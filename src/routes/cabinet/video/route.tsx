import { Outlet, createFileRoute } from '@tanstack/react-router';
import { declareSection } from '../../-guards';

export const Route = createFileRoute('/cabinet/video')({
  ...declareSection('video'),
  component: Outlet,
});
