import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useRevealOnScroll } from './use-reveal-on-scroll.ts';

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
 * The marker (1 px, and the gap its parent puts before it) keeps its place until the children have put
 * something in the page: a lazy part renders nothing while its chunk loads, and the page would get
 * shorter meanwhile. At the end of a page that moved what the player was tapping (the browser keeps
 * the scroll within the shorter page): on a phone, "Load more games" slid 25 px under a finger between
 * its press and its release, and the tap was lost. Children that never render anything leave the
 * marker, as the page was before.
 */
export function WhenNear({ children }: { readonly children: ReactNode }) {
  const marker = useRef<HTMLDivElement>(null);
  // What stood before the marker when it came near: the children's first node goes between the two.
  const before = useRef<Node | null>(null);
  const [near, setNear] = useState(false);
  const [filled, setFilled] = useState(false);
  const reveal = useCallback(() => {
    before.current = marker.current?.previousSibling ?? null;
    setNear(true);
  }, []);
  useRevealOnScroll(marker, reveal, { enabled: !near, revealed: 0, below: NEAR_BELOW });
  useEffect(() => {
    const element = marker.current;
    const parent = element?.parentNode;
    if (!near || filled || element == null || parent == null) return;
    const check = (): void => {
      if (element.previousSibling === before.current) return;
      // Hidden in the same task as the children's first nodes arrive, before the browser lays them out.
      element.hidden = true;
      setFilled(true);
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(parent, { childList: true });
    return () => {
      observer.disconnect();
    };
  }, [near, filled]);
  return (
    <>
      {near && children}
      {!filled && <div ref={marker} style={{ minHeight: 1 }} />}
    </>
  );
}
