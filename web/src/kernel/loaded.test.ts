import { TOO_MANY_REQUESTS } from '@lv-casino/core/errors/describe-failure.rule.ts';
import { describe, expect, it } from 'vitest';
import { loadedOf } from './loaded.ts';

describe('loadedOf', () => {
  it('shows a loaded value as ready', () => {
    expect(loadedOf({ kind: 'loaded', value: 3 })).toEqual({ kind: 'ready', value: 3 });
  });

  it('shows a failed read by the message id of why', () => {
    expect(loadedOf({ kind: 'failed', error: TOO_MANY_REQUESTS })).toEqual({
      kind: 'failed',
      messageKey: 'errors.api.tooManyRequests',
    });
  });
});
