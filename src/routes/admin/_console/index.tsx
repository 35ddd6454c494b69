import { createFileRoute } from '@tanstack/react-router';
import { AdminHome } from '../../../features/shell/admin-home';

export const Route = createFileRoute('/admin/_console/')({
  component: AdminHome,
});
