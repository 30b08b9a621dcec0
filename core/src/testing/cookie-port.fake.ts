import type { CookiePort } from '../shared/cookie.port.ts';

/** A CookiePort over a map; records every write with its lifetime. */
export class FakeCookiePort implements CookiePort {
  readonly cookies = new Map<string, string>();
  readonly writes: { name: string; value: string; maxAgeSeconds: number }[] = [];

  read(name: string): string | null {
    return this.cookies.get(name) ?? null;
  }

  write(name: string, value: string, options: { readonly maxAgeSeconds: number }): void {
    this.cookies.set(name, value);
    this.writes.push({ name, value, maxAgeSeconds: options.maxAgeSeconds });
  }
}
