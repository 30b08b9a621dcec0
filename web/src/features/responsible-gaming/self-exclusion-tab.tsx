import type { SelfExclusionDetail } from '@lv-casino/core/limits/limit-settings.ts';
import {
  SELF_EXCLUSION_PERIODS,
  TIMEOUT_HOURS,
  type SelfExclusionChoice,
} from '@lv-casino/core/self-exclusion/self-exclusion.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import { localDateTime } from '../../ui/local-time.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { SelfExclusionTabStore } from './self-exclusion-tab.store.ts';
import { DecisionActions, TabLoadState } from './tab-parts.tsx';
import './responsible-gaming.css';
import { Form } from '../../ui/form.tsx';

const CHOICES: readonly SelfExclusionChoice[] = [...SELF_EXCLUSION_PERIODS, 'PERMANENT'];

/** Focuses the element of `ref` when `when` turns true (a step's heading as the step opens). */
function useFocusWhen(when: boolean) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}

/** What is in force (or was): a self-exclusion and its end or removal, a timeout's end, or nothing. */
const Status = observer(function Status({ store }: { readonly store: SelfExclusionTabStore }) {
  const titleId = useId();
  if (store.load.kind !== 'ready') return null;
  const { selfExclusion, timeout } = store.load.status;
  const exclusionText = (detail: SelfExclusionDetail) => {
    if (detail.isRemoved) {
      return (
        <FormattedMessage
          id="se.status.removed"
          values={{ date: detail.removedDate === null ? '' : localDateTime(Date.parse(detail.removedDate)) }}
        />
      );
    }
    if (detail.permanent) return <FormattedMessage id="se.status.permanent" />;
    return (
      <FormattedMessage
        id="se.status.until"
        values={{ date: detail.endDate === null ? '' : localDateTime(Date.parse(detail.endDate)) }}
      />
    );
  };
  return (
    <section className="rg__group" aria-labelledby={titleId}>
      <h3 id={titleId} className="rg__heading">
        <FormattedMessage id="se.status.title" />
      </h3>
      <ul className="rg__status-list">
        <li>
          {selfExclusion === null ? (
            <FormattedMessage id="se.status.noExclusion" />
          ) : (
            exclusionText(selfExclusion)
          )}
        </li>
        <li>
          {timeout === null ? (
            <FormattedMessage id="se.status.noTimeout" />
          ) : (
            <FormattedMessage
              id="se.status.timeout"
              values={{ date: localDateTime(Date.parse(timeout.endDate)) }}
            />
          )}
        </li>
      </ul>
    </section>
  );
});

/** A self-exclusion: a period or permanent, then the last look with the password. */
const ExclusionForm = observer(function ExclusionForm({ store }: { readonly store: SelfExclusionTabStore }) {
  const id = useId();
  const confirming = store.exclusionStep !== 'choose';
  const confirmRef = useFocusWhen(confirming);
  const passwordRef = useRef<HTMLInputElement>(null);
  const error = store.exclusionError;
  const problem = error !== null && 'problem' in error ? error.problem : null;
  const refusal = error !== null && 'refusal' in error ? error.refusal : null;
  const sending = store.exclusionStep === 'sending';
  const choice = store.exclusionChoice;

  const onChoose = (): void => {
    store.reviewExclusion();
  };
  const onConfirm = async (): Promise<void> => {
    await store.selfExclude();
    if (store.exclusionError !== null) passwordRef.current?.focus();
  };

  return (
    <section className="rg__group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="rg__heading">
        <FormattedMessage id="se.exclusion.title" />
      </h3>
      <p className="rg__hint">
        <FormattedMessage id="se.exclusion.intro" />
      </p>
      {!confirming || choice === null ? (
        <Form onSubmit={onChoose} className="rg__form">
          <fieldset
            className="rg__choices"
            aria-describedby={problem === 'choice-required' ? `${id}-choice-error` : undefined}
          >
            <legend className="field__label">
              <FormattedMessage id="se.exclusion.legend" />
            </legend>
            {CHOICES.map((option) => (
              <label key={option} className="rg__choice">
                <input
                  type="radio"
                  name={`${id}-period`}
                  value={option}
                  checked={choice === option}
                  onChange={() => {
                    store.chooseExclusion(option);
                  }}
                />
                <FormattedMessage id={`se.exclusion.${option}`} />
              </label>
            ))}
          </fieldset>
          {problem === 'choice-required' && (
            <p id={`${id}-choice-error`} className="rg__error" role="alert">
              <FormattedMessage id="se.exclusion.choiceRequired" />
            </p>
          )}
          <div className="rg__actions">
            <Button type="submit">
              <FormattedMessage id="se.continue" />
            </Button>
          </div>
        </Form>
      ) : (
        <Form onSubmit={onConfirm} className="rg__form rg__confirm">
          <h4 ref={confirmRef} tabIndex={-1} className="rg__review-title">
            <FormattedMessage id="se.confirm.title" />
          </h4>
          <ul className="rg__consequences">
            <li>
              <FormattedMessage
                id={choice === 'PERMANENT' ? 'se.confirm.permanent' : `se.confirm.period.${choice}`}
              />
            </li>
            <li>
              <FormattedMessage id="se.confirm.logout" />
            </li>
            <li>
              <FormattedMessage id="se.confirm.noLogin" />
            </li>
            <li>
              <FormattedMessage id="se.confirm.register" />
            </li>
          </ul>
          <TextField
            id={`${id}-password`}
            inputRef={passwordRef}
            type="password"
            autoComplete="current-password"
            label={<FormattedMessage id="se.confirm.password" />}
            invalid={problem === 'password-required' || refusal?.code === 1}
            describedBy={[(problem !== null || refusal !== null) && `${id}-password-error`]}
            value={store.password}
            onValue={(value) => {
              store.typePassword(value);
            }}
          />
          <div id={`${id}-password-error`}>
            {problem === 'password-required' && (
              <p className="rg__error" role="alert">
                <FormattedMessage id="se.confirm.passwordRequired" />
              </p>
            )}
            {refusal !== null && (
              <p className="rg__error" role="alert">
                <CatalogueMessage id={refusal.messageKey} />
              </p>
            )}
          </div>
          <DecisionActions
            sending={sending}
            tone="danger"
            decide={<FormattedMessage id="se.exclusion.submit" />}
            busy={<FormattedMessage id="se.sending" />}
            onBack={() => {
              store.backFromExclusion();
            }}
            backId="se.back"
          />
        </Form>
      )}
    </section>
  );
});

/** A timeout: one of the lengths or a date, then the last look that says until when. */
const TimeoutForm = observer(function TimeoutForm({ store }: { readonly store: SelfExclusionTabStore }) {
  const id = useId();
  const confirming = store.timeoutStep !== 'choose';
  const confirmRef = useFocusWhen(confirming);
  const error = store.timeoutError;
  const problem = error !== null && 'problem' in error ? error.problem : null;
  const refusal = error !== null && 'refusal' in error ? error.refusal : null;
  const sending = store.timeoutStep === 'sending';
  const form = store.timeout;
  const byDate = 'date' in form;
  const bounds = store.timeoutDateBounds;
  const end = store.timeoutEnd;

  const onChoose = (): void => {
    store.reviewTimeout();
  };

  return (
    <section className="rg__group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="rg__heading">
        <FormattedMessage id="se.timeout.title" />
      </h3>
      <p className="rg__hint">
        <FormattedMessage id="se.timeout.intro" />
      </p>
      {!confirming ? (
        <Form onSubmit={onChoose} className="rg__form">
          <fieldset className="rg__choices">
            <legend className="field__label">
              <FormattedMessage id="se.timeout.legend" />
            </legend>
            {TIMEOUT_HOURS.map((hours) => (
              <label key={hours} className="rg__choice">
                <input
                  type="radio"
                  name={`${id}-length`}
                  checked={'hours' in form && form.hours === hours}
                  onChange={() => {
                    store.chooseTimeout({ hours });
                  }}
                />
                <FormattedMessage id="se.timeout.hours" values={{ hours }} />
              </label>
            ))}
            <label className="rg__choice">
              <input
                type="radio"
                name={`${id}-length`}
                checked={byDate}
                onChange={() => {
                  store.chooseTimeout({ date: bounds.min });
                }}
              />
              <FormattedMessage id="se.timeout.byDate" />
            </label>
          </fieldset>
          {byDate && (
            <TextField
              id={`${id}-date`}
              type="date"
              min={bounds.min}
              max={bounds.max}
              label={<FormattedMessage id="se.timeout.dateLabel" />}
              invalid={problem !== null}
              describedBy={[problem !== null && `${id}-timeout-error`]}
              value={form.date}
              onValue={(date) => {
                store.chooseTimeout({ date });
              }}
            />
          )}
          {problem !== null && (
            <p id={`${id}-timeout-error`} className="rg__error" role="alert">
              <FormattedMessage id={`se.timeout.${problem}`} />
            </p>
          )}
          <div className="rg__actions">
            <Button type="submit">
              <FormattedMessage id="se.continue" />
            </Button>
          </div>
        </Form>
      ) : (
        <Form
          className="rg__form rg__confirm"
          onSubmit={() => {
            void store.takeTimeout();
          }}
        >
          <h4 ref={confirmRef} tabIndex={-1} className="rg__review-title">
            <FormattedMessage id="se.confirm.timeoutTitle" />
          </h4>
          <ul className="rg__consequences">
            <li>
              <FormattedMessage
                id="se.confirm.timeoutUntil"
                values={{ date: end.ok ? localDateTime(end.value) : '' }}
              />
            </li>
            <li>
              <FormattedMessage id="se.confirm.logout" />
            </li>
            <li>
              <FormattedMessage id="se.confirm.timeoutNoLogin" />
            </li>
          </ul>
          {refusal !== null && (
            <p className="rg__error" role="alert">
              <CatalogueMessage id={refusal.messageKey} />
            </p>
          )}
          <DecisionActions
            sending={sending}
            tone="danger"
            decide={<FormattedMessage id="se.timeout.submit" />}
            busy={<FormattedMessage id="se.sending" />}
            onBack={() => {
              store.backFromTimeout();
            }}
            backId="se.back"
          />
        </Form>
      )}
    </section>
  );
});

/**
 * The self-exclusion tab of the profile (account-and-session.md §3; shown when selfExcludeEnabled):
 * what is in force, a self-exclusion and a timeout, each with a last look that says what will happen.
 * Rendered inside the profile's tab panel, whose `<h2>` names the tab.
 */
function SelfExclusionTab() {
  const store = useScreenStore(SelfExclusionTabStore);
  const { load } = store;
  if (load.kind !== 'ready') {
    return (
      <TabLoadState
        load={load}
        loadingId="se.loading"
        failedId="se.loadFailed"
        onRetry={() => {
          store.retry();
        }}
      />
    );
  }
  return (
    <div className="rg">
      <Status store={store} />
      <TimeoutForm store={store} />
      <ExclusionForm store={store} />
      <p className="rg__hint">
        <FormattedMessage id="se.help" />
      </p>
    </div>
  );
}

export default observer(SelfExclusionTab);
