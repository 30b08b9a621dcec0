import { describe, expect, it } from 'vitest';
import { InMemoryTokenStore } from '../testing/token-store.in-memory.ts';
import { createTokens } from '../testing/user.builder.ts';
import { hasStoredSession } from './stored-session.rule.ts';

describe('hasStoredSession', () => {
  it('is false without stored tokens and true with them', () => {
    const tokens = new InMemoryTokenStore();
    const before = hasStoredSession(tokens);
    tokens.write(createTokens());

    expect([before, hasStoredSession(tokens)]).toEqual([false, true]);
  });
});
