// The address the per-address limits count against (server/guard/clientAddress.ts): forwarded headers only when the
// server trusts its proxy, IPv4-mapped IPv6 as IPv4, other IPv6 by /64 (one host holds a whole /64).
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress } from '../../server/guard/clientAddress';

const req = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

describe('client address', () => {
  it('keys IPv4 as is, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('reads X-Forwarded-For only when told to trust the proxy', () => {
    const r = req('10.0.0.2', { 'x-forwarded-for': '198.51.100.9, 10.0.0.1' });
    expect(clientAddress(r, false)).toBe('10.0.0.2');
    expect(clientAddress(r, true)).toBe('198.51.100.9');
    expect(clientAddress(req('10.0.0.2', { 'x-real-ip': '198.51.100.10' }), true)).toBe('198.51.100.10');
    expect(clientAddress(req('10.0.0.2'), true)).toBe('10.0.0.2');
  });
});
