// Sessions: a random token per sign-in, kept as a hash with its section and expiry. The cabinet's
// and the console's tokens are apart: a cabinet token opens no console call and the reverse.
import type { Database } from 'better-sqlite3';
import type { Account } from '../handlers/types.js';
import { newToken, tokenHash } from './passwords.js';

interface AccountRow extends Omit<Account, 'permissions'> {
  permissions: string;
}

export const toAccount = (row: AccountRow): Account => ({
  ...row,
  permissions: JSON.parse(row.permissions) as Account['permissions'],
});

export function startSession(
  db: Database,
  account: { id: number; section: 'cabinet' | 'admin' },
  now: Date,
  ttlSeconds: number,
): string {
  const { token, hash } = newToken(account.section === 'admin' ? 'adm' : 'cab');
  db.prepare('DELETE FROM session WHERE expires_at < ?').run(now.getTime());
  db.prepare('INSERT INTO session (token_hash, account_id, section, expires_at) VALUES (?, ?, ?, ?)').run(
    hash,
    account.id,
    account.section,
    now.getTime() + ttlSeconds * 1000,
  );
  return token;
}

export function endSession(db: Database, token: string): void {
  db.prepare('DELETE FROM session WHERE token_hash = ?').run(tokenHash(token));
}

/**
 * Ends every session of an account but the one of `keep` (none when it is not given): what a new
 * password does, so that whoever signed in with the old one is signed out everywhere else.
 */
export function endOtherSessions(db: Database, accountId: number, keep?: string): number {
  return db
    .prepare('DELETE FROM session WHERE account_id = ? AND token_hash IS NOT ?')
    .run(accountId, keep === undefined ? null : tokenHash(keep)).changes;
}

/** The account behind a bearer token of one of `sections`, or undefined for none, another section's or an expired one. */
export function sessionAccount(
  db: Database,
  token: string,
  sections: readonly string[],
  now: Date,
): Account | undefined {
  const row = db
    .prepare(
      `SELECT a.id, a.section, a.email, a.first_name, a.last_name, a.phone, a.role, a.permissions, s.expires_at
       FROM session s JOIN account a ON a.id = s.account_id WHERE s.token_hash = ?`,
    )
    .get(tokenHash(token)) as (AccountRow & { expires_at: number }) | undefined;
  if (!row || row.expires_at <= now.getTime() || !sections.includes(row.section)) return undefined;
  const { expires_at: _expires, ...account } = row;
  return toAccount(account);
}

export function findAccount(
  db: Database,
  section: 'cabinet' | 'admin',
  email: string,
): (Account & { password_hash: string }) | undefined {
  const row = db
    .prepare(
      'SELECT id, section, email, first_name, last_name, phone, role, permissions, password_hash FROM account WHERE section = ? AND email = ?',
    )
    .get(section, email) as (AccountRow & { password_hash: string }) | undefined;
  return row ? { ...toAccount(row), password_hash: row.password_hash } : undefined;
}

/**
 * Whether the account may call an operation that `access` (its contract's `x-access`) opens: an
 * admin account and one with `all` may call every one; a cabinet account one of whose keys it
 * holds, or any when the operation names none.
 */
export function mayCall(account: Account, access: readonly string[]): boolean {
  if (account.section === 'admin') return true;
  const permissions = account.permissions as Record<string, boolean | undefined>;
  return Boolean(permissions.all) || access.length === 0 || access.some((key) => permissions[key]);
}
