/**
 * What ends a session from outside the app's own actions: an SDK error signal (errorCode 98 when a
 * refresh failed, over HTTP or for the realtime channel; 3 when a call was unauthorised), or another
 * browser tab that held this session and ended it.
 */
export type SessionSignal =
  { readonly kind: 'error'; readonly errorCode: number } | { readonly kind: 'ended-elsewhere' };

/**
 * The session signals, passed from the platform (the HTTP client, the realtime adapter, the tokens
 * shared between tabs) to whoever owns the session, without the platform knowing it.
 */
export class SessionSignals {
  #listener: ((signal: SessionSignal) => void) | null = null;

  /** Sets the one listener (the SessionStore); returns a function that removes it. */
  listen(listener: (signal: SessionSignal) => void): () => void {
    this.#listener = listener;
    return () => {
      if (this.#listener === listener) this.#listener = null;
    };
  }

  /** The SDK's onSessionExpired (98) or onUnauthorised (3), or the realtime channel's end of the session. */
  emit(errorCode: number): void {
    this.#listener?.({ kind: 'error', errorCode });
  }

  /** Another tab that held this session ended it; its tokens here are cleared already. */
  emitEndedElsewhere(): void {
    this.#listener?.({ kind: 'ended-elsewhere' });
  }
}
