import { afterEach, describe, expect, it } from 'vitest';
import { accountPaths, registrationOf } from '../account/account.test-kit.ts';
import type { Sandbox } from '../server.ts';
import { apiHeaders, startTestSandbox } from '../testing/sandbox-harness.ts';
import { TrustedProxy, trustedProxyList } from './trusted-proxy.ts';

describe('TrustedProxy', () => {
  const proxy = new TrustedProxy(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(proxy.clientAddressOf('203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
  });

  it('takes the address a trusted proxy appended', () => {
    expect(proxy.clientAddressOf('127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
  });

  it('takes the right-most untrusted entry, so a client cannot choose its address', () => {
    expect(proxy.clientAddressOf('127.0.0.1', '1.1.1.1, 198.51.100.1')).toBe('198.51.100.1');
  });

  it('skips trusted proxies in the chain, CIDR blocks included', () => {
    expect(proxy.clientAddressOf('127.0.0.1', ['1.1.1.1, 198.51.100.1', '10.2.3.4'])).toBe('198.51.100.1');
  });

  it('keeps the peer when a trusted proxy sends no X-Forwarded-For', () => {
    expect(proxy.clientAddressOf('127.0.0.1', undefined)).toBe('127.0.0.1');
  });

  it('matches IPv4-mapped IPv6 peers and gives addresses in IPv4 form', () => {
    expect(proxy.trusts('::ffff:127.0.0.1')).toBe(true);
    expect(proxy.clientAddressOf('::ffff:203.0.113.5', undefined)).toBe('203.0.113.5');
    expect(proxy.trusts('fd12::1')).toBe(true);
  });

  it('trusts nobody by default', () => {
    expect(new TrustedProxy().clientAddressOf('127.0.0.1', '198.51.100.1')).toBe('127.0.0.1');
  });

  it('refuses an entry that is no address or CIDR block', () => {
    for (const entry of ['nginx', '10.0.0.0/33', '10.0.0.0/', '::1/129', '1.2.3.4/8/9']) {
      expect(() => new TrustedProxy([entry]), entry).toThrow(entry);
    }
  });

  it('reads a list separated by commas or spaces', () => {
    expect(trustedProxyList(' 127.0.0.1, 10.0.0.0/8  ::1 ')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(trustedProxyList(undefined)).toEqual([]);
  });
});

describe('limits behind a trusted proxy', () => {
  let sandbox: Sandbox | undefined;

  afterEach(async () => {
    await sandbox?.close();
  });

  const smartIdCall = (forwardedFor: string, remoteAddress = '127.0.0.1') =>
    sandbox?.app.inject({
      method: 'POST',
      url: accountPaths.smartIdGenerate('120490-11236'),
      remoteAddress,
      headers: { ...apiHeaders, 'x-forwarded-for': forwardedFor },
    });

  it('rate-limits each player behind the proxy apart', async () => {
    sandbox = await startTestSandbox({
      trustedProxies: ['127.0.0.1'],
      rateLimit: { max: 2, windowMs: 60_000 },
    });
    for (let i = 0; i < 2; i++) expect((await smartIdCall('198.51.100.1'))?.statusCode).not.toBe(429);
    expect((await smartIdCall('198.51.100.1'))?.statusCode).toBe(429);
    expect((await smartIdCall('198.51.100.2'))?.statusCode).not.toBe(429);
  });

  it('ignores X-Forwarded-For from an untrusted peer, so spoofing it does not escape the limit', async () => {
    sandbox = await startTestSandbox({ rateLimit: { max: 2, windowMs: 60_000 } });
    for (let i = 0; i < 2; i++) await smartIdCall(`198.51.100.${String(i)}`);
    expect((await smartIdCall('198.51.100.9'))?.statusCode).toBe(429);
  });

  it('counts registrations per player behind the proxy', async () => {
    sandbox = await startTestSandbox({ trustedProxies: ['127.0.0.1'], registrationsPerIp: 1 });
    const register = async (forwardedFor: string) => {
      const response = await sandbox?.app.inject({
        method: 'POST',
        url: accountPaths.register,
        remoteAddress: '127.0.0.1',
        headers: { ...apiHeaders, 'x-forwarded-for': forwardedFor },
        payload: registrationOf(),
      });
      return response?.json<{ errorCode?: number }>().errorCode;
    };
    expect(await register('198.51.100.1')).toBeUndefined();
    expect(await register('198.51.100.1')).toBe(54);
    // Past the per-address check: refused only because Līga is registered already.
    expect(await register('198.51.100.2')).not.toBe(54);
  });
});
