// How often the account calls that need no token may be made: sign-in (cabinet and console),
// registration and password recovery. Each is held back per account (the email, in any case, whether
// or not an account has it, so a refusal tells nothing about who is registered) and per client
// (the remote address). A held-back call is answered 429 with `Retry-After`, before any password
// is checked or email sent.
//
// The counters live in memory: the reference backend is one process, every window here is an
// hour or less, and a restart that forgets them keeps test runs apart from one another. A service
// with several instances would keep the same counters in a store they share (Redis with expiring
// keys maps onto `Window` and `Lockout` one to one).
import type { IncomingMessage } from 'node:http';
import { ApiFailure } from './answers.js';

/** At most `limit` events per `seconds`, sliding: the oldest one leaving the window frees a place. */
export interface WindowRule {
  limit: number;
  seconds: number;
}

/** Wrong passwords in a row before the account is locked, and how the lock grows. */
export interface LockoutRule {
  /** Failures in a row answered without a wait. */
  free: number;
  /** The lock after the last free failure; each further failure doubles it. */
  firstLockSeconds: number;
  /** The longest lock. */
  maxLockSeconds: number;
  /** Failures are forgotten this long after the last one (and at once on a successful sign-in). */
  forgetSeconds: number;
}

export interface ThrottleRules {
  /** Wrong passwords per account and section: a lock that grows (1, 2, 4 … 60 minutes). */
  signInAccount: LockoutRule;
  /** Wrong passwords per client, over every account and both sections. */
  signInClient: WindowRule;
  /** Registrations tried per email. */
  registrationAccount: WindowRule;
  /** Registrations tried per client, created or refused. */
  registrationClient: WindowRule;
  /** Recovery emails asked for per email. */
  recoveryAccount: WindowRule;
  /** Recovery emails asked for per client. */
  recoveryClient: WindowRule;
  /** Recovery links refused (unknown, used or expired) per email. */
  recoveryAcceptAccount: WindowRule;
  /** Recovery links refused per client. */
  recoveryAcceptClient: WindowRule;
}

const MINUTE = 60;
const HOUR = 3600;

/**
 * The limits. A person who mistypes a password four times, asks for the recovery email twice or
 * registers a colleague or two never meets them; a client guessing passwords gets five guesses per
 * account, then a lock that doubles with each further guess, and at most 50 wrong passwords per
 * quarter of an hour over all accounts (offices behind one address included). Successful sign-ins
 * count against nobody.
 */
export const THROTTLE_RULES: ThrottleRules = {
  signInAccount: { free: 5, firstLockSeconds: MINUTE, maxLockSeconds: HOUR, forgetSeconds: 24 * HOUR },
  signInClient: { limit: 50, seconds: 15 * MINUTE },
  registrationAccount: { limit: 5, seconds: HOUR },
  registrationClient: { limit: 20, seconds: HOUR },
  recoveryAccount: { limit: 3, seconds: HOUR },
  recoveryClient: { limit: 20, seconds: HOUR },
  recoveryAcceptAccount: { limit: 10, seconds: HOUR },
  recoveryAcceptClient: { limit: 30, seconds: HOUR },
};

/** Keys kept at most per counter; past it the least recently touched are forgotten first. */
const MAX_KEYS = 100_000;

/** A call refused for now: 429 with the wait in `Retry-After` (whole seconds, at least 1). */
export function tooManyRequests(waitMs: number): ApiFailure {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ApiFailure(
    429,
    'too_many_requests',
    `Too many attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

/** A map that forgets its least recently touched keys past `MAX_KEYS`, so no client can fill the memory. */
class Recent<V> {
  private readonly entries = new Map<string, V>();

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > MAX_KEYS) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}

/** A sliding window: the moments of the last `limit` events of each key. */
export class Window {
  private readonly events = new Recent<number[]>();

  constructor(private readonly rule: WindowRule) {}

  /** How long until the key may have one more event (0: now). */
  wait(key: string, now: number): number {
    const recent = this.recent(key, now);
    return recent.length < this.rule.limit ? 0 : recent[0]! + this.rule.seconds * 1000 - now;
  }

  hit(key: string, now: number): void {
    const recent = this.recent(key, now);
    recent.push(now);
    // Only the last `limit` moments can ever hold a call back.
    this.events.set(key, recent.slice(-this.rule.limit));
  }

  private recent(key: string, now: number): number[] {
    return (this.events.get(key) ?? []).filter((at) => at > now - this.rule.seconds * 1000);
  }
}

/** Failures in a row per key, and the lock they bring. */
export class Lockout {
  private readonly state = new Recent<{ failures: number; last: number; until: number }>();

  constructor(private readonly rule: LockoutRule) {}

  wait(key: string, now: number): number {
    const entry = this.state.get(key);
    return entry && entry.until > now ? entry.until - now : 0;
  }

  fail(key: string, now: number): void {
    const entry = this.state.get(key);
    const failures = entry && now - entry.last < this.rule.forgetSeconds * 1000 ? entry.failures + 1 : 1;
    const over = failures - this.rule.free;
    const lock =
      over < 0 ? 0 : Math.min(this.rule.firstLockSeconds * 2 ** Math.min(over, 30), this.rule.maxLockSeconds);
    this.state.set(key, { failures, last: now, until: now + lock * 1000 });
  }

  clear(key: string): void {
    this.state.delete(key);
  }
}

type WindowName = Exclude<keyof ThrottleRules, 'signInAccount'>;

/** What a sign-in does once its password has been checked. */
export interface SignInAttempt {
  failed(): void;
  succeeded(): void;
}

/** The throttles of one server: every call below refuses with 429 (before doing anything) or lets the call go on. */
export class Throttle {
  private readonly signInAccount: Lockout;
  private readonly windows: Record<WindowName, Window>;

  constructor(rules: ThrottleRules = THROTTLE_RULES) {
    this.signInAccount = new Lockout(rules.signInAccount);
    this.windows = {
      signInClient: new Window(rules.signInClient),
      registrationAccount: new Window(rules.registrationAccount),
      registrationClient: new Window(rules.registrationClient),
      recoveryAccount: new Window(rules.recoveryAccount),
      recoveryClient: new Window(rules.recoveryClient),
      recoveryAcceptAccount: new Window(rules.recoveryAcceptAccount),
      recoveryAcceptClient: new Window(rules.recoveryAcceptClient),
    };
  }

  /**
   * A sign-in of `section` as `email` from `client`: refused while the account is locked or the
   * client has had its share of wrong passwords; a failure counts against both, a success clears
   * the account's failures and counts against nobody.
   */
  signIn(section: 'cabinet' | 'admin', email: string, client: string, now: Date): SignInAttempt {
    const account = `${section}:${emailKey(email)}`;
    const at = now.getTime();
    refuseWhile(this.signInAccount.wait(account, at), this.windows.signInClient.wait(client, at));
    return {
      failed: () => {
        this.signInAccount.fail(account, at);
        this.windows.signInClient.hit(client, at);
      },
      succeeded: () => this.signInAccount.clear(account),
    };
  }

  /** A new password was set: the account's wrong passwords so far no longer hold its sign-in back. */
  passwordChanged(section: 'cabinet' | 'admin', email: string): void {
    this.signInAccount.clear(`${section}:${emailKey(email)}`);
  }

  /** A registration: every one counts, created or refused. */
  registration(email: string, client: string, now: Date): void {
    this.counted(now.getTime(), ['registrationAccount', emailKey(email)], ['registrationClient', client]);
  }

  /** A recovery email asked for: every one counts, whether or not the email is registered. */
  recovery(email: string, client: string, now: Date): void {
    this.counted(now.getTime(), ['recoveryAccount', emailKey(email)], ['recoveryClient', client]);
  }

  /** A new password with a recovery link: refused links count. */
  recoveryAccept(email: string, client: string, now: Date): { failed(): void } {
    const account = emailKey(email);
    const at = now.getTime();
    const { recoveryAcceptAccount, recoveryAcceptClient } = this.windows;
    refuseWhile(recoveryAcceptAccount.wait(account, at), recoveryAcceptClient.wait(client, at));
    return {
      failed: () => {
        recoveryAcceptAccount.hit(account, at);
        recoveryAcceptClient.hit(client, at);
      },
    };
  }

  /** Refuses while any of the windows is full; otherwise the call counts in each. */
  private counted(at: number, ...entries: [WindowName, string][]): void {
    refuseWhile(...entries.map(([name, key]) => this.windows[name].wait(key, at)));
    for (const [name, key] of entries) this.windows[name].hit(key, at);
  }
}

function refuseWhile(...waits: number[]): void {
  const wait = Math.max(...waits);
  if (wait > 0) throw tooManyRequests(wait);
}

const emailKey = (email: string) => email.trim().toLowerCase();

const isLoopback = (address: string) => address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);

/**
 * The client a request comes from: its remote address, or, when that is the loopback address and a
 * proxy there says whom it forwards (`X-Forwarded-For`), the address that proxy saw (the last one
 * of the list: the ones before it are the client's own word). An IPv6 client is its /64 network,
 * which one subscriber holds whole.
 */
export function clientOf(request: IncomingMessage): string {
  const peer = plainAddress(request.socket.remoteAddress ?? '');
  if (isLoopback(peer)) {
    const header = request.headers['x-forwarded-for'];
    const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').at(-1)?.trim();
    if (forwarded) return network(plainAddress(forwarded));
  }
  return network(peer);
}

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) as plain IPv4. */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** The first four groups of an IPv6 address (its /64), or an IPv4 address as it is. */
function network(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
