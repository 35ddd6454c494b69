/**
 * The browser session: both sections' tokens and the cabinet user's info, kept in local storage
 * under one product-specific key so a reload keeps the person signed in.
 */
import type { PermissionMap } from '@lib/access';

export type Section = 'cabinet' | 'admin';

/** The keys a user holds (the access keys of src/lib/access.ts, or `all`). */
export type Permissions = PermissionMap;

export interface SessionUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  permissions: Permissions;
}

export interface AdminUser {
  id: number;
  name: string;
  email: string;
  /**
   * `operator` uploads tracks and runs reports but may not change channels; absent in sessions stored before it was
   * kept.
   */
  role?: 'admin' | 'operator';
}

export interface SessionState {
  /** Admin token. */
  token?: string;
  /** Cabinet JWT. */
  jwt_token?: string;
  user?: SessionUser;
  admin?: AdminUser;
  /** When each section was last signed in to (ms): another tab's sign-in shows even with the same token. */
  signed_in_at?: Partial<Record<Section, number>>;
}

export const SESSION_STORAGE_KEY = 'mediamonitor.session';

type Listener = (state: SessionState) => void;
const listeners = new Set<Listener>();

function read(): SessionState {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as SessionState) : {};
  } catch {
    return {};
  }
}

let state: SessionState = read();

function write(next: SessionState) {
  state = next;
  try {
    globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage can be full or disabled (private mode): the session then lives for this tab only.
  }
  for (const listener of listeners) listener(state);
}

export const session = {
  get: (): SessionState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Re-reads storage, e.g. after another tab changed it. */
  reload() {
    write(read());
  },
  tokenFor(section: Section): string | undefined {
    return section === 'admin' ? state.token : state.jwt_token;
  },
  isLoggedIn(): boolean {
    return Boolean(state.token || state.jwt_token);
  },
  signInCabinet(jwt: string, user: SessionUser) {
    write({ ...state, jwt_token: jwt, user, signed_in_at: { ...state.signed_in_at, cabinet: Date.now() } });
  },
  signInAdmin(token: string, admin: AdminUser) {
    write({ ...state, token, admin, signed_in_at: { ...state.signed_in_at, admin: Date.now() } });
  },
  /**
   * Stores a freshly loaded profile. Only an empty permission set (no flag at all) keeps the
   * previous permissions (spec §4); a set whose flags are all false is the server withdrawing
   * access, and is applied: the menus hide and the routes answer Unauthorized (decision 018).
   */
  updateUser(user: SessionUser) {
    const empty = Object.keys(user.permissions ?? {}).length === 0;
    const permissions = empty && state.user ? state.user.permissions : user.permissions;
    write({ ...state, user: { ...user, permissions } });
  },
  /** Clears only the given section's credentials. */
  signOut(section: Section) {
    const next = { ...state };
    if (section === 'admin') {
      delete next.token;
      delete next.admin;
    } else {
      delete next.jwt_token;
      delete next.user;
    }
    write(next);
  },
};
