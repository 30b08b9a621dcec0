/** Scrolled this far down (px), the phone's header makes room (account-and-session.md §2). */
const HIDE_HEADER_AFTER = 50;

/**
 * On a phone the header slides away while the player scrolls down past 50 px and comes back as soon
 * as they scroll up; focus inside it brings it back too. "A phone" is where the navigation is the
 * bottom bar (the stylesheet decides: the bar is then fixed, and stays).
 * `fromY` is where the page was before the scroll that started it.
 * @returns what stops it.
 */
export function hideOnScroll(header: HTMLElement, fromY: number): () => void {
  let lastY = fromY;
  const onScroll = (): void => {
    const y = window.scrollY;
    const bar = header.querySelector('.main-nav');
    const phone = bar !== null && getComputedStyle(bar).position === 'fixed';
    header.classList.toggle(
      'site-header--hidden',
      phone && y > HIDE_HEADER_AFTER && y > lastY && !header.contains(document.activeElement),
    );
    lastY = y;
  };
  const show = (): void => {
    header.classList.remove('site-header--hidden');
  };
  onScroll();
  window.addEventListener('scroll', onScroll, { passive: true });
  header.addEventListener('focusin', show);
  return () => {
    window.removeEventListener('scroll', onScroll);
    header.removeEventListener('focusin', show);
    show();
  };
}
