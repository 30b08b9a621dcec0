import { describe, expect, it } from 'vitest';
import { toRealityCheckAcknowledgement } from './reality-check.mapper.ts';

describe('toRealityCheckAcknowledgement', () => {
  it('maps the new acknowledgement counter', () => {
    expect(toRealityCheckAcknowledgement({ acknowledgeCounter: 3 })).toEqual({
      ok: true,
      value: { acknowledgeCounter: 3 },
    });
  });

  it('refuses a counter that is not an integer, naming it', () => {
    expect(toRealityCheckAcknowledgement({ acknowledgeCounter: '3' })).toEqual({
      ok: false,
      error: 'body.acknowledgeCounter is not an integer',
    });
  });

  it('refuses a negative counter', () => {
    expect(toRealityCheckAcknowledgement({ acknowledgeCounter: -1 })).toEqual({
      ok: false,
      error: 'body.acknowledgeCounter is negative',
    });
  });

  it('refuses a body that is not an object', () => {
    expect(toRealityCheckAcknowledgement(null)).toEqual({ ok: false, error: 'body is not an object' });
  });
});
