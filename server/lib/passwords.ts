// Passwords stored as scrypt hashes with a random salt; tokens as SHA-256 of random bytes, so a
// copy of the database gives neither passwords nor live tokens.
import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
/** N = 2^14: the common interactive cost; about 40 ms a hash on these machines. */
const COST = { N: 16_384, r: 8, p: 1 } as const;

/** The key derivation every hash and check goes through (tests count its calls). */
export const kdf = {
  derive(password: string, salt: Buffer, length: number): Buffer {
    return scryptSync(password.normalize('NFKC'), salt, length, COST);
  },
};

/**
 * A hash of a password nobody knows, checked when a sign-in names no account: an unknown email
 * costs the same scrypt work as a known one, so the time of the answer does not tell them apart.
 */
export const DUMMY_HASH = 'scrypt$6L15nDFQitX7cSwScU-Mdw$V33M7znBOcg8gLzPEfc7lYzbWUBisObaWk8qtHid87Y';

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = kdf.derive(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = kdf.derive(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(expected, actual);
}

/**
 * Whether `password` is the one of `account`, at the same cost whether or not there is an
 * account: without one, the password is checked against `DUMMY_HASH` and the answer is no.
 */
export function passwordMatches(account: { password_hash: string } | undefined, password: string): boolean {
  const matches = verifyPassword(password, account?.password_hash ?? DUMMY_HASH);
  return account !== undefined && matches;
}

/** A new random token and the hash the database keeps of it. */
export function newToken(prefix: string): { token: string; hash: string } {
  const token = `${prefix}_${randomBytes(24).toString('base64url')}`;
  return { token, hash: tokenHash(token) };
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
