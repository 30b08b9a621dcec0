import type { Game } from '@lv-casino/core/catalogue/catalogue.ts';
import { tilePlayMode } from '@lv-casino/core/game-start/game-links.rule.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { pathOf } from '../../kernel/app-navigator.ts';
import { GameRow, gameRowsClass } from '../../kernel/catalogue/game-row.tsx';

/** Intrinsic size of a result's square thumbnail (CSS px). */
const THUMBNAIL_SIZE = 48;

/** The play page a result leads to (core's tilePlayMode: real, or demo for a visitor when the game has one). */
export const resultLink = (game: Game, loggedIn: boolean, language: Language): string =>
  pathOf({ name: 'game-play', mode: tilePlayMode(game, loggedIn), friendlyUrl: game.friendlyUrl }, language);

function Result({ game, href }: { readonly game: Game; readonly href: string }) {
  return (
    <GameRow game={game} size={THUMBNAIL_SIZE}>
      {/* Replaces the modal's history entry: Back from the game returns to the page, not to the search. */}
      <Link className="game-row__name" to={href} replace>
        {game.name}
      </Link>
    </GameRow>
  );
}

export interface SearchResultsProps {
  readonly games: readonly Game[];
  /** The list's accessible name. */
  readonly label: string;
  readonly loggedIn: boolean;
  readonly language: Language;
  /** Whether a newer search is on its way (the list stays, dimmed). */
  readonly busy: boolean;
  /** A game to move focus to (the first a load-more added); onFocused says it is done. */
  readonly focusIndex: number | null;
  readonly onFocused: () => void;
}

/**
 * The games a search found: a list of links to their play pages, each named by the game alone (the
 * whole row is its target area) with the provider's name beside it; the thumbnail is decorative.
 */
export function SearchResults({
  games,
  label,
  loggedIn,
  language,
  busy,
  focusIndex,
  onFocused,
}: SearchResultsProps) {
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (focusIndex === null) return;
    listRef.current?.querySelectorAll<HTMLElement>('a')[focusIndex]?.focus();
    onFocused();
  });

  return (
    <ul ref={listRef} className={gameRowsClass(busy)} aria-label={label} aria-busy={busy}>
      {games.map((game) => (
        <Result key={game.id} game={game} href={resultLink(game, loggedIn, language)} />
      ))}
    </ul>
  );
}
