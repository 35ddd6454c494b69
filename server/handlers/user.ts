// Cabinet accounts: sign-in, profile, registration and password recovery (its email lands in the
// outbox, which the developer reads at /dev/outbox on the loopback address), and the console's
// sign-in and sign-out. Every call here that needs no token is throttled (`lib/throttle.ts`); a
// sign-in costs the same scrypt work whether or not the email has an account; a new password ends
// the account's other sessions.
import { randomBytes } from 'node:crypto';
import { ApiFailure, invalid } from '../lib/answers.js';
import { hashPassword, passwordMatches, tokenHash } from '../lib/passwords.js';
import { endOtherSessions, endSession, findAccount, startSession } from '../lib/sessions.js';
import { clientOf } from '../lib/throttle.js';
import type { Account, Handlers, Schemas } from './types.js';

const wrongCredentials = () =>
  new ApiFailure(401, 'invalid_credentials', 'These credentials do not match our records.');
const RECOVERY_TTL_MS = 60 * 60 * 1000;

const userOf = (account: Account): Schemas['User'] => ({
  id: account.id,
  first_name: account.first_name,
  last_name: account.last_name,
  email: account.email,
  phone: account.phone,
  permissions: account.permissions,
});

export const user: Handlers = {
  userLogin({ db, body, now, settings, request }) {
    const attempt = settings.throttle.signIn('cabinet', body.email, clientOf(request), now());
    const found = findAccount(db, 'cabinet', body.email);
    if (!passwordMatches(found, body.password)) {
      attempt.failed();
      throw wrongCredentials();
    }
    attempt.succeeded();
    const account = found!;
    const token = startSession(db, account, now(), settings.tokenTtl);
    return { token, item: { ...userOf(account), jwt_token: token } };
  },

  userLogout({ db, token }) {
    endSession(db, token);
    return { success: true };
  },

  userGet({ account }) {
    return { item: userOf(account) };
  },

  userEdit({ db, body, account, token, settings }) {
    db.prepare('UPDATE account SET first_name = ?, last_name = ?, phone = ? WHERE id = ?').run(
      body.first_name,
      body.last_name,
      body.phone,
      account.id,
    );
    if (body.password) {
      db.prepare('UPDATE account SET password_hash = ? WHERE id = ?').run(hashPassword(body.password), account.id);
      // Whoever signed in with the old password is signed out; this session goes on.
      endOtherSessions(db, account.id, token);
      settings.throttle.passwordChanged('cabinet', account.email);
    }
    return { item: userOf({ ...account, first_name: body.first_name, last_name: body.last_name, phone: body.phone }) };
  },

  userRegistration({ db, body, now, settings, request }) {
    settings.throttle.registration(body.email, clientOf(request), now());
    if (findAccount(db, 'cabinet', body.email))
      throw invalid({ email: ['An account with this email already exists.'] });
    // A new account starts with the reports section only; an administrator grants the rest.
    db.prepare(
      "INSERT INTO account (section, email, first_name, last_name, phone, role, permissions, password_hash, created_at) VALUES ('cabinet', ?, ?, ?, ?, NULL, ?, ?, ?)",
    ).run(
      body.email,
      body.first_name,
      body.last_name,
      body.phone,
      JSON.stringify({ rsp: true }),
      hashPassword(body.password),
      now().toISOString(),
    );
    return { result: true };
  },

  userPasswordRecovery({ db, body, now, settings, request }) {
    settings.throttle.recovery(body.email, clientOf(request), now());
    const account = findAccount(db, 'cabinet', body.email);
    // An unknown email answers the same, so the call does not tell which emails are registered.
    if (!account) return { success: 1 };
    const token = randomBytes(18).toString('base64url');
    db.prepare('INSERT INTO recovery (token_hash, account_id, expires_at) VALUES (?, ?, ?)').run(
      tokenHash(token),
      account.id,
      now().getTime() + RECOVERY_TTL_MS,
    );
    const link = `${settings.appOrigin}/new-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(account.email)}`;
    db.prepare('INSERT INTO outbox (to_email, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?)').run(
      account.email,
      'Password recovery',
      `Hello, ${account.first_name}!\n\nTo set a new password, open ${link}\nThe link works for an hour.`,
      link,
      now().toISOString(),
    );
    console.log(`Recovery email to ${account.email}: ${link}`);
    return { success: 1 };
  },

  userPasswordRecoveryAccept({ db, body, now, settings, request }) {
    const attempt = settings.throttle.recoveryAccept(body.email, clientOf(request), now());
    const account = findAccount(db, 'cabinet', body.email);
    const row = db
      .prepare('SELECT account_id, expires_at, used FROM recovery WHERE token_hash = ?')
      .get(tokenHash(body.token)) as { account_id: number; expires_at: number; used: number } | undefined;
    if (!account || !row || row.account_id !== account.id || row.used || row.expires_at < now().getTime()) {
      attempt.failed();
      return { success: 0 };
    }
    db.prepare('UPDATE recovery SET used = 1 WHERE token_hash = ?').run(tokenHash(body.token));
    db.prepare('UPDATE account SET password_hash = ? WHERE id = ?').run(hashPassword(body.password), account.id);
    // Sessions opened with the old password end, and its wrong guesses no longer lock the sign-in.
    endOtherSessions(db, account.id);
    settings.throttle.passwordChanged('cabinet', account.email);
    return { success: 1 };
  },

  signin({ db, body, now, settings, request }) {
    const attempt = settings.throttle.signIn('admin', body.email, clientOf(request), now());
    const found = findAccount(db, 'admin', body.email);
    if (!passwordMatches(found, body.password)) {
      attempt.failed();
      throw wrongCredentials();
    }
    attempt.succeeded();
    const account = found!;
    const token = startSession(db, account, now(), settings.tokenTtl);
    return {
      token,
      item: {
        id: account.id,
        name: `${account.first_name} ${account.last_name}`,
        email: account.email,
        role: account.role ?? 'operator',
      },
    };
  },

  signout({ db, token }) {
    endSession(db, token);
    return { success: true };
  },
};
