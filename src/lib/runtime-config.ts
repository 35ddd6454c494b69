/**
 * The deployment's settings, read once when the app starts. The server fills them in at its own
 * start, without a rebuild: the production image writes them as JSON into index.html's
 * `<meta name="app-config" content="…">` (deploy/, README "Deploying"). A setting the page does not
 * carry, or carries in a shape that is not valid, falls back to the build's value (VITE_*), and
 * the dev and preview servers carry none.
 */
export interface RuntimeConfig {
  /** Where cabinet calls go: '' for this origin, or an http(s) base URL. */
  cabinetApiUrl: string;
  /** Where admin console calls go: a path on this origin (the default, `/admin-api`) or an http(s) base URL. */
  adminApiUrl: string;
  /** Whether `/` shows the landing page (otherwise it leads to sign-in). */
  landing: boolean;
  /** Where real-user speed is reported; none means nothing is measured. */
  vitalsEndpoint?: string;
  /** The loading overlays' animation; none means the spinner alone. */
  loadingAnimation?: string;
}

/**
 * A link the app may call: an http(s) URL, or a path on this origin (`/…`, not `//host`).
 * Anything else (another scheme, a relative path, text that is no URL) is refused: undefined.
 * The one validator of every configured link.
 */
export function httpLink(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const link = value.trim();
  if (!link) return undefined;
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A backend's base: a valid link without its trailing slash (calls append `/api/…`). */
function apiBase(value: unknown): string | undefined {
  if (value === '') return '';
  const link = httpLink(value);
  return link?.replace(/\/+$/, '');
}

/** The build's settings (VITE_*), which the page's settings override one by one. */
export interface BuildSettings {
  VITE_CABINET_API_URL?: string;
  VITE_ADMIN_API_URL?: string;
  VITE_LANDING?: string;
  VITE_VITALS_ENDPOINT?: string;
  VITE_LOADING_ANIMATION?: string;
}

/** The page's settings: the JSON of `<meta name="app-config">`, or {} when absent, empty or not an object. */
export function pageSettings(
  doc: Pick<Document, 'querySelector'> | undefined = globalThis.document,
): Record<string, unknown> {
  const content = doc?.querySelector<HTMLMetaElement>('meta[name="app-config"]')?.content;
  if (!content) return {};
  try {
    const parsed: unknown = JSON.parse(content);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const on = (value: unknown): boolean | undefined =>
  value === true || value === 'on' ? true : value === false || value === 'off' ? false : undefined;

/** The settings in force: each from the page when it is valid there, else from the build. */
export function resolveRuntimeConfig(page: Record<string, unknown>, build: BuildSettings): RuntimeConfig {
  const animation = (value: unknown) => (value === 'off' ? null : httpLink(value));
  const pageAnimation = animation(page.loadingAnimation);
  const buildAnimation = animation(build.VITE_LOADING_ANIMATION?.trim());
  return {
    cabinetApiUrl: apiBase(page.cabinetApiUrl) ?? apiBase(build.VITE_CABINET_API_URL ?? '') ?? '',
    adminApiUrl: apiBase(page.adminApiUrl) || apiBase(build.VITE_ADMIN_API_URL) || '/admin-api',
    landing: on(page.landing) ?? build.VITE_LANDING === 'on',
    vitalsEndpoint: httpLink(page.vitalsEndpoint) ?? httpLink(build.VITE_VITALS_ENDPOINT),
    loadingAnimation:
      (pageAnimation !== undefined
        ? pageAnimation
        : buildAnimation !== undefined
          ? buildAnimation
          : '/animations/loading.json') ?? undefined,
  };
}

export const RUNTIME_CONFIG: RuntimeConfig = resolveRuntimeConfig(pageSettings(), import.meta.env as BuildSettings);
