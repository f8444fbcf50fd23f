/**
 * The client address the login limits count by. By default the socket's peer: behind a reverse
 * proxy every client then has the proxy's address, which the limits allow for (see rate-limit.ts),
 * but per-client limits need `CMS_TRUST_PROXY=1`: the address is then the last `X-Forwarded-For`
 * hop, the one the proxy in front of this server added (set it only behind exactly one proxy that
 * appends to that header: without one, a client could name any address). Same setting and meaning
 * as the form service's `FORMS_TRUST_PROXY`.
 */
import { isIPv6 } from 'node:net';
import { clientAddressOf, parseTrustProxy as parseTrustProxyOf } from '../../lib/client-address.ts';

export const TRUST_PROXY_ENV = 'CMS_TRUST_PROXY';

/** CMS_TRUST_PROXY: 1/true or 0/false (unset or empty = false); throws a readable error for anything else. */
export const parseTrustProxy = (raw: string | undefined): boolean => parseTrustProxyOf(TRUST_PROXY_ENV, raw);

export { clientAddressOf };

/** The eight 16-bit groups of an IPv6 address (undefined when it is not one). */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  const [head = '', tail] = address.split('::');
  const parse = (part: string): number[] => {
    if (part === '') return [];
    return part.split(':').flatMap((group) => {
      if (!group.includes('.')) return [parseInt(group, 16)];
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key an address is limited by: an IPv4 address as it is (also when IPv4-mapped, ::ffff:a.b.c.d),
 * an IPv6 address by its /64 prefix (one client usually has a whole /64 to pick addresses from).
 */
export function addressKey(address: string): string {
  const groups = ipv6Groups(address.replace(/%.*$/, ''));
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
