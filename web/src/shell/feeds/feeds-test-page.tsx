import type { GameProduct } from '@lv-casino/core/feeds/feeds.ts';
import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { observer } from 'mobx-react-lite';
import { createMemoryRouter, type DataRouter, type RouteObject } from 'react-router';
import { AppRoot } from '../../kernel/app-root.tsx';
import { createAppContainer } from '../container.ts';
import { FeatureModules } from '../../kernel/feature-modules.ts';
import { createAppRoutes } from '../routes.tsx';
import { createFakePortsModule, createTestPorts, type TestPorts } from '../../testing/fake-ports.module.ts';
import { LobbyFeedsProvider } from '../../kernel/feeds/lobby-feeds-provider.tsx';
import LobbyFeedsSlot from '../../kernel/feeds/lobby-feeds-slot.tsx';
import { useLobbyFeeds } from '../../kernel/feeds/lobby-feeds-context.ts';
import LiveTableStatus from '../../kernel/feeds/live-table-status.tsx';

/*
 * Test support (not shipped: nothing in the app imports it). The lead's lobby page renders the feeds
 * later; until then the tests mount them on a page of their own inside the whole app (shell,
 * start-up, session, modal host, router) over core's fake ports, as a lobby will.
 */

/** What a game tile would show of its game's own jackpot. */
const GameJackpot = observer(function GameJackpot({ gameId }: { readonly gameId: number }) {
  const amount = useLobbyFeeds()?.jackpots.perGameAmount(gameId) ?? null;
  return <p data-testid={`game-jackpot-${String(gameId)}`}>{amount ?? 'none'}</p>;
});

export interface FeedsPageOptions {
  readonly ports?: TestPorts;
  readonly product?: GameProduct;
  /** uniqueGameIds of the live tiles to show a LiveTableStatus for. */
  readonly liveGames?: readonly string[];
  /** Catalogue ids of the tiles to show a per-game jackpot for. */
  readonly jackpotGames?: readonly number[];
  /** Render the slot without a LobbyFeedsProvider around it. */
  readonly withoutProvider?: boolean;
}

/** The page: the feeds slot and a few "tiles" under one LobbyFeedsProvider, as the lobby will have them. */
function FeedsPage({
  product = 'CASINO',
  liveGames = [],
  jackpotGames = [],
  withoutProvider,
}: FeedsPageOptions) {
  const content = (
    <>
      <LobbyFeedsSlot product={product} />
      <ul aria-label="Live tiles">
        {liveGames.map((id) => (
          <li key={id} data-testid={`live-${id}`}>
            <LiveTableStatus uniqueGameId={id} />
          </li>
        ))}
      </ul>
      {jackpotGames.map((id) => (
        <GameJackpot key={id} gameId={id} />
      ))}
    </>
  );
  return withoutProvider === true ? content : <LobbyFeedsProvider>{content}</LobbyFeedsProvider>;
}

export interface FeedsTestApp {
  readonly router: DataRouter;
  readonly ports: TestPorts;
  readonly user: UserEvent;
}

/** Renders the app at /en/feeds-test (the feeds page) with /en/elsewhere (an empty page) to leave to. */
export function renderFeedsPage(options: FeedsPageOptions = {}): FeedsTestApp {
  const ports = options.ports ?? createTestPorts();
  const container = createAppContainer(createFakePortsModule(ports), {
    device: 'desktop',
    initialLanguage: 'en',
  });
  const routes = createAppRoutes(container.get(FeatureModules));
  const language = routes[0]?.children?.find((route: RouteObject) => route.path === ':lang');
  if (language?.children === undefined) throw new Error('The app has no /:lang routes');
  language.children.unshift(
    { path: 'feeds-test', element: <FeedsPage {...options} /> },
    { path: 'elsewhere', element: <p>Elsewhere</p> },
  );
  const router = createMemoryRouter(routes, { initialEntries: ['/en/feeds-test'] });
  const user = userEvent.setup();
  render(<AppRoot container={container} router={router} />);
  return { router, ports, user };
}
