import { createFileRoute } from '@tanstack/react-router';
import { PersonalInfoForm } from '../../features/profile/personal-info-form';
import { CabinetLayout } from '../../features/shell/cabinet-layout';
import { loadAreaCatalog } from '../../i18n/i18n';
import { ensureProfile, requireSection } from '../-guards';

/** The cabinet: every path below it needs the cabinet JWT and the user's profile. */
export const Route = createFileRoute('/cabinet')({
  staticData: { name: 'Cabinet', layout: 'cabinet' },
  beforeLoad: async (args) => {
    requireSection('cabinet', args);
    await Promise.all([ensureProfile(args), loadAreaCatalog('cabinet')]);
  },
  component: () => <CabinetLayout renderProfile={(close) => <PersonalInfoForm onClose={close} />} />,
});
