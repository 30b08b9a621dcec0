import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { FakeErrorCatalogue } from '@lv-casino/core/testing/catalogues.fake.ts';
import { describe, expect, it } from 'vitest';
import type { MessageId } from '../../i18n/message-id.ts';
import { LoadMoreGames, type GamePages } from './load-more-games.tsx';

/** The two texts in English (the compiled catalogue's type, as react-intl takes it). */
const MESSAGES = { 'search.loadMore': 'Load more', 'search.loadingMore': 'Loading more' } as Partial<
  Record<MessageId, string>
> as Record<MessageId, string>;

const TEXTS = { more: 'search.loadMore', loading: 'search.loadingMore' } as const;

const pagesOf = (overrides: Partial<GamePages> = {}) => {
  const pages = {
    canLoadMore: true,
    loadingMore: false,
    loadMoreError: null,
    asked: 0,
    loadMore: async () => {
      pages.asked += 1;
      await Promise.resolve();
    },
    ...overrides,
  };
  return pages;
};

const show = (pages: GamePages, ready = true) =>
  render(
    <IntlProvider locale="en" messages={MESSAGES}>
      <LoadMoreGames pages={pages} ready={ready} texts={TEXTS} inPanel />
    </IntlProvider>,
  );

describe('LoadMoreGames', () => {
  it('asks for the next page', async () => {
    const pages = pagesOf();
    show(pages);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(pages.asked).toBe(1);
  });

  it('is not there before the list is shown, on the last page, or after a failed load-more', () => {
    const error = new FakeErrorCatalogue().describe(500);
    const hidden = [
      show(pagesOf(), false),
      show(pagesOf({ canLoadMore: false })),
      show(pagesOf({ loadMoreError: error })),
    ];

    expect(hidden.map(({ container }) => container.childElementCount)).toEqual([0, 0, 0]);
  });

  it('is busy, with its loading text, while the page loads', () => {
    show(pagesOf({ loadingMore: true }));

    expect(screen.getByRole('button').textContent).toBe('Loading more');
  });
});
