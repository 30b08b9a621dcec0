import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import {
  FUND_SOURCES,
  INCOME_BANDS,
  type FundSource,
  type IncomeBand,
} from '@lv-casino/core/source-of-funds/source-of-funds.ts';
import { observer } from 'mobx-react-lite';
import { useId, type SubmitEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useScreenStore } from '../../kernel/container-context.ts';
import { asMessageId, type MessageId } from '../../i18n/message-id.ts';
import { describedBy, FieldError } from './field-error.tsx';
import { localDateTime } from '../../ui/local-time.ts';
import { SourceOfFundsStore } from './source-of-funds.store.ts';
import './source-of-funds.css';

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
    sourcesError: `${id}-sources-error`,
    otherSource: `${id}-other`,
    otherSourceError: `${id}-other-error`,
    monthlyIncome: `${id}-income`,
    monthlyIncomeError: `${id}-income-error`,
    employer: `${id}-employer`,
  };
  const { errors } = store;
  const withOther = store.sources.includes('OTHER');

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    await store.declare();
    const first = store.firstError;
    if (first === null) return;
    // A group takes the focus on its first choice.
    const target = document.getElementById(ids[first]);
    (target?.querySelector<HTMLInputElement>('input') ?? target)?.focus();
  };

  return (
    <form
      className="profile-kyc__form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <fieldset
        id={ids.sources}
        className="source-of-funds__choices"
        aria-describedby={describedBy(errors['sources'] !== undefined && ids.sourcesError)}
      >
        <legend className="field__label">
          <FormattedMessage id="profileKyc.sof.sources" />
        </legend>
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
        <FieldError id={ids.sourcesError} messageKey={errors['sources']} />
      </fieldset>
      {withOther && (
        <div className="field">
          <label className="field__label" htmlFor={ids.otherSource}>
            <FormattedMessage id="profileKyc.sof.otherSource" />
          </label>
          <input
            id={ids.otherSource}
            name="otherSource"
            className="field__input"
            value={store.otherSource}
            readOnly={store.busy}
            aria-invalid={errors['otherSource'] !== undefined}
            aria-describedby={describedBy(errors['otherSource'] !== undefined && ids.otherSourceError)}
            onChange={(event) => {
              store.set('otherSource', event.target.value);
            }}
          />
          <FieldError id={ids.otherSourceError} messageKey={errors['otherSource']} />
        </div>
      )}
      <fieldset
        id={ids.monthlyIncome}
        className="source-of-funds__choices"
        aria-describedby={describedBy(errors['monthlyIncome'] !== undefined && ids.monthlyIncomeError)}
      >
        <legend className="field__label">
          <FormattedMessage id="profileKyc.sof.income" />
        </legend>
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
        <FieldError id={ids.monthlyIncomeError} messageKey={errors['monthlyIncome']} />
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={ids.employer}>
          <FormattedMessage id="profileKyc.sof.employer" />
        </label>
        <input
          id={ids.employer}
          name="employer"
          className="field__input"
          autoComplete="organization"
          value={store.employer}
          readOnly={store.busy}
          onChange={(event) => {
            store.set('employer', event.target.value);
          }}
        />
      </div>
      <div role="alert" className="profile-kyc__live">
        {store.formError !== null && (
          <p className="profile-kyc__alert">
            <FormattedMessage id="profileKyc.sof.failed" />{' '}
            <FormattedMessage id={asMessageId(store.formError)} />
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary profile-kyc__submit" aria-disabled={store.busy}>
        {store.busy && <span className="spinner" aria-hidden="true" />}
        <FormattedMessage id={store.busy ? 'profileKyc.sof.submitting' : 'profileKyc.sof.submit'} />
      </button>
    </form>
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
      <div role="status" className="profile-kyc__live">
        {phase.kind === 'declared' && (
          <p className="profile-kyc__success">
            <FormattedMessage id="profileKyc.sof.declared" />
          </p>
        )}
      </div>
      {phase.kind === 'failed' && (
        <div className="profile-kyc__notice" role="alert">
          <p>
            <FormattedMessage id="profileKyc.sof.statusFailed" />{' '}
            <FormattedMessage id={asMessageId(phase.messageKey)} />
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              store.retry();
            }}
          >
            <FormattedMessage id="profileKyc.retry" />
          </button>
        </div>
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
