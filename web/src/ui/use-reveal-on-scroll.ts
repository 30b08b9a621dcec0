import { useEffect, type RefObject } from 'react';

/** How far below the viewport the sentinel starts revealing, so strips are ready before they are seen. */
export const REVEAL_BELOW = '600px';

/** The root's reach above the viewport (px): further than any page is long. */
const FAR_ABOVE_PX = 1_000_000;

/**
 * Calls `reveal` whenever `sentinel` comes near the viewport, or is already above it (the player
 * scrolled past it before it appeared, e.g. straight to the footer), while `enabled`: the observer's
 * root reaches far above the viewport, so both count as intersecting. The observer is
 * made again after every reveal (`revealed` changes), so a sentinel that is still in view reveals again.
 * Without IntersectionObserver everything is revealed (progressive enhancement).
 */
export function useRevealOnScroll(
  sentinel: RefObject<Element | null>,
  reveal: () => void,
  options: { readonly enabled: boolean; readonly revealed: number; readonly below?: string },
): void {
  const { enabled, revealed, below = REVEAL_BELOW } = options;
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || element === null) return;
    if (!('IntersectionObserver' in window)) {
      reveal();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal();
      },
      // The root reaches far above the viewport: an observer calls back only when an element enters or
      // leaves it, and one scroll may carry a sentinel from below the near zone to above the viewport
      // in one step (a flick, a long wheel turn). Counting everything above as in the root makes that
      // step an entry too.
      { rootMargin: `${String(FAR_ABOVE_PX)}px 0px ${below}` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [sentinel, reveal, enabled, revealed, below]);
}
