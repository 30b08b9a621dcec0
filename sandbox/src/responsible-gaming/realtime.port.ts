/** The part of the STOMP broker the responsible-gaming handlers use (StompBroker satisfies it). */
export interface Realtime {
  /** Sends a SocketMessage to the customer's live subscriptions; returns how many it reached. */
  publishToCustomer(customerId: number, message: unknown): number;
  /** Closes the realtime connections opened with a session's tokens. */
  endSession(sessionId: string, reason: string): void;
}

/** A sandbox without a broker (unit use): nothing is delivered. */
export const noRealtime: Realtime = {
  publishToCustomer: () => 0,
  endSession: () => undefined,
};
