import type { IncomingMessage } from 'node:http';
import net from 'node:net';

/**
 * The address a request counts against for the per-address limits. The socket's peer unless `trustProxy` (the server
 * sits behind a proxy that sets X-Forwarded-For / X-Real-IP): otherwise any client could name itself with a header.
 * IPv4-mapped IPv6 is the IPv4 address; other IPv6 addresses count by their /64, since one host usually holds a whole
 * /64 and could otherwise take a fresh address for every request.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? (firstHeader(req.headers['x-forwarded-for']) ?? firstHeader(req.headers['x-real-ip']))
    : undefined;
  return addressKey(forwarded ?? req.socket.remoteAddress ?? 'unknown');
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  const first = text?.split(',')[0]?.trim();
  return first || undefined;
}

/** The key of one address: IPv4 as is, IPv6 as its /64 prefix (`2001:db8:0:1::/64`). */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  const bare = ip.split('%')[0]; // zone id (fe80::1%eth0)
  if (!net.isIPv6(bare)) return ip;
  const [head, tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
