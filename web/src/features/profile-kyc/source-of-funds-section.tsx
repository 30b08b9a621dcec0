import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import {
  FUND_SOURCES,
  INCOME_BANDS,
  type FundSource,
  type IncomeBand,
} from '@lv-casino/core/source-of-funds/source-of-funds.ts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useScreenStore } from '../../kernel/container-context.ts';
import { asMessageId, type MessageId } from '../../i18n/message-id.ts';
import { messageText } from '../../kernel/catalogue/catalogue-text.tsx';
import { Button } from '../../ui/button.tsx';
import { FieldGroup, TextField } from '../../ui/form-field.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { localDateTime } from '../../ui/local-time.ts';
import { LiveNotice } from '../../ui/notice.tsx';
import { SourceOfFundsStore } from './source-of-funds.store.ts';
import './source-of-funds.css';
import { Form } from '../../ui/form.tsx';

const SOURCES: Readonly<Record<FundSource, MessageId>> = {
  SALARY: 'profileKyc.sof.source.SALARY',
  SELF_EMPLOYMENT: 'profileKyc.sof.source.SELF_EMPLOYMENT',
  PENSION: 'profileKyc.sof.source.PENSION',
  SAVINGS: 'profileKyc.sof.source.SAVINGS',
  INVESTMENTS: 'profileKyc.sof.source.INVESTMENTS',
  INHERITANCE: 'profileKyc.sof.source.INHERITANCE',
  OTHER: 'profileKyc.sof.source.OTHER',
};

const BANDS: Readonly<Record<IncomeBand, MessageId>> = {
  UP_TO_1000: 'profileKyc.sof.income.UP_TO_1000',
  FROM_1000_TO_2500: 'profileKyc.sof.income.FROM_1000_TO_2500',
  FROM_2500_TO_5000: 'profileKyc.sof.income.FROM_2500_TO_5000',
  OVER_5000: 'profileKyc.sof.income.OVER_5000',
};

/** The declaration form; after a failed submit the focus goes to the first field in error. */
const DeclarationForm = observer(function DeclarationForm({
  store,
  titleId,
}: {
  readonly store: SourceOfFundsStore;
  readonly titleId: string;
}) {
  const id = useId();
  const ids = {
    sources: `${id}-sources`,
    otherSource: `${id}-other`,
    monthlyIncome: `${id}-income`,
    employer: `${id}-employer`,
  };
  const { errors } = store;
  const withOther = store.sources.includes('OTHER');

  const onSubmit = async (): Promise<void> => {
    await store.declare();
    const first = store.firstError;
    if (first === null) return;
    // A group takes the focus on its first choice.
    const target = document.getElementById(ids[first]);
    (target?.querySelector<HTMLInputElement>('input') ?? target)?.focus();
  };

  return (
    <Form className="profile-kyc__form" aria-labelledby={titleId} onSubmit={onSubmit}>
      <FieldGroup
        id={ids.sources}
        className="source-of-funds__choices"
        legend={<FormattedMessage id="profileKyc.sof.sources" />}
        error={messageText(errors['sources'])}
      >
        {FUND_SOURCES.map((source) => (
          <label key={source} className="source-of-funds__choice">
            <input
              type="checkbox"
              name="sources"
              value={source}
              checked={store.sources.includes(source)}
              aria-invalid={errors['sources'] !== undefined}
              onChange={() => {
                store.toggleSource(source);
              }}
            />
            <FormattedMessage id={SOURCES[source]} />
          </label>
        ))}
      </FieldGroup>
      {withOther && (
        <TextField
          id={ids.otherSource}
          name="otherSource"
          label={<FormattedMessage id="profileKyc.sof.otherSource" />}
          error={messageText(errors['otherSource'])}
          value={store.otherSource}
          readOnly={store.busy}
          onValue={(value) => {
            store.set('otherSource', value);
          }}
        />
      )}
      <FieldGroup
        id={ids.monthlyIncome}
        className="source-of-funds__choices"
        legend={<FormattedMessage id="profileKyc.sof.income" />}
        error={messageText(errors['monthlyIncome'])}
      >
        {INCOME_BANDS.map((band) => (
          <label key={band} className="source-of-funds__choice">
            <input
              type="radio"
              name="monthlyIncome"
              value={band}
              checked={store.monthlyIncome === band}
              onChange={() => {
                store.set('monthlyIncome', band);
              }}
            />
            <FormattedMessage id={BANDS[band]} />
          </label>
        ))}
      </FieldGroup>
      <TextField
        id={ids.employer}
        name="employer"
        autoComplete="organization"
        label={<FormattedMessage id="profileKyc.sof.employer" />}
        value={store.employer}
        readOnly={store.busy}
        onValue={(value) => {
          store.set('employer', value);
        }}
      />
      <LiveNotice role="alert">
        {store.formError !== null && (
          <>
            <FormattedMessage id="profileKyc.sof.failed" />{' '}
            <FormattedMessage id={asMessageId(store.formError)} />
          </>
        )}
      </LiveNotice>
      <Button
        type="submit"
        className="profile-kyc__submit"
        busy={store.busy}
        busyLabel={<FormattedMessage id="profileKyc.sof.submitting" />}
      >
        <FormattedMessage id="profileKyc.sof.submit" />
      </Button>
    </Form>
  );
});

/**
 * The source-of-funds declaration on the kyc tab (account-and-session.md §7 GET
 * sourceOfFunds/pending-declaration, POST sourceOfFunds/declare): shown only when a declaration is due
 * — why (the deposit total passed) and by when, then the form with the contract's sources and income
 * bands. Once declared it confirms; when nothing is due it shows nothing. If the status cannot be
 * read it says so, with a retry.
 */
function SourceOfFundsSection() {
  const store = useScreenStore(SourceOfFundsStore);
  const titleId = useId();
  const { phase } = store;
  if (phase.kind === 'loading' || (phase.kind === 'ready' && !phase.status.pending)) return null;
  return (
    <section className="profile-kyc__section source-of-funds" aria-labelledby={titleId}>
      <h3 id={titleId} className="profile-kyc__heading">
        <FormattedMessage id="profileKyc.sof.title" />
      </h3>
      <LiveNotice role="status">
        {phase.kind === 'declared' && <FormattedMessage id="profileKyc.sof.declared" />}
      </LiveNotice>
      {phase.kind === 'failed' && (
        <LoadFailed
          retry={<FormattedMessage id="profileKyc.retry" />}
          onRetry={() => {
            store.retry();
          }}
        >
          <FormattedMessage id="profileKyc.sof.statusFailed" />{' '}
          <FormattedMessage id={asMessageId(phase.messageKey)} />
        </LoadFailed>
      )}
      {phase.kind === 'ready' && (
        <>
          <p className="profile-kyc__intro">
            <FormattedMessage
              id="profileKyc.sof.intro"
              values={{
                threshold: formatMinorUnits(phase.status.thresholdAmount, store.currency),
                dueDate: phase.status.dueDate === null ? '' : localDateTime(phase.status.dueDate),
                strong: (chunks) => <strong>{chunks}</strong>,
              }}
            />
          </p>
          <DeclarationForm store={store} titleId={titleId} />
        </>
      )}
    </section>
  );
}

export default observer(SourceOfFundsSection);
