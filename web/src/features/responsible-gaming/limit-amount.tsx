import type { LimitUnit } from '@lv-casino/core/limits/limit-kinds.rule.ts';
import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { FormattedMessage } from 'react-intl';

/** A limit's amount in its unit: money with its currency, a count, or a session length; or "no limit". */
export function LimitAmount({
  unit,
  amount,
  currency,
}: {
  readonly unit: LimitUnit;
  readonly amount: number | null;
  readonly currency: string;
}) {
  if (amount === null) return <FormattedMessage id="rg.amount.none" />;
  switch (unit) {
    case 'money':
      return <span className="rg__money">{formatMinorUnits(amount, currency)}</span>;
    case 'count':
      return <FormattedMessage id="rg.amount.count" values={{ count: amount }} />;
    case 'minutes':
      return (
        <FormattedMessage
          id="rg.amount.duration"
          values={{ hours: Math.trunc(amount / 60), minutes: amount % 60 }}
        />
      );
  }
}
