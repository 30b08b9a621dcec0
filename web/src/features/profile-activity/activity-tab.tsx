import { ACTIVITY_GRANULARITIES, type ActivityBucket } from '@lv-casino/core/activity/activity.ts';
import type { ActivitySeries, ActivityView } from '@lv-casino/core/activity/activity-series.rule.ts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useInjection, useScreenStore } from '../../kernel/container-context.ts';
import { DeviceToken } from '../../kernel/device.ts';
import type { MessageId } from '../../i18n/message-id.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { LiveLoading } from '../../ui/loading.tsx';
import { ActivityChart } from './activity-chart.tsx';
import { formatPeriod, formatTick, formatValue } from './activity-format.ts';
import { ActivityTabStore } from './activity-tab.store.ts';
import './profile-activity.css';

const MEASURE_NAMES: Record<ActivitySeries['measure'], MessageId> = {
  deposits: 'profileActivity.measure.deposits',
  withdrawals: 'profileActivity.measure.withdrawals',
  netResult: 'profileActivity.measure.netResult',
  secondsPlayed: 'profileActivity.measure.secondsPlayed',
};

/** Per day, week or month: radio buttons (arrow keys move between them), the figures follow at once. */
const GranularitySwitch = observer(function GranularitySwitch({
  store,
}: {
  readonly store: ActivityTabStore;
}) {
  const name = useId();
  return (
    <fieldset className="activity__granularity">
      <legend className="field__label">
        <FormattedMessage id="profileActivity.granularity.legend" />
      </legend>
      {ACTIVITY_GRANULARITIES.map((granularity) => (
        <label key={granularity} className="activity__choice">
          <input
            type="radio"
            name={name}
            value={granularity}
            checked={store.granularity === granularity}
            onChange={() => {
              store.choose(granularity);
            }}
          />
          <FormattedMessage id={`profileActivity.granularity.${granularity}`} />
        </label>
      ))}
    </fieldset>
  );
});

/** A chart with its title and, under it, the limit drawn on it (or that none of this period is set). */
function SeriesFigure({ view, series }: { readonly view: ActivityView; readonly series: ActivitySeries }) {
  const intl = useIntl();
  const { granularity, currency, buckets } = view;
  const value = (amount: number): string => formatValue(intl, series.unit, amount, currency);
  const measure = intl.formatMessage({ id: MEASURE_NAMES[series.measure] });
  const first = buckets[0];
  const last = buckets.at(-1);
  const peakBucket = series.peak === null ? undefined : buckets[series.peak];
  const limit =
    series.limit === null
      ? null
      : intl.formatMessage(
          { id: series.measure === 'netResult' ? 'profileActivity.limit.loss' : 'profileActivity.limit' },
          { period: series.limit.period, amount: value(Math.abs(series.limit.value)) },
        );
  const summary = intl.formatMessage(
    { id: 'profileActivity.chart.summary' },
    {
      measure,
      granularity,
      from: first === undefined ? '' : formatPeriod(intl, granularity, first.start),
      to: last === undefined ? '' : formatPeriod(intl, granularity, last.start),
      total: value(series.total),
      peak: peakBucket === undefined ? 'none' : 'some',
      peakValue: series.peak === null ? '' : value(series.values[series.peak] ?? 0),
      peakPeriod: peakBucket === undefined ? '' : formatPeriod(intl, granularity, peakBucket.start),
      limit: limit ?? '',
    },
  );
  return (
    <figure className="activity__figure">
      <figcaption className="activity__figure-title">
        <h3 className="activity__measure">{measure}</h3>
        <span className="activity__total">
          <FormattedMessage id="profileActivity.total" values={{ total: value(series.total) }} />
        </span>
      </figcaption>
      <ActivityChart
        series={series}
        summary={summary}
        ticks={buckets.map((bucket) => formatTick(intl, granularity, bucket.start))}
        top={value}
        limitLabel={intl.formatMessage({ id: 'profileActivity.chart.limit' })}
      />
      <p className={limit === null ? 'activity__limit activity__limit--none' : 'activity__limit'}>
        {limit === null ? (
          <FormattedMessage id="profileActivity.limit.none" values={{ period: granularity }} />
        ) : (
          <>
            <span className="activity__limit-swatch" aria-hidden="true" />
            {limit}
          </>
        )}
      </p>
    </figure>
  );
}

const hasActivity = (bucket: ActivityBucket): boolean =>
  bucket.deposits !== 0 || bucket.withdrawals !== 0 || bucket.netResult !== 0 || bucket.secondsPlayed !== 0;

/** The same figures as a table, newest first, the buckets with any activity only. */
function ActivityTable({ view }: { readonly view: ActivityView }) {
  const intl = useIntl();
  const { granularity, currency } = view;
  const rows = view.buckets.filter(hasActivity).toReversed();
  const columns: DataColumn<ActivityBucket>[] = [
    {
      key: 'period',
      header: <FormattedMessage id={`profileActivity.column.${granularity}`} />,
      cell: (bucket) => formatPeriod(intl, granularity, bucket.start),
    },
    ...view.series.map((series): DataColumn<ActivityBucket> => ({
      key: series.measure,
      // The net result's column is named short: on a phone's card its name sits beside the value.
      header: (
        <FormattedMessage
          id={
            series.measure === 'netResult'
              ? 'profileActivity.column.netResult'
              : MEASURE_NAMES[series.measure]
          }
        />
      ),
      numeric: true,
      cell: (bucket) => formatValue(intl, series.unit, bucket[series.measure], currency),
    })),
  ];
  return (
    <DataTable
      className="activity__table"
      caption={
        <FormattedMessage id="profileActivity.table.caption" values={{ granularity, count: rows.length }} />
      }
      columns={columns}
      rows={rows}
      rowKey={(bucket) =>
        `${String(bucket.start.year)}-${String(bucket.start.month)}-${String(bucket.start.day)}`
      }
    />
  );
}

/** The charts and the table; on a phone the table is behind a disclosure, on a wider screen beside them. */
const ActivityFigures = observer(function ActivityFigures({ store }: { readonly store: ActivityTabStore }) {
  const device = useInjection<Device>(DeviceToken);
  const { view } = store;
  if (view === null) return null;
  if (!view.buckets.some(hasActivity)) {
    return (
      <p className="activity__empty">
        <FormattedMessage id="profileActivity.empty" />
      </p>
    );
  }
  return (
    <div className="activity__results" aria-busy={store.loading}>
      {store.limits === 'unavailable' && (
        <p className="activity__note">
          <FormattedMessage id="profileActivity.limits.unavailable" />
        </p>
      )}
      <div className="activity__charts">
        {view.series.map((series) => (
          <SeriesFigure key={series.measure} view={view} series={series} />
        ))}
      </div>
      {device === 'mobile' ? (
        <details className="activity__disclosure">
          <summary className="activity__summary">
            <FormattedMessage id="profileActivity.table.show" />
          </summary>
          <ActivityTable view={view} />
        </details>
      ) : (
        <ActivityTable view={view} />
      )}
    </div>
  );
});

/**
 * The activity tab of the profile (safer gambling): deposits, withdrawals, net result (wins minus
 * bets) and time played of the last 12 months per day, week or month, as four charts with the
 * player's limit of the same period drawn as a dashed line, and the same figures as a table. The
 * profile's panel names the tab (h2).
 */
function ActivityTab() {
  const store = useScreenStore(ActivityTabStore);
  return (
    <div className="activity">
      <p className="activity__intro">
        <FormattedMessage id="profileActivity.intro" />
      </p>
      <GranularitySwitch store={store} />
      <LiveLoading active={store.loading}>
        <FormattedMessage id="profileActivity.loading" />
      </LiveLoading>
      {store.failure === null ? (
        <ActivityFigures store={store} />
      ) : (
        <LoadFailed
          retry={<FormattedMessage id="profileActivity.retry" />}
          onRetry={() => {
            store.retry();
          }}
        >
          <FormattedMessage id="profileActivity.failed" /> <CatalogueMessage id={store.failure} />
        </LoadFailed>
      )}
    </div>
  );
}

export default observer(ActivityTab);
