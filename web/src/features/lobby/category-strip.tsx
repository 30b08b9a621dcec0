import type { LobbyPage } from '@lv-casino/core/catalogue/catalogue.ts';
import type { LobbyStrip } from '@lv-casino/core/catalogue/lobby-strips.rule.ts';
import { formatCount } from '@lv-casino/core/money/count-format.rule.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { pathOf } from '../../kernel/app-navigator.ts';
import { useInjection } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import { categoryPath } from './category-bar.tsx';
import { GameTile } from './game-tile.tsx';
import { NavIcon } from '../../ui/nav-icon.tsx';

/** Share of the visible width one press of previous / next scrolls. */
const PAGE_SHARE = 0.85;

/**
 * Which ends of its list a strip shows, one value (`start`, `end`, `both` for a list that fits, or
 * `middle`): the same edges are the same state, so a measurement that finds them unchanged (each strip
 * is measured as the lobby first lays out) does not render the strip again.
 */
type Edges = 'start' | 'end' | 'both' | 'middle';

/**
 * Tiles a strip renders with the page: more than a desktop's row shows. The rest (a strip holds a
 * page of 24) follow when the browser is idle, or at once when the player scrolls, focuses or pages
 * the strip: the page's first render and its first strips' arrival stay short tasks on a phone.
 */
export const FIRST_TILES = 8;

/** The rest of a strip's tiles once the browser is idle (a timer where it cannot say). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => {
      window.cancelIdleCallback(idle);
    };
  }
  const timer = window.setTimeout(run, 300);
  return () => {
    window.clearTimeout(timer);
  };
}

/**
 * One category of the lobby: its name, the number of games (a link to the category's page), and a horizontal scroller of its first
 * page of tiles with previous / next buttons (the scroller itself is focusable, so the
 * arrow keys scroll it too).
 */
export function CategoryStrip({
  lobby,
  strip,
  loggedIn,
}: {
  readonly lobby: LobbyPage;
  readonly strip: LobbyStrip;
  /** Whether the player is logged in: its tiles open the game for real money then, else the demo where there is one. */
  readonly loggedIn: boolean;
}) {
  const intl = useIntl();
  const { language } = useInjection(IntlStore);
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>('start');
  const atStart = edges === 'start' || edges === 'both';
  const atEnd = edges === 'end' || edges === 'both';
  const { category, games, total } = strip;
  // A lobby shows a category once: its id names the strip's parts.
  const headingId = `strip-${category.id}-title`;
  const listId = `strip-${category.id}-games`;

  const [allTiles, setAllTiles] = useState(false);
  const showAll = useCallback(() => {
    setAllTiles(true);
  }, []);
  useEffect(() => {
    if (allTiles) return;
    return whenIdle(showAll);
  }, [allTiles, showAll]);
  const shown = allTiles ? games : games.slice(0, FIRST_TILES);

  const measure = useCallback(() => {
    const element = scroller.current;
    if (element === null) return;
    const max = element.scrollWidth - element.clientWidth;
    const start = element.scrollLeft <= 1;
    const end = element.scrollLeft >= max - 1;
    setEdges(start ? (end ? 'both' : 'start') : end ? 'end' : 'middle');
  }, []);

  useEffect(() => {
    const element = scroller.current;
    if (element === null) return;
    // Measured when the browser has laid the strip out anyway (no forced layout during the first
    // render), and again whenever its width changes.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [measure]);

  // The rest of the tiles widen the strip: where its end is changes.
  useEffect(() => {
    if (allTiles) measure();
  }, [allTiles, measure]);

  const page = (direction: -1 | 1): void => {
    showAll();
    const element = scroller.current;
    if (element === null) return;
    // Assigning scrollLeft honours the scroller's CSS scroll-behavior (smooth unless reduced motion).
    element.scrollLeft += direction * Math.max(element.clientWidth * PAGE_SHARE, 1);
  };

  const label = { category: category.name };
  return (
    <section className="strip" aria-labelledby={headingId}>
      <div className="strip__header">
        <h2 id={headingId} className="strip__title">
          {category.name}
        </h2>
        <Link
          className="strip__count strip__all"
          to={pathOf({ name: 'page', path: categoryPath(lobby, category.friendlyUrl) }, language)}
          aria-label={intl.formatMessage(
            { id: 'lobby.strip.all' },
            { category: category.name, count: total, shown: formatCount(total) },
          )}
        >
          <FormattedMessage id="lobby.strip.count" values={{ count: total, shown: formatCount(total) }} />
        </Link>
        <div className="strip__controls">
          <button
            type="button"
            className="icon-button strip__arrow strip__arrow--previous"
            aria-controls={listId}
            aria-disabled={atStart}
            aria-label={intl.formatMessage({ id: 'lobby.strip.previous' }, label)}
            onClick={() => {
              page(-1);
            }}
          >
            <NavIcon name="previous" />
          </button>
          <button
            type="button"
            className="icon-button strip__arrow strip__arrow--next"
            aria-controls={listId}
            aria-disabled={atEnd}
            aria-label={intl.formatMessage({ id: 'lobby.strip.next' }, label)}
            onClick={() => {
              page(1);
            }}
          >
            <NavIcon name="next" />
          </button>
        </div>
      </div>
      <div
        ref={scroller}
        id={listId}
        className="strip__scroller"
        role="region"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard-reachable; its tiles are not interactive
        tabIndex={0}
        aria-label={intl.formatMessage({ id: 'lobby.strip.list' }, label)}
        onScroll={() => {
          showAll();
          measure();
        }}
        onFocus={showAll}
      >
        <ul className="strip__list">
          {shown.map((game) => (
            <li key={game.id} className="strip__item">
              <GameTile game={game} loggedIn={loggedIn} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
