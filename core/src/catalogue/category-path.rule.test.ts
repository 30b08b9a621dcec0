import { describe, expect, it } from 'vitest';
import { categoryPageOf } from './category-path.rule.ts';

describe('categoryPageOf', () => {
  it('lists a provider page among the providers, a collection among the collections, a category in its lobby', () => {
    expect([
      categoryPageOf('provider', 'LIVE_CASINO'),
      categoryPageOf('collection', 'CASINO'),
      categoryPageOf('plain', 'LIVE_CASINO'),
    ]).toEqual(['PROVIDERS', 'COLLECTIONS', 'LIVE_CASINO']);
  });
});
