import type { LifetimeFigures } from '@lv-casino/core/lifetime-statistics/lifetime-figures.rule.ts';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { MessageId } from '../../i18n/message-id.ts';
import { LoadedSection } from './loaded-section.tsx';
import { LifetimeStatisticsStore } from './lifetime-statistics.store.ts';
import './my-profile-extras.css';

/** The figures in the order they show, with their labels. */
const FIGURES: readonly (readonly [keyof LifetimeFigures, MessageId])[] = [
  ['registeredOn', 'myProfile.stats.registeredOn'],
  ['deposits', 'myProfile.stats.deposits'],
  ['withdrawals', 'myProfile.stats.withdrawals'],
  ['bets', 'myProfile.stats.bets'],
  ['wins', 'myProfile.stats.wins'],
  ['netResult', 'myProfile.stats.netResult'],
];

/**
 * The lifetime-statistics sub-area (account-and-session.md §7 customers/lifetimestatistics): the date
 * the account was opened and its totals of deposits, withdrawals, bets and wins, with the net result
 * (wins minus bets). Amounts and dates as games-and-content.md §9 writes them.
 */
function LifetimeStatisticsSection() {
  const store = useScreenStore(LifetimeStatisticsStore);
  const { figures } = store;
  return (
    <LoadedSection
      title="myProfile.stats.title"
      data={figures}
      failedLead="myProfile.stats.loadFailed"
      onRetry={() => {
        store.retry();
      }}
    >
      {(value) => (
        <>
          <dl className="my-profile__facts my-profile__facts--grid">
            {FIGURES.map(([figure, label]) => (
              <div
                key={figure}
                className="my-profile-extras__figure"
                data-sign={figure === 'netResult' ? value.netSign : undefined}
              >
                <dt>
                  <FormattedMessage id={label} />
                </dt>
                <dd>{value[figure]}</dd>
              </div>
            ))}
          </dl>
          <p className="my-profile__muted">
            <FormattedMessage id="myProfile.stats.note" />
          </p>
        </>
      )}
    </LoadedSection>
  );
}

export default observer(LifetimeStatisticsSection);
