import type { LobbyPage } from '@lv-casino/core/catalogue/catalogue.ts';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useScreenStore } from '../../kernel/container-context.ts';
import { CategoryStrip } from './category-strip.tsx';
import { LastPlayedStore } from './last-played.store.ts';

/**
 * The logged-in player's last-played games, first strip of the lobby (its tiles open the games for
 * real money); nothing when there are none.
 */
function LastPlayedStrip({ lobby }: { readonly lobby: LobbyPage }) {
  const intl = useIntl();
  const store = useScreenStore(LastPlayedStore);
  const { games } = store;
  if (games.length === 0) return null;
  const category = {
    id: -1,
    friendlyUrl: 'last-played',
    name: intl.formatMessage({ id: 'lobby.lastPlayed' }),
    orderNumber: 0,
    enabled: true,
    enabledGamesCount: games.length,
    pageToShowOn: [],
  };
  return <CategoryStrip lobby={lobby} strip={{ category, games, total: games.length }} loggedIn />;
}

export default observer(LastPlayedStrip);
