import { createFileRoute } from '@tanstack/react-router';
import { CabinetLayout } from '../../features/shell/cabinet-layout';
import { requireSection } from '../-guards';

/** The cabinet: every path below it needs the cabinet JWT. */
export const Route = createFileRoute('/cabinet')({
  beforeLoad: ({ context, location }) => requireSection('cabinet', context, location),
  component: CabinetLayout,
});
