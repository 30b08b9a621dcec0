import { useEffect, type RefObject } from 'react';

/** How far below the viewport the sentinel starts revealing, so strips are ready before they are seen. */
export const REVEAL_MARGIN = '600px 0px';

/**
 * Calls `reveal` whenever `sentinel` comes near the viewport, or is already above it (the player
 * scrolled past it before it appeared, e.g. straight to the footer), while `enabled`. The observer is
 * made again after every reveal (`revealed` changes), so a sentinel that is still in view reveals again.
 * Without IntersectionObserver everything is revealed (progressive enhancement).
 */
export function useRevealOnScroll(
  sentinel: RefObject<Element | null>,
  reveal: () => void,
  options: { readonly enabled: boolean; readonly revealed: number; readonly margin?: string },
): void {
  const { enabled, revealed, margin = REVEAL_MARGIN } = options;
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || element === null) return;
    if (!('IntersectionObserver' in window)) {
      reveal();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting || scrolledPast(entry))) reveal();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [sentinel, reveal, enabled, revealed, margin]);
}

/** Whether the observed element lies above the viewport (its bottom above the root's top). */
function scrolledPast(entry: IntersectionObserverEntry): boolean {
  return entry.boundingClientRect.bottom < (entry.rootBounds?.top ?? 0);
}
