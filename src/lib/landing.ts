import { RUNTIME_CONFIG } from './runtime-config';

/** Whether `/` shows the landing page: the deployment's setting (src/lib/runtime-config.ts), off by default. */
export const LANDING_ENABLED = RUNTIME_CONFIG.landing;
