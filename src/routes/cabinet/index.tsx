import { createFileRoute } from '@tanstack/react-router';
import { CabinetHome } from '@features/cabinet/cabinet-home';

export const Route = createFileRoute('/cabinet/')({
  staticData: { name: 'CabinetHome' },
  component: CabinetHome,
});
