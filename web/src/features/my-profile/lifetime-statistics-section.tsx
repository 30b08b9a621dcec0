import type { LifetimeFigures } from '@lv-casino/core/lifetime-statistics/lifetime-figures.rule.ts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { MessageId } from '../../i18n/message-id.ts';
import { LoadFailure } from './loaded-section.tsx';
import { SectionLoading } from './loaded-section.tsx';
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
  const titleId = useId();
  const { figures } = store;
  return (
    <section className="my-profile__section" aria-labelledby={titleId} aria-busy={figures.kind === 'loading'}>
      <h3 id={titleId} className="my-profile__heading">
        <FormattedMessage id="myProfile.stats.title" />
      </h3>
      {figures.kind === 'loading' && <SectionLoading />}
      {figures.kind === 'failed' && (
        <LoadFailure
          lead="myProfile.stats.loadFailed"
          messageKey={figures.messageKey}
          onRetry={() => {
            store.retry();
          }}
        />
      )}
      {figures.kind === 'ready' && (
        <>
          <dl className="my-profile__facts my-profile__facts--grid">
            {FIGURES.map(([figure, label]) => (
              <div
                key={figure}
                className="my-profile-extras__figure"
                data-sign={figure === 'netResult' ? figures.value.netSign : undefined}
              >
                <dt>
                  <FormattedMessage id={label} />
                </dt>
                <dd>{figures.value[figure]}</dd>
              </div>
            ))}
          </dl>
          <p className="my-profile__muted">
            <FormattedMessage id="myProfile.stats.note" />
          </p>
        </>
      )}
    </section>
  );
}

export default observer(LifetimeStatisticsSection);
