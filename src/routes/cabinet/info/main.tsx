import { createFileRoute } from '@tanstack/react-router';
import { InfoMain } from '../../../features/info/main/info-main';
import { declareRoute } from '../../-guards';

export const Route = createFileRoute('/cabinet/info/main')({
  ...declareRoute({ name: 'CabinetInfoMain', layout: 'cabinet', access: 'infopole', theme: 'info' }),
  component: InfoMain,
});
