// The database of the end-to-end tests' reference backend on its full dataset (playwright.config.ts):
// kept in node_modules/.cache between runs, apart from the one `npm start` uses, and prepared by a
// step of `npm test` (scripts/test-all.mjs) before the end-to-end stage starts the backend.
export const E2E_REFERENCE_DB = 'node_modules/.cache/reference-backend/e2e-full.sqlite';
