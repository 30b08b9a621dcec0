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
    /** The chunk has loaded. */
    arrive: () => {
      act(() => {
        load();
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

/** The place WhenNear holds in the page: an element between the two around it. */
function place(): Element {
  const element = screen.getByRole('heading', { name: 'Above' }).nextElementSibling;
  if (element === null) throw new Error('no place after the heading');
  return element;
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
    const before = screen.queryByText('Near part');

    act(() => {
      FakeIntersectionObserver.enterAll();
    });

    expect({ before, after: screen.getByText('Near part').parentElement }).toEqual({
      before: null,
      after: place(),
    });
  });

  // when-near.css gives an empty place its 1 px box, and leaves a filled one out of the layout.
  it('keeps its place empty, and so in the layout, while a lazy child renders nothing', () => {
    const { LazyPart } = createLazyPart();
    renderInPage(<LazyPart />);

    act(() => {
      FakeIntersectionObserver.enterAll();
    });

    expect(place().matches('.when-near:empty')).toBe(true);
  });

  it('holds the lazy child once it renders', () => {
    const { LazyPart, arrive } = createLazyPart();
    renderInPage(<LazyPart />);
    act(() => {
      FakeIntersectionObserver.enterAll();
    });

    arrive();

    expect(place().matches('.when-near:not(:empty)') && place().textContent).toBe('The part');
  });
});
