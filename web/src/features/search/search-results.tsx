import type { Game } from '@lv-casino/core/catalogue/catalogue.ts';
import { tilePlayMode } from '@lv-casino/core/game-start/game-links.rule.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { pathOf } from '../../kernel/app-navigator.ts';
import { providerName } from '../../i18n/provider-name.ts';

/** Intrinsic size of a result's square thumbnail (CSS px). */
const THUMBNAIL_SIZE = 48;

/** The play page a result leads to (core's tilePlayMode: real, or demo for a visitor when the game has one). */
export const resultLink = (game: Game, loggedIn: boolean, language: Language): string =>
  pathOf({ name: 'game-play', mode: tilePlayMode(game, loggedIn), friendlyUrl: game.friendlyUrl }, language);

function Result({ game, href }: { readonly game: Game; readonly href: string }) {
  const intl = useIntl();
  const [imageFailed, setImageFailed] = useState(false);
  const provider = providerName(intl, game.provider);
  return (
    <li className="search-result">
      {imageFailed ? (
        <span className="search-result__image search-result__image--fallback" aria-hidden="true">
          {game.name.slice(0, 1)}
        </span>
      ) : (
        <img
          className="search-result__image"
          src={game.thumbnailUrl}
          alt=""
          width={THUMBNAIL_SIZE}
          height={THUMBNAIL_SIZE}
          loading="lazy"
          decoding="async"
          onError={() => {
            setImageFailed(true);
          }}
        />
      )}
      <span className="search-result__text">
        {/* Replaces the modal's history entry: Back from the game returns to the page, not to the search. */}
        <Link className="search-result__link" to={href} replace>
          {game.name}
        </Link>
        <span className="search-result__provider">{provider}</span>
      </span>
    </li>
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
    <ul
      ref={listRef}
      className={busy ? 'search-results search-results--busy' : 'search-results'}
      aria-label={label}
      aria-busy={busy}
    >
      {games.map((game) => (
        <Result key={game.id} game={game} href={resultLink(game, loggedIn, language)} />
      ))}
    </ul>
  );
}
