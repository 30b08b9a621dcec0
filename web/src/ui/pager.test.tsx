import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Pager } from './pager.tsx';

/** The history's pager with a next page (and a previous one when told); returns the moves asked for, as they come. */
function renderPager({
  hasPrevious,
  position,
  busy = false,
}: {
  readonly hasPrevious: boolean;
  readonly position: string;
  readonly busy?: boolean;
}): string[] {
  const moves: string[] = [];
  render(
    <Pager
      label="Pages of the history"
      previous="Previous"
      next="Next"
      position={position}
      paging={{
        hasPrevious,
        hasNext: true,
        previousPage: () => moves.push('previous'),
        nextPage: () => moves.push('next'),
      }}
      busy={busy}
    />,
  );
  return moves;
}

describe('Pager', () => {
  it('pages on, and marks the button that leads nowhere without acting on it', async () => {
    const moves = renderPager({ hasPrevious: false, position: 'Page 1 of 3' });
    const pages = screen.getByRole('navigation', { name: 'Pages of the history' });
    const user = userEvent.setup();

    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    await user.click(within(pages).getByRole('button', { name: 'Next' }));

    expect({
      moves,
      disabled: within(pages)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-disabled')),
      live: screen.getByText('Page 1 of 3').getAttribute('aria-live'),
    }).toEqual({ moves: ['next'], disabled: ['true', 'false'], live: 'polite' });
  });

  it('lets neither button act while a page loads', async () => {
    const moves = renderPager({ hasPrevious: true, position: 'Page 2 of 3', busy: true });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));

    expect(moves).toEqual([]);
  });
});
