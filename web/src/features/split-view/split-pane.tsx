import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { PanePicker } from './pane-picker.tsx';
import { PanePlayer } from './pane-player.tsx';
import type { SplitPaneStore } from './split-pane.store.ts';

export interface SplitPaneProps {
  readonly pane: SplitPaneStore;
  /** The pane's place, 1 or 2: its name ("Game 1"). */
  readonly number: number;
  /** Whether the category could not be looked up (the dialog says so, with a retry). */
  readonly categoryFailed: boolean;
  /** Whether the dialog's focus starts in this pane's search field (the dialog's data-autofocus). */
  readonly focusFirst: boolean;
}

/**
 * One half of the split view, a region named by its heading: the picker, or the game picked in it.
 * A pick moves the focus to the heading (which then names the game); "Change game" moves it back to
 * the search field, so the keyboard never falls out of the pane.
 */
function SplitPaneView({ pane, number, categoryFailed, focusFirst }: SplitPaneProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // Where the focus goes once the pane has rendered what a pick or a change of game shows.
  const focusTo = useRef<'heading' | 'search' | null>(null);
  const { game } = pane;

  useEffect(() => {
    const target = focusTo.current;
    if (target === null) return;
    focusTo.current = null;
    (target === 'heading' ? headingRef : searchRef).current?.focus();
  });

  return (
    <section className="split-pane" aria-labelledby={headingId}>
      <h3 ref={headingRef} id={headingId} className="split-pane__title" tabIndex={-1}>
        {game === null ? (
          <FormattedMessage id="splitView.pane" values={{ pane: number }} />
        ) : (
          <FormattedMessage id="splitView.pane.playing" values={{ pane: number, game: game.name }} />
        )}
      </h3>
      {game === null ? (
        <PanePicker
          picker={pane.picker}
          categoryFailed={categoryFailed}
          labelledBy={headingId}
          focusFirst={focusFirst}
          searchRef={searchRef}
          onPick={(picked) => {
            focusTo.current = 'heading';
            pane.pick(picked);
          }}
        />
      ) : (
        <PanePlayer
          pane={pane}
          gameName={game.name}
          onChange={() => {
            focusTo.current = 'search';
            pane.changeGame();
          }}
        />
      )}
    </section>
  );
}

export const SplitPane = observer(SplitPaneView);
