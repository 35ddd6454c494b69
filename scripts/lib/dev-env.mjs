// What `npm start` gives the dev server: where its proxy sends `/api` and `/admin-api`, and whether
// the QA scenario switch is in the app.

/**
 * The dev server's environment. `backend` is the local backend's origin (the reference backend or
 * the mock), undefined for other backends (CABINET_API_URL and ADMIN_API_URL, which the dev server
 * reads itself). The QA switch (`VITE_MOCK=on`) is on against the mock and when `qa` asks for it
 * with a local backend, never for other backends: they are real ones.
 *
 * @param {{ backend?: string, mock?: boolean, qa?: boolean, mockPort: number }} options
 * @returns {Record<string, string>}
 */
export function devServerEnv({ backend, mock = false, qa = false, mockPort }) {
  if (!backend) return { VITE_MOCK: 'off' };
  return {
    VITE_MOCK: mock || qa ? 'on' : 'off',
    CABINET_API_URL: backend,
    ADMIN_API_URL: backend,
    MOCK_PORT: String(mockPort),
  };
}
