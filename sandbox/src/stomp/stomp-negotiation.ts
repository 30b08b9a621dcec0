import { StompProtocolError, stompVersions, type StompVersion } from './stomp-frame.ts';

/**
 * The highest version both sides speak. A CONNECT without `accept-version` is a STOMP 1.0 client.
 * Null when there is none in common.
 */
export function negotiateVersion(acceptVersion: string | undefined): StompVersion | null {
  if (acceptVersion === undefined) return '1.0';
  const offered = new Set(acceptVersion.split(',').map((v) => v.trim()));
  const common = stompVersions.filter((v) => offered.has(v));
  return common.at(-1) ?? null;
}

/** The version a WebSocket subprotocol (v10.stomp, v11.stomp, v12.stomp) stands for. */
export function subprotocolVersion(protocol: string): StompVersion | null {
  const match = /^v1([012])\.stomp$/.exec(protocol);
  return match ? (`1.${match[1] ?? ''}` as StompVersion) : null;
}

/** Picks the highest STOMP subprotocol the client offers; false when it offers none we speak. */
export function chooseSubprotocol(offered: ReadonlySet<string>): string | false {
  const ours = [...offered].filter((p) => subprotocolVersion(p) !== null).sort();
  return ours.at(-1) ?? false;
}

/** Heart-beat periods of a connection in ms; 0 means none in that direction. */
export interface NegotiatedHeartBeat {
  /** How often the broker sends a heart-beat EOL. */
  readonly sendEveryMs: number;
  /** How often the broker expects to hear from the client. */
  readonly expectEveryMs: number;
}

/** Parses a `heart-beat: cx,cy` header (ms); absent means 0,0. */
export function parseHeartBeat(value: string | undefined): readonly [number, number] {
  if (value === undefined) return [0, 0];
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(value);
  if (!match) throw new StompProtocolError(`Invalid heart-beat header "${value}"`);
  return [Number(match[1]), Number(match[2])];
}

/**
 * STOMP 1.1 heart-beat negotiation: the client's `cx,cy` against the broker's `sx,sy`. The broker sends
 * every max(sx, cy) and expects the client every max(cx, sy). A 0 from the client (it cannot send, or
 * wants none) does not switch a direction off: that direction runs at the broker's own period, so a
 * client asking for 0,0 still gets heart-beats and is still dropped when silent; no connection idles for
 * ever. Only a broker period of 0 switches its direction off.
 */
export function negotiateHeartBeat(
  client: readonly [number, number],
  broker: readonly [number, number],
): NegotiatedHeartBeat {
  const [cx, cy] = client;
  const [sx, sy] = broker;
  return {
    sendEveryMs: sx === 0 ? 0 : Math.max(sx, cy),
    expectEveryMs: sy === 0 ? 0 : Math.max(cx, sy),
  };
}
