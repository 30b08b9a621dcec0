import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer.ts';
import { WhenNear } from './when-near.tsx';

/** A lazy part: nothing until `arrive` is called (its chunk has loaded), then its section. */
function createLazyPart() {
  let load = (): void => undefined;
  function LazyPart() {
    const [loaded, setLoaded] = useState(false);
    useEffect(() => {
      load = () => {
        setLoaded(true);
      };
    }, []);
    return loaded ? <section aria-label="Lazy part">The part</section> : null;
  }
  return {
    LazyPart,
    /** The chunk loads; what the page then observes (a microtask later) has run when this settles. */
    arrive: async () => {
      await act(async () => {
        load();
        await Promise.resolve();
      });
    },
  };
}

function renderInPage(children: React.ReactNode) {
  return render(
    <div data-testid="page">
      <h1>Above</h1>
      <WhenNear>{children}</WhenNear>
      <p>Below</p>
    </div>,
  );
}

/** The page's elements that take a place in its layout (a hidden one takes none). */
function placesIn(page: HTMLElement): string[] {
  return [...page.children]
    .filter((element) => !(element as HTMLElement).hidden)
    .map((element) => element.textContent || element.tagName.toLowerCase());
}

describe('WhenNear', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    FakeIntersectionObserver.reset();
    vi.unstubAllGlobals();
  });

  it('renders its children only once its place comes near the viewport', () => {
    renderInPage(<p>Near part</p>);
    expect(screen.queryByText('Near part')).toBeNull();

    act(() => {
      FakeIntersectionObserver.enterAll();
    });

    expect(placesIn(screen.getByTestId('page'))).toEqual(['Above', 'Near part', 'Below']);
  });

  it('keeps its place while a lazy child renders nothing, so the page does not get shorter', () => {
    const { LazyPart } = createLazyPart();
    renderInPage(<LazyPart />);

    act(() => {
      FakeIntersectionObserver.enterAll();
    });

    expect(placesIn(screen.getByTestId('page'))).toEqual(['Above', 'div', 'Below']);
  });

  it('gives its place to the lazy child once it renders', async () => {
    const { LazyPart, arrive } = createLazyPart();
    renderInPage(<LazyPart />);
    act(() => {
      FakeIntersectionObserver.enterAll();
    });

    await arrive();

    expect(placesIn(screen.getByTestId('page'))).toEqual(['Above', 'The part', 'Below']);
  });
});
