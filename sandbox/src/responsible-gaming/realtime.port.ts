/** The part of the STOMP broker the responsible-gaming handlers use (StompBroker satisfies it). */
export interface Realtime {
  /** Sends a SocketMessage to the customer's live subscriptions; returns how many it reached. */
  publishToCustomer(customerId: number, message: unknown): number;
  /** Closes the realtime connections opened with a session's tokens. */
  endSession(sessionId: string, reason: string): void;
}

/** A new subscription to a customer's notifications, as the broker announces it (StompBroker's onSubscribed). */
export interface RealtimeSubscriber {
  readonly customerId: number;
  /** The session whose access token authenticated the connection. */
  readonly sessionId: string;
  /** Sends a SocketMessage to this subscription only; returns 1, or 0 once it has ended. */
  readonly deliver: (message: unknown) => number;
}

/** A sandbox without a broker (unit use): nothing is delivered. */
export const noRealtime: Realtime = {
  publishToCustomer: () => 0,
  endSession: () => undefined,
};
