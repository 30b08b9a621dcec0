import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
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
  /** Whether the dialog's focus starts in this pane's search field. */
  readonly autoFocus: boolean;
}

/**
 * One half of the split view, a region named by its heading: the picker, or the game picked in it.
 * A pick moves the focus to the heading (which then names the game); "Change game" moves it back to
 * the search field, so the keyboard never falls out of the pane.
 */
function SplitPaneView({ pane, number, categoryFailed, autoFocus }: SplitPaneProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [focusTo, setFocusTo] = useState<'heading' | 'search' | null>(null);
  const { game } = pane;

  useEffect(() => {
    if (focusTo === null) return;
    (focusTo === 'heading' ? headingRef : searchRef).current?.focus();
    setFocusTo(null);
  }, [focusTo]);

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
          pane={pane}
          categoryFailed={categoryFailed}
          labelledBy={headingId}
          autoFocus={autoFocus}
          searchRef={searchRef}
          onPick={(picked) => {
            pane.pick(picked);
            setFocusTo('heading');
          }}
        />
      ) : (
        <PanePlayer
          pane={pane}
          gameName={game.name}
          onChange={() => {
            pane.changeGame();
            setFocusTo('search');
          }}
        />
      )}
    </section>
  );
}

export const SplitPane = observer(SplitPaneView);
