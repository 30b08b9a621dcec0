import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import './data-table.css';

/**
 * A paged list's moves (a store of one: whether its page has neighbours, and the way to them). They
 * are read in the pager's own render: a MobX observer that renders the pager reads the page they
 * follow from (it shows its position), so the pager renders again when they change.
 */
export interface Paging {
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
  previousPage(): void;
  nextPage(): void;
}

export interface PagerProps {
  /** The navigation's name ("Pages of the history"). */
  readonly label: string;
  readonly previous: ReactNode;
  readonly next: ReactNode;
  /** Where the player is ("Page 2 of 5 · 93 entries"), read out when it changes. */
  readonly position: ReactNode;
  readonly paging: Paging;
  /** A page is loading: neither button acts. */
  readonly busy?: boolean | undefined;
}

/**
 * Previous and next around the position of a paged list (a data table's pager). A button that cannot
 * act says so (aria-disabled) but keeps the focus, so paging to the last page does not drop it.
 */
export function Pager({ label, previous, next, position, paging, busy = false }: PagerProps) {
  const previousOff = !paging.hasPrevious || busy;
  const nextOff = !paging.hasNext || busy;
  return (
    <nav className="data-pager" aria-label={label}>
      <Button
        tone="secondary"
        aria-disabled={previousOff}
        onClick={() => {
          if (!previousOff) paging.previousPage();
        }}
      >
        {previous}
      </Button>
      <p className="data-pager__position" aria-live="polite">
        {position}
      </p>
      <Button
        tone="secondary"
        aria-disabled={nextOff}
        onClick={() => {
          if (!nextOff) paging.nextPage();
        }}
      >
        {next}
      </Button>
    </nav>
  );
}
