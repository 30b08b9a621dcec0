import { describe, expect, it } from 'vitest';
import { TOKEN_RENEWAL_MIN_MS, tokenRenewalDelay } from './token-renewal.rule.ts';

const now = Date.UTC(2026, 10, 25, 10, 0, 0);

describe('tokenRenewalDelay', () => {
  it('renews an hour-long token a minute before it expires', () => {
    expect(tokenRenewalDelay(now + 60 * 60_000, now)).toBe(59 * 60_000);
  });

  it('waits at least 30 s for a token that is about to expire', () => {
    expect(tokenRenewalDelay(now + 5_000, now)).toBe(TOKEN_RENEWAL_MIN_MS);
  });

  it('does not schedule a renewal when the expiry is unknown', () => {
    expect(tokenRenewalDelay(null, now)).toBeNull();
  });
});
