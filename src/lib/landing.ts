/** The landing page is switched off in this deployment; a build turns it on with VITE_LANDING=on. */
export const LANDING_ENABLED = import.meta.env.VITE_LANDING === 'on';
