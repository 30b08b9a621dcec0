import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useRevealOnScroll } from './use-reveal-on-scroll.ts';
import './when-near.css';

/**
 * How far below the viewport a section starts loading: enough for its chunk and data to arrive
 * before it is seen at a normal scrolling pace, so it is in place before it scrolls into view.
 */
export const NEAR_BELOW = '240px';

/**
 * Renders `children` once this place comes near the viewport (and keeps them): what is below the fold
 * (the lobby's sections, the footer) loads its chunks and data when the player scrolls towards it,
 * not with the first paint. Without IntersectionObserver the children render at once.
 *
 * The place is an element of its own, which keeps its 1 px (and its parent's gap) until the children
 * have rendered something (when-near.css), then leaves them in its parent's layout: a lazy part
 * renders nothing while its chunk loads, and the page must not get shorter meanwhile.
 */
export function WhenNear({ children }: { readonly children: ReactNode }) {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const reveal = useCallback(() => {
    setNear(true);
  }, []);
  useRevealOnScroll(marker, reveal, { enabled: !near, revealed: 0, below: NEAR_BELOW });
  return (
    <div ref={marker} className="when-near">
      {near && children}
    </div>
  );
}
