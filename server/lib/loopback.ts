// Who may use the developer routes: a caller on the loopback address that also names a loopback
// host. The second half keeps a web page out: a page on a name that an attacker's DNS points at
// 127.0.0.1 (DNS rebinding) reaches the loopback address, but its requests carry that name as Host.

/** Whether an address is the loopback (127.0.0.0/8, ::1, or 127.x as IPv4-mapped IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address);
}

const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/i;

/** Whether the request names one loopback host: `127.0.0.1`, `localhost` or `[::1]`, with or without a port. */
export function isLoopbackHost(hosts: readonly string[] | undefined): boolean {
  return hosts?.length === 1 && LOOPBACK_HOST.test(hosts[0]!);
}

export function isLoopbackCaller(address: string | undefined, hosts: readonly string[] | undefined): boolean {
  return isLoopbackAddress(address) && isLoopbackHost(hosts);
}
