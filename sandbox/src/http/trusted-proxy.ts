import { BlockList, isIP } from 'node:net';

/**
 * The reverse proxies (e.g. the nginx of web/deploy/nginx.conf) whose `X-Forwarded-For` the sandbox
 * believes. Behind a proxy every socket comes from the proxy, so without this the rate limiter, the
 * registrations-per-IP limit and the connection cap would see one client: one player could put every
 * player's logins into 429. Anybody can send `X-Forwarded-For`, so it is read only from a trusted peer.
 */
export class TrustedProxy {
  readonly #list = new BlockList();
  /** The entries as given, for messages and the control API. */
  readonly entries: readonly string[];

  /**
   * @param entries addresses (`10.0.0.7`, `::1`) or CIDR blocks (`10.0.0.0/8`, `fd00::/8`); an IPv4
   *   entry also matches its IPv4-mapped IPv6 form (`::ffff:10.0.0.7`). Empty: no proxy is trusted.
   * @throws Error naming an entry that is neither.
   */
  constructor(entries: readonly string[] = []) {
    this.entries = entries;
    for (const entry of entries) {
      const [address = '', prefix, ...rest] = entry.split('/');
      const family = isIP(address);
      const bits = prefix === undefined ? undefined : Number(prefix);
      const maxBits = family === 6 ? 128 : 32;
      const valid =
        family !== 0 &&
        rest.length === 0 &&
        (bits === undefined || (prefix !== '' && Number.isInteger(bits) && bits >= 0 && bits <= maxBits));
      if (!valid) throw new Error(`A trusted proxy must be an IP address or CIDR block, not "${entry}"`);
      const type = family === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) this.#list.addAddress(address, type);
      else this.#list.addSubnet(address, bits, type);
    }
  }

  /** Whether `address` (as a socket reports it) is one of the trusted proxies. */
  trusts(address: string | undefined): boolean {
    const family = address === undefined ? 0 : isIP(address);
    if (address === undefined || family === 0) return false;
    return this.#list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  }

  /**
   * The client's address: the socket's peer, unless the peer is a trusted proxy; then the right-most
   * address of `X-Forwarded-For` that is not itself a trusted proxy (each proxy appends the address it
   * was reached from, so entries left of it may be the client's inventions). A trusted peer sending no
   * header, or only trusted entries, gives the left-most address known. IPv4-mapped IPv6 addresses are
   * reduced to IPv4, so one client has one key whichever way it connects.
   */
  clientAddressOf(peer: string | undefined, forwardedFor: string | readonly string[] | undefined): string {
    const hops = [peer ?? '', ...forwardedHops(forwardedFor).reverse()];
    const client = hops.find((hop) => !this.trusts(hop)) ?? hops.at(-1) ?? '';
    return plainAddress(client);
  }
}

/** The entries of X-Forwarded-For headers, left to right (several headers count as one list). */
function forwardedHops(forwardedFor: string | readonly string[] | undefined): string[] {
  const joined = typeof forwardedFor === 'string' ? forwardedFor : (forwardedFor ?? []).join(',');
  return joined
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
}

/** `::ffff:1.2.3.4` → `1.2.3.4`; any other address as it is. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * Parses a list of trusted proxies as the environment gives it: entries separated by commas or white
 * space (`127.0.0.1, 10.0.0.0/8`); empty or undefined trusts none.
 */
export function trustedProxyList(raw: string | undefined): string[] {
  return (raw ?? '').split(/[\s,]+/).filter((entry) => entry !== '');
}
