import { HISTORY_KINDS, type HistoryKind } from '@lv-casino/core/history/history.ts';
import {
  MAX_HISTORY_RANGE_DAYS,
  type HistoryRangeProblem,
} from '@lv-casino/core/history/history-range.rule.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/message-id.ts';
import { Button } from '../../ui/button.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { FormField } from '../../ui/form-field.tsx';
import type { ProfileHistoryStore, RangeField } from './profile-history.store.ts';
import { Form } from '../../ui/form.tsx';

const KIND_NAMES: Record<HistoryKind, MessageId> = {
  cashier: 'profileHistory.kind.cashier',
  casino: 'profileHistory.kind.casino',
  sports: 'profileHistory.kind.sports',
  payments: 'profileHistory.kind.payments',
  activity: 'profileHistory.kind.activity',
  session: 'profileHistory.kind.session',
};

const PROBLEMS: Record<HistoryRangeProblem, MessageId> = {
  required: 'profileHistory.range.required',
  'after-to': 'profileHistory.range.afterTo',
  'too-long': 'profileHistory.range.tooLong',
};

/** A labelled date of the range (DD/MM/YYYY, whatever the browser's locale), its error tied to it. */
const RangeDay = observer(function RangeDay({
  store,
  field,
  inputRef,
}: {
  readonly store: ProfileHistoryStore;
  readonly field: RangeField;
  readonly inputRef: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const problem = store.rangeErrors[field];
  return (
    <DateField
      id={id}
      inputRef={inputRef}
      name={field}
      max={store.lastDay}
      label={
        <FormattedMessage id={field === 'from' ? 'profileHistory.range.from' : 'profileHistory.range.to'} />
      }
      error={
        problem !== undefined && (
          <FormattedMessage id={PROBLEMS[problem]} values={{ days: MAX_HISTORY_RANGE_DAYS }} />
        )
      }
      value={field === 'from' ? store.fromText : store.toText}
      onValue={(value) => {
        store.type(field, value);
      }}
    />
  );
});

/**
 * Which history, and which days: a new history shows at once (over the range shown); the days apply
 * with the Show button (or Enter), and a range that cannot be asked for moves the focus to its first
 * wrong field.
 */
function HistoryFilters({ store }: { readonly store: ProfileHistoryStore }) {
  const intl = useIntl();
  const kindId = useId();
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const { rangeCheck } = store;

  useEffect(() => {
    if (rangeCheck === 0) return;
    (store.rangeErrors.from === undefined ? toRef : fromRef).current?.focus();
  }, [rangeCheck, store]);

  return (
    <Form
      className="profile-history__filters"
      aria-label={intl.formatMessage({ id: 'profileHistory.filters.label' })}
      onSubmit={() => {
        store.applyRange();
      }}
    >
      <FormField id={kindId} label={<FormattedMessage id="profileHistory.kind.label" />}>
        <select
          name="history"
          className="field__input"
          value={store.history}
          onChange={(event) => {
            const kind = HISTORY_KINDS.find((candidate) => candidate === event.target.value);
            if (kind !== undefined) store.selectHistory(kind);
          }}
        >
          {HISTORY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {intl.formatMessage({ id: KIND_NAMES[kind] })}
            </option>
          ))}
        </select>
      </FormField>
      <RangeDay store={store} field="from" inputRef={fromRef} />
      <RangeDay store={store} field="to" inputRef={toRef} />
      <Button type="submit" tone="secondary" className="profile-history__apply">
        <FormattedMessage id="profileHistory.range.apply" />
      </Button>
    </Form>
  );
}

export default observer(HistoryFilters);
