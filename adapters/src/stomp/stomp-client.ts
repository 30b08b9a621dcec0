import { Client, TickerStrategy, Versions, type IStompSocket } from '@stomp/stompjs';
import { HEARTBEAT_MS, SILENCE_TOLERANCE_HEARTBEATS } from './notifications.stomp-options.ts';

/**
 * A stompjs Client set up as account-and-session.md §4 and §9 say: STOMP 1.1/1.0, heart-beat 10 s
 * each way from a worker ticker where workers exist (background tabs keep the connection), closed
 * after 2 silent heart-beat periods (the socket dropped at once), and `reconnectDelayMs` between
 * reconnects. Raw frames are never logged (they carry the token).
 */
export function createStompClient(options: {
  readonly brokerURL: string;
  readonly webSocketFactory: (() => IStompSocket) | undefined;
  readonly reconnectDelayMs: number;
  readonly debug: (message: string) => void;
}): Client {
  const client = new Client();
  client.brokerURL = options.brokerURL;
  client.webSocketFactory = options.webSocketFactory;
  client.stompVersions = new Versions([Versions.V1_1, Versions.V1_0]);
  client.heartbeatIncoming = HEARTBEAT_MS;
  client.heartbeatOutgoing = HEARTBEAT_MS;
  client.heartbeatToleranceMultiplier = SILENCE_TOLERANCE_HEARTBEATS;
  client.heartbeatStrategy = TickerStrategy.Worker;
  // On silence, drop the socket at once instead of waiting for the browser's close handshake.
  client.discardWebsocketOnCommFailure = true;
  client.reconnectDelay = options.reconnectDelayMs;
  client.logRawCommunication = false;
  client.debug = options.debug;
  return client;
}
