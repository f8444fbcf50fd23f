/**
 * Who a request comes from, for the services' per-client limits (the form service's posts per
 * minute, the content server's login limits). By default the socket's peer; behind one reverse
 * proxy that appends to `X-Forwarded-For`, the setting `<SERVICE>_TRUST_PROXY=1` makes it that
 * header's last hop, the one the proxy added (set it only there: without such a proxy a client
 * could name any address).
 */
import type { IncomingMessage } from 'node:http';

/** A trust-proxy setting: 1/true or 0/false (unset or empty = false); throws a readable error naming `variable` for anything else. */
export function parseTrustProxy(variable: string, raw: string | undefined): boolean {
  const value = raw?.trim() ?? '';
  if (value === '') return false;
  if (!['0', '1', 'true', 'false'].includes(value)) throw new Error(`${variable}: expected 1/true or 0/false, got "${value}"`);
  return value === '1' || value === 'true';
}

/** The request's client address: the last X-Forwarded-For hop when the proxy is trusted, else the socket's peer. */
export function clientAddressOf(req: IncomingMessage | undefined, trustProxy: boolean): string {
  const forwarded = req?.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string') {
    const last = forwarded.split(',').at(-1)?.trim();
    if (last) return last.slice(0, 100);
  }
  return req?.socket.remoteAddress ?? 'unknown';
}
