import { mobileHeaderHidden } from '@lv-casino/core/content/layout.rule.ts';

/**
 * On a phone the header slides away while the player scrolls down past 50 px and comes back as soon
 * as they scroll up (core's mobileHeaderHidden, account-and-session.md §2); focus inside it brings it
 * back too. "A phone" is where the navigation is the
 * bottom bar (the stylesheet decides: the bar is then fixed, and stays).
 * It starts from the top, where the app starts: reading window.scrollY before the first scroll would
 * force the whole first page's layout. A page the browser restores further down hides the header at
 * its first scroll, as scrolling down to it would have.
 * @returns what stops it.
 */
export function hideOnScroll(header: HTMLElement): () => void {
  let lastY = 0;
  // Nothing seen yet: the first call below places the header for the scroll that loaded this code.
  let seen: InView | null = null;
  const onScroll = (): void => {
    const y = window.scrollY;
    // The browser scrolled to keep what the player reads in place, because something above it grew
    // (a banner that loads as it nears the view): not the player scrolling down, so nothing changes.
    if (!stayedInPlace(seen)) {
      const bar = header.querySelector('.main-nav');
      const phone = bar !== null && getComputedStyle(bar).position === 'fixed';
      header.classList.toggle(
        'site-header--hidden',
        phone && mobileHeaderHidden(lastY, y) && !header.contains(document.activeElement),
      );
    }
    lastY = y;
    seen = whatIsInView();
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

/** What is at the middle of the view, and where its top was. */
interface InView {
  readonly element: Element;
  readonly top: number;
}

function whatIsInView(): InView | null {
  const element = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
  return element === null ? null : { element, top: element.getBoundingClientRect().top };
}

/**
 * Whether the page scrolled while what was in view stayed where it was: the browser's scroll
 * anchoring (content inserted above), not the player, whose scrolling moves everything in view.
 */
function stayedInPlace(seen: InView | null): boolean {
  return (
    seen !== null &&
    seen.element.isConnected &&
    Math.abs(seen.element.getBoundingClientRect().top - seen.top) < 1
  );
}
