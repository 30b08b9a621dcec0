/**
 * jsdom lays nothing out and has no ResizeObserver: this one reports each observed element once after
 * `observe`, as a browser does after the element's first layout (with jsdom's zero sizes).
 */
export class FakeResizeObserver implements ResizeObserver {
  readonly #callback: ResizeObserverCallback;
  #connected = true;

  constructor(callback: ResizeObserverCallback) {
    this.#callback = callback;
  }

  observe(target: Element): void {
    this.#connected = true;
    queueMicrotask(() => {
      if (!this.#connected) return;
      const entry = { target } as ResizeObserverEntry;
      this.#callback([entry], this);
    });
  }

  unobserve(): void {
    this.#connected = false;
  }

  disconnect(): void {
    this.#connected = false;
  }
}
