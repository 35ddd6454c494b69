// Passwords stored as scrypt hashes with a random salt; tokens as SHA-256 of random bytes, so a
// copy of the database gives neither passwords nor live tokens.
import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
/** N = 2^14: the common interactive cost; about 40 ms a hash on these machines. */
const COST = { N: 16_384, r: 8, p: 1 } as const;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, COST);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, COST);
  return timingSafeEqual(expected, actual);
}

/** A new random token and the hash the database keeps of it. */
export function newToken(prefix: string): { token: string; hash: string } {
  const token = `${prefix}_${randomBytes(24).toString('base64url')}`;
  return { token, hash: tokenHash(token) };
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
