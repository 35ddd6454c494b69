/**
 * Drafts of the longer forms, kept in session storage while the person types so that a reload or
 * a crash costs nothing: one draft per console, account and form (and edited record). A secret
 * (a password, a token) is never written: the rule is here, not in each form. The offer to
 * restore a draft is `useFormDraft` and `DraftNotice` (`kit/drafts`).
 */
import { session, type Section } from '@api/session';

/** Every draft's storage key starts with it, so that `dropDrafts` finds them all. */
export const DRAFT_PREFIX = 'mediamonitor.draft.';

/** How long typing must pause before the draft is written. */
export const DRAFT_DELAY_MS = 300;

/** A form's values as stored: plain JSON. */
export type DraftValues = Record<string, unknown>;

export interface DraftPlace {
  /** The console the form belongs to, whose signed-in account owns the draft. */
  console: Section;
  /** The form's name, e.g. `channel`, `transcription-order`. */
  form: string;
  /** The edited record's id, for a form that edits one. */
  record?: string | number;
}

/** The words of a field name that make it a secret, whatever the form: passwords, PINs, tokens. */
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'pass',
  'passcode',
  'passphrase',
  'pwd',
  'secret',
  'token',
  'pin',
  'otp',
  'cvc',
  'cvv',
]);

/**
 * Whether a field of that name is a secret that never goes to storage: one of its words
 * (`new_password`, `currentPassword`, `password-confirmation`, `api_token`) is a secret's.
 */
export function isSecretField(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return words.some((word) => SECRET_WORDS.has(word) || word.startsWith('password'));
}

/** The id of the account signed in to a console now, if any. */
export function accountOf(console: Section): number | undefined {
  const state = session.get();
  return console === 'admin' ? state.admin?.id : state.user?.id;
}

/** The storage key of a draft for the account signed in now; none while nobody is signed in there. */
export function draftKey({ console, form, record }: DraftPlace, account = accountOf(console)): string | undefined {
  if (account === undefined) return undefined;
  const parts = [console, String(account), form, ...(record === undefined ? [] : [String(record)])];
  return DRAFT_PREFIX + parts.map(encodeURIComponent).join('.');
}

/**
 * The values without their secrets: fields named like a secret (at any depth) and those listed in
 * `secrets` (the names of the form's password inputs) are left out, as is anything JSON cannot hold.
 */
export function withoutSecrets(values: DraftValues, secrets: ReadonlySet<string> = new Set()): DraftValues {
  const clean = (value: unknown): unknown => {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
    if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
    if (Array.isArray(value)) return value.map(clean).filter((item) => item !== undefined);
    if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      const out: DraftValues = {};
      for (const [name, item] of Object.entries(value)) {
        if (isSecretField(name) || secrets.has(name)) continue;
        const kept = clean(item);
        if (kept !== undefined) out[name] = kept;
      }
      return out;
    }
    // Files, dates and other objects are not drafted.
    return undefined;
  };
  return clean(values) as DraftValues;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((name) => `${JSON.stringify(name)}:${canonical((value as DraftValues)[name])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** Whether two sets of values are the same once secrets are left out. */
export function sameValues(a: DraftValues, b: DraftValues, secrets?: ReadonlySet<string>): boolean {
  return canonical(withoutSecrets(a, secrets)) === canonical(withoutSecrets(b, secrets));
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The draft stored under a key, without its secrets; nothing when there is none or it cannot be read. */
export function readDraft(key: string): DraftValues | undefined {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    const values = parsed && typeof parsed === 'object' ? (parsed as { values?: unknown }).values : undefined;
    return values && typeof values === 'object' && !Array.isArray(values)
      ? withoutSecrets(values as DraftValues)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the values under a key, secrets left out. */
export function writeDraft(key: string, values: DraftValues, secrets?: ReadonlySet<string>): void {
  try {
    storage()?.setItem(
      key,
      JSON.stringify({ values: withoutSecrets(values, secrets), saved: new Date().toISOString() }),
    );
  } catch {
    // Storage full or disabled: the form goes on without a draft.
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to remove from a storage that cannot be used.
  }
}

/** Removes every draft of every account (another account signs in on this browser). */
export function dropDrafts(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // Nothing to drop from a storage that cannot be used.
  }
}
