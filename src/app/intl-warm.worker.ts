import { warmIntl } from './intl-warm';

// Builds the Intl locale data for the page, then ends (src/app/intl-warm.ts).
warmIntl();
close();
