/**
 * The SDK's session signals (errorCode 98 when a refresh failed, 3 when a call was unauthorised),
 * passed from the platform's HTTP client to whoever owns the session, without the client knowing it.
 */
export class SessionSignals {
  #listener: ((errorCode: number) => void) | null = null;

  /** Sets the one listener (the SessionStore); returns a function that removes it. */
  listen(listener: (errorCode: number) => void): () => void {
    this.#listener = listener;
    return () => {
      if (this.#listener === listener) this.#listener = null;
    };
  }

  emit(errorCode: number): void {
    this.#listener?.(errorCode);
  }
}
