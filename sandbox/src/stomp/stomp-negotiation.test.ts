import { describe, expect, it } from 'vitest';
import { StompProtocolError } from './stomp-frame.ts';
import {
  chooseSubprotocol,
  negotiateHeartBeat,
  negotiateVersion,
  parseHeartBeat,
  subprotocolVersion,
} from './stomp-negotiation.ts';

describe('negotiateVersion', () => {
  it('picks the highest version both sides speak', () => {
    expect(negotiateVersion('1.0,1.1,1.2')).toBe('1.2');
    expect(negotiateVersion('1.1,1.0')).toBe('1.1');
    expect(negotiateVersion(' 1.0 ')).toBe('1.0');
  });

  it('treats a CONNECT without accept-version as STOMP 1.0', () => {
    expect(negotiateVersion(undefined)).toBe('1.0');
  });

  it('finds none when the client offers only unknown versions', () => {
    expect(negotiateVersion('2.0')).toBeNull();
  });
});

describe('subprotocols', () => {
  it('maps v1x.stomp to its version', () => {
    expect(subprotocolVersion('v11.stomp')).toBe('1.1');
    expect(subprotocolVersion('mqtt')).toBeNull();
  });

  it('chooses the highest STOMP subprotocol offered', () => {
    expect(chooseSubprotocol(new Set(['v10.stomp', 'v12.stomp', 'v11.stomp']))).toBe('v12.stomp');
    expect(chooseSubprotocol(new Set(['v11.stomp', 'v10.stomp']))).toBe('v11.stomp');
    expect(chooseSubprotocol(new Set(['mqtt']))).toBe(false);
  });
});

describe('heart-beats', () => {
  it('parses cx,cy and treats a missing header as 0,0', () => {
    expect(parseHeartBeat('10000, 5000')).toEqual([10000, 5000]);
    expect(parseHeartBeat(undefined)).toEqual([0, 0]);
    expect(() => parseHeartBeat('soon')).toThrow(StompProtocolError);
  });

  it('sends every max(sx, cy) and expects every max(cx, sy)', () => {
    expect(negotiateHeartBeat([10000, 4000], [5000, 5000])).toEqual({
      sendEveryMs: 5000,
      expectEveryMs: 10000,
    });
  });

  it("answers a client's 0 with the broker's own period", () => {
    expect(negotiateHeartBeat([0, 10000], [5000, 5000])).toEqual({ sendEveryMs: 10000, expectEveryMs: 5000 });
    expect(negotiateHeartBeat([0, 0], [5000, 5000])).toEqual({ sendEveryMs: 5000, expectEveryMs: 5000 });
  });

  it('disables a direction only when the broker says 0', () => {
    expect(negotiateHeartBeat([10000, 10000], [0, 0])).toEqual({ sendEveryMs: 0, expectEveryMs: 0 });
  });
});
