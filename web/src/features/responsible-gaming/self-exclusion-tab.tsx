import type { SelfExclusionDetail } from '@lv-casino/core/limits/limit-settings.ts';
import {
  SELF_EXCLUSION_PERIODS,
  TIMEOUT_HOURS,
  type SelfExclusionChoice,
} from '@lv-casino/core/self-exclusion/self-exclusion.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { MessageId } from '../../i18n/message-id.ts';
import { Intro } from '../../ui/intro.tsx';
import { localDateTime } from '../../ui/local-time.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { SelfExclusionTabStore } from './self-exclusion-tab.store.ts';
import { DecisionActions, LoadedTab, TabGroup } from './tab-parts.tsx';
import './responsible-gaming.css';
import { Form } from '../../ui/form.tsx';

const CHOICES: readonly SelfExclusionChoice[] = [...SELF_EXCLUSION_PERIODS, 'PERMANENT'];

/** What is in force (or was): a self-exclusion and its end or removal, a timeout's end, or nothing. */
const Status = observer(function Status({ store }: { readonly store: SelfExclusionTabStore }) {
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
    <TabGroup title={<FormattedMessage id="se.status.title" />}>
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
    </TabGroup>
  );
});

/** One of a step's choices: a radio button of the group `name`. */
function Choice({
  name,
  value,
  checked,
  onChoose,
  children,
}: {
  readonly name: string;
  readonly value?: string;
  readonly checked: boolean;
  readonly onChoose: () => void;
  readonly children: ReactNode;
}) {
  return (
    <label className="rg__choice">
      <input type="radio" name={name} value={value} checked={checked} onChange={onChoose} />
      {children}
    </label>
  );
}

/** The first step: the choices (and what goes with them), why it cannot go on yet, and Continue. */
function ChoiceStep({
  legend,
  choices,
  more,
  problem,
  problemId,
  describeChoices,
  onContinue,
}: {
  readonly legend: MessageId;
  readonly choices: ReactNode;
  /** What the choices ask for besides (a date). */
  readonly more?: ReactNode;
  /** Why the choice cannot go on (an alert), or null. */
  readonly problem: ReactNode;
  readonly problemId: string;
  /** The problem describes the choices' group. */
  readonly describeChoices: boolean;
  readonly onContinue: () => void;
}) {
  return (
    <Form onSubmit={onContinue} className="rg__form">
      <fieldset className="rg__choices" aria-describedby={describeChoices ? problemId : undefined}>
        <legend className="field__label">
          <FormattedMessage id={legend} />
        </legend>
        {choices}
      </fieldset>
      {more}
      {problem !== null && (
        <p id={problemId} className="rg__error" role="alert">
          {problem}
        </p>
      )}
      <div className="rg__actions">
        <Button type="submit">
          <FormattedMessage id="se.continue" />
        </Button>
      </div>
    </Form>
  );
}

/** The last look (it takes the focus): what will happen, what it asks for, then the decision and back. */
function LastLook({
  title,
  consequences,
  children,
  sending,
  decide,
  onDecide,
  onBack,
}: {
  readonly title: MessageId;
  readonly consequences: readonly ReactNode[];
  readonly children: ReactNode;
  readonly sending: boolean;
  readonly decide: MessageId;
  readonly onDecide: () => void | Promise<void>;
  readonly onBack: () => void;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  return (
    <Form onSubmit={onDecide} className="rg__form rg__confirm">
      <h4 ref={titleRef} tabIndex={-1} className="rg__review-title">
        <FormattedMessage id={title} />
      </h4>
      <ul className="rg__consequences">
        {consequences.map((consequence, index) => (
          <li key={index}>{consequence}</li>
        ))}
      </ul>
      {children}
      <DecisionActions
        sending={sending}
        tone="danger"
        decide={<FormattedMessage id={decide} />}
        busy={<FormattedMessage id="se.sending" />}
        onBack={onBack}
        backId="se.back"
      />
    </Form>
  );
}

/** Why a decision failed: the problem with what was asked for, or the server's refusal. */
function errorOf<Problem, Refusal>(
  error: { readonly problem: Problem } | { readonly refusal: Refusal } | null,
): { readonly problem: Problem | null; readonly refusal: Refusal | null } {
  return {
    problem: error !== null && 'problem' in error ? error.problem : null,
    refusal: error !== null && 'refusal' in error ? error.refusal : null,
  };
}

const Refusal = ({ messageKey }: { readonly messageKey: string }) => (
  <p className="rg__error" role="alert">
    <CatalogueMessage id={messageKey} />
  </p>
);

/** A self-exclusion: a period or permanent, then the last look with the password. */
const ExclusionForm = observer(function ExclusionForm({ store }: { readonly store: SelfExclusionTabStore }) {
  const id = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const { problem, refusal } = errorOf(store.exclusionError);
  const choice = store.exclusionChoice;

  const onConfirm = async (): Promise<void> => {
    await store.selfExclude();
    if (store.exclusionError !== null) passwordRef.current?.focus();
  };

  return (
    <TabGroup title={<FormattedMessage id="se.exclusion.title" />} intro="se.exclusion.intro">
      {store.exclusionStep === 'choose' || choice === null ? (
        <ChoiceStep
          legend="se.exclusion.legend"
          choices={CHOICES.map((option) => (
            <Choice
              key={option}
              name={`${id}-period`}
              value={option}
              checked={choice === option}
              onChoose={() => {
                store.chooseExclusion(option);
              }}
            >
              <FormattedMessage id={`se.exclusion.${option}`} />
            </Choice>
          ))}
          problem={
            problem === 'choice-required' ? <FormattedMessage id="se.exclusion.choiceRequired" /> : null
          }
          problemId={`${id}-choice-error`}
          describeChoices={problem === 'choice-required'}
          onContinue={() => {
            store.reviewExclusion();
          }}
        />
      ) : (
        <LastLook
          title="se.confirm.title"
          consequences={[
            <FormattedMessage
              key="period"
              id={choice === 'PERMANENT' ? 'se.confirm.permanent' : `se.confirm.period.${choice}`}
            />,
            <FormattedMessage key="logout" id="se.confirm.logout" />,
            <FormattedMessage key="noLogin" id="se.confirm.noLogin" />,
            <FormattedMessage key="register" id="se.confirm.register" />,
          ]}
          sending={store.exclusionStep === 'sending'}
          decide="se.exclusion.submit"
          onDecide={onConfirm}
          onBack={() => {
            store.backFromExclusion();
          }}
        >
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
            {refusal !== null && <Refusal messageKey={refusal.messageKey} />}
          </div>
        </LastLook>
      )}
    </TabGroup>
  );
});

/** A timeout: one of the lengths or a date, then the last look that says until when. */
const TimeoutForm = observer(function TimeoutForm({ store }: { readonly store: SelfExclusionTabStore }) {
  const id = useId();
  const { problem, refusal } = errorOf(store.timeoutError);
  const form = store.timeout;
  const byDate = 'date' in form;
  const bounds = store.timeoutDateBounds;
  const end = store.timeoutEnd;
  const dateRef = useRef<HTMLInputElement>(null);
  const problemText = problem === null ? null : <FormattedMessage id={`se.timeout.${problem}`} />;

  return (
    <TabGroup title={<FormattedMessage id="se.timeout.title" />} intro="se.timeout.intro">
      {store.timeoutStep === 'choose' ? (
        <ChoiceStep
          legend="se.timeout.legend"
          choices={
            <>
              {TIMEOUT_HOURS.map((hours) => (
                <Choice
                  key={hours}
                  name={`${id}-length`}
                  checked={'hours' in form && form.hours === hours}
                  onChoose={() => {
                    store.chooseTimeout({ hours });
                  }}
                >
                  <FormattedMessage id="se.timeout.hours" values={{ hours }} />
                </Choice>
              ))}
              <Choice
                name={`${id}-length`}
                checked={byDate}
                onChoose={() => {
                  store.chooseTimeout({ date: bounds.min });
                }}
              >
                <FormattedMessage id="se.timeout.byDate" />
              </Choice>
            </>
          }
          more={
            byDate && (
              // The date's problem is said by the field (or the field's own, more precise one).
              <DateField
                id={`${id}-date`}
                inputRef={dateRef}
                min={bounds.min}
                max={bounds.max}
                label={<FormattedMessage id="se.timeout.dateLabel" />}
                error={problemText}
                value={form.date}
                onValue={(date) => {
                  store.chooseTimeout({ date });
                }}
              />
            )
          }
          problem={byDate ? null : problemText}
          problemId={`${id}-timeout-error`}
          describeChoices={false}
          onContinue={() => {
            store.reviewTimeout();
            // As every form of the site: the focus goes to the field in error, which reads it out.
            if (byDate && store.timeoutError !== null) dateRef.current?.focus();
          }}
        />
      ) : (
        <LastLook
          title="se.confirm.timeoutTitle"
          consequences={[
            <FormattedMessage
              key="until"
              id="se.confirm.timeoutUntil"
              values={{ date: end.ok ? localDateTime(end.value) : '' }}
            />,
            <FormattedMessage key="logout" id="se.confirm.logout" />,
            <FormattedMessage key="noLogin" id="se.confirm.timeoutNoLogin" />,
          ]}
          sending={store.timeoutStep === 'sending'}
          decide="se.timeout.submit"
          onDecide={() => {
            void store.takeTimeout();
          }}
          onBack={() => {
            store.backFromTimeout();
          }}
        >
          {refusal !== null && <Refusal messageKey={refusal.messageKey} />}
        </LastLook>
      )}
    </TabGroup>
  );
});

/**
 * The self-exclusion tab of the profile (account-and-session.md §3; shown when selfExcludeEnabled):
 * what is in force, a self-exclusion and a timeout, each with a last look that says what will happen.
 * Rendered inside the profile's tab panel, whose `<h2>` names the tab.
 */
function SelfExclusionTab() {
  const store = useScreenStore(SelfExclusionTabStore);
  return (
    <LoadedTab source={store} loadingId="se.loading" failedId="se.loadFailed">
      <Status store={store} />
      <TimeoutForm store={store} />
      <ExclusionForm store={store} />
      <Intro text="se.help" className="rg__hint" />
    </LoadedTab>
  );
}

export default observer(SelfExclusionTab);
