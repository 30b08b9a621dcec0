import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hideOnScroll } from './hiding-header.ts';

/*
 * jsdom has no layout: the page's scroll position and what is at the middle of the view are set by
 * the test, as a phone's browser would report them.
 */
let scrollY = 0;
/** The tile at the middle of the view, and its top in the page. */
const tile = document.createElement('div');
let tileTop = 0;

function scrollTo(y: number, { anchored = false } = {}): void {
  // The player's scrolling moves the tile in the view; the browser's anchoring scrolls by as much as
  // was inserted above it, so it stays where it was.
  if (anchored) tileTop += y - scrollY;
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

function phoneHeader(): HTMLElement {
  const header = document.createElement('header');
  const bar = document.createElement('nav');
  bar.className = 'main-nav';
  bar.style.position = 'fixed';
  header.append(bar);
  document.body.append(header, tile);
  return header;
}

const hidden = (header: HTMLElement): boolean => header.classList.contains('site-header--hidden');

describe('the phone’s hiding header', () => {
  let stop = (): void => undefined;

  beforeEach(() => {
    scrollY = 0;
    tileTop = 1200;
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
    document.elementFromPoint = () => tile;
    tile.getBoundingClientRect = () => DOMRect.fromRect({ y: tileTop - scrollY, height: 200 });
  });

  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  it('makes room while the player scrolls down past 50 px and comes back when they scroll up', () => {
    const header = phoneHeader();
    stop = hideOnScroll(header);
    scrollTo(900);
    const whileDown = hidden(header);
    scrollTo(600);
    expect([whileDown, hidden(header)]).toEqual([true, false]);
  });

  it('makes room at once when its code arrives after the player scrolled down', () => {
    const header = phoneHeader();
    scrollY = 900;
    stop = hideOnScroll(header);
    expect(hidden(header)).toBe(true);
  });

  it('stays when the browser scrolls to keep the view in place as a banner above it loads', () => {
    const header = phoneHeader();
    stop = hideOnScroll(header);
    scrollTo(900);
    scrollTo(600);
    scrollTo(880, { anchored: true });
    expect(hidden(header)).toBe(false);
  });
});
