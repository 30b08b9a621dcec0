import { observer } from 'mobx-react-lite';
import { useId, type SubmitEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import type { RealityCheckSettingsStore } from './reality-check-settings.store.ts';

/**
 * The reality-check settings (account-and-session.md §7 Reality check): how often the reality check
 * interrupts play, the interval now, and the save with its feedback.
 */
export const RealityCheckSettings = observer(function RealityCheckSettings({
  store,
}: {
  readonly store: RealityCheckSettingsStore;
}) {
  const id = useId();
  const { feedback, current } = store;
  const saving = feedback.kind === 'saving';
  const onSubmit = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void store.save();
  };
  return (
    <section className="rg__group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="rg__heading">
        <FormattedMessage id="rg.realityCheck.title" />
      </h3>
      <p className="rg__hint">
        {current === null ? (
          <FormattedMessage id="rg.realityCheck.none" />
        ) : (
          <FormattedMessage id="rg.realityCheck.current" values={{ minutes: current }} />
        )}
      </p>
      <form className="rg__inline-form" noValidate onSubmit={onSubmit}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-interval`}>
            <FormattedMessage id="rg.realityCheck.label" />
          </label>
          <select
            id={`${id}-interval`}
            className="field__input"
            value={store.selected}
            onChange={(event) => {
              store.choose(Number(event.target.value));
            }}
          >
            {store.choices.map((minutes) => (
              <FormattedMessage key={minutes} id="rg.realityCheck.every" values={{ minutes }}>
                {(text) => <option value={minutes}>{text}</option>}
              </FormattedMessage>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" aria-disabled={saving}>
          {saving && <span className="spinner" aria-hidden="true" />}
          <FormattedMessage id={saving ? 'rg.realityCheck.saving' : 'rg.realityCheck.save'} />
        </button>
      </form>
      <div role="status">
        {feedback.kind === 'saved' && (
          <p className="rg__notice rg__notice--success">
            <FormattedMessage id="rg.realityCheck.saved" values={{ minutes: feedback.minutes }} />
          </p>
        )}
      </div>
      {feedback.kind === 'refused' && (
        <p className="rg__notice rg__notice--error" role="alert">
          <FormattedMessage id="rg.realityCheck.refused" />{' '}
          <CatalogueMessage id={feedback.error.messageKey} />
        </p>
      )}
    </section>
  );
});
