/**
 * An IntersectionObserver the test drives (jsdom has none): `FakeIntersectionObserver.enterAll()`
 * reports every observed element as intersecting, `passAll()` puts every observed element above the
 * viewport (the player scrolled past it), intersecting only when the observer's root margin reaches
 * that far up, as a browser decides. Install with `vi.stubGlobal`.
 */
/** Where `passAll()` puts the observed elements: this far above the viewport's top (px). */
const PASSED_TOP = -500;

export class FakeIntersectionObserver implements IntersectionObserver {
  static readonly instances = new Set<FakeIntersectionObserver>();

  readonly root = null;
  readonly rootMargin: string;
  readonly scrollMargin = '0px';
  readonly thresholds: readonly number[] = [0];
  readonly #callback: IntersectionObserverCallback;
  readonly #targets = new Set<Element>();

  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.#callback = callback;
    this.rootMargin = options.rootMargin ?? '0px';
    FakeIntersectionObserver.instances.add(this);
  }

  /** Every live observer reports all its targets as in view. */
  static enterAll(): void {
    for (const observer of [...FakeIntersectionObserver.instances]) observer.#report(true);
  }

  /** Every live observer reports all its targets 500 px above the viewport. */
  static passAll(): void {
    for (const observer of [...FakeIntersectionObserver.instances]) {
      observer.#report(observer.#reachesAbove(PASSED_TOP), PASSED_TOP);
    }
  }

  static reset(): void {
    FakeIntersectionObserver.instances.clear();
  }

  observe(target: Element): void {
    this.#targets.add(target);
  }

  unobserve(target: Element): void {
    this.#targets.delete(target);
  }

  disconnect(): void {
    this.#targets.clear();
    FakeIntersectionObserver.instances.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Whether a 1 px element at `top` (above the viewport) lies in the root grown by its top margin. */
  #reachesAbove(top: number): boolean {
    const marginTop = /^(-?\d+(?:\.\d+)?)px\b/.exec(this.rootMargin.trim());
    return top + 1 > -Number(marginTop?.[1] ?? 0);
  }

  #report(isIntersecting: boolean, top = 0): void {
    if (this.#targets.size === 0) return;
    const boundingClientRect = { top, bottom: top + 1 } as DOMRectReadOnly;
    const rootBounds = { top: 0, bottom: 800 } as DOMRectReadOnly;
    const entries = [...this.#targets].map(
      (target) =>
        ({
          target,
          isIntersecting,
          intersectionRatio: isIntersecting ? 1 : 0,
          boundingClientRect,
          rootBounds,
        }) as IntersectionObserverEntry,
    );
    this.#callback(entries, this);
  }
}
