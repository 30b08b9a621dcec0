import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLobbyFeeds, type LiveTableStatusProps } from './lobby-feeds-context.ts';

/**
 * A live table's state on its tile (games-and-content.md §7 Games, §9): open or closed, the bet limits
 * in the player's currency, and the last 6 roulette results as coloured chips (pipe results skipped;
 * 0 and 00 green) named as one text ("Last results: 28 red, 36 red, …"). Nothing outside a
 * LobbyFeedsProvider, before the tables load, or for a game the tables do not list. It holds no
 * control, so it may sit inside the tile's link.
 */
function LiveTableStatus({ uniqueGameId }: LiveTableStatusProps) {
  const intl = useIntl();
  const liveTables = useLobbyFeeds()?.liveTables;
  const table = liveTables?.summaryOf(uniqueGameId) ?? null;
  if (liveTables === undefined || table === null) return null;
  const { currency } = liveTables;
  const results = table.open ? table.results : [];
  return (
    <div className={`live-table${table.open ? '' : ' live-table--closed'}`}>
      <span className="live-table__state">
        <FormattedMessage id={table.open ? 'lobbyFeeds.live.open' : 'lobbyFeeds.live.closed'} />
      </span>
      {table.limits !== null && (
        <span className="live-table__limits">
          <FormattedMessage
            id="lobbyFeeds.live.limits"
            values={{
              min: formatMinorUnits(table.limits.min, currency),
              max: formatMinorUnits(table.limits.max, currency),
            }}
          />
        </span>
      )}
      {results.length > 0 && (
        <div
          className="live-table__results"
          role="img"
          aria-label={intl.formatMessage(
            { id: 'lobbyFeeds.live.results' },
            {
              results: results
                .map((result) =>
                  intl.formatMessage(
                    { id: 'lobbyFeeds.live.result' },
                    { value: result.value, colour: result.colour },
                  ),
                )
                .join(', '),
            },
          )}
        >
          {results.map((result, index) => (
            <span key={index} className={`roulette-chip roulette-chip--${result.colour}`}>
              {result.value}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}

export default observer(LiveTableStatus);
