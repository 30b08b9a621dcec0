import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { Button } from '../../ui/button.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { LiveNotice, Notice } from '../../ui/notice.tsx';
import type { RealityCheckSettingsStore } from './reality-check-settings.store.ts';
import { Form } from '../../ui/form.tsx';

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
  const onSubmit = (): void => {
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
      <Form className="rg__inline-form" onSubmit={onSubmit}>
        <FormField id={`${id}-interval`} label={<FormattedMessage id="rg.realityCheck.label" />}>
          <select
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
        </FormField>
        <Button type="submit" busy={saving} busyLabel={<FormattedMessage id="rg.realityCheck.saving" />}>
          <FormattedMessage id="rg.realityCheck.save" />
        </Button>
      </Form>
      <LiveNotice role="status">
        {feedback.kind === 'saved' && (
          <FormattedMessage id="rg.realityCheck.saved" values={{ minutes: feedback.minutes }} />
        )}
      </LiveNotice>
      {feedback.kind === 'refused' && (
        <Notice tone="error" role="alert">
          <FormattedMessage id="rg.realityCheck.refused" />{' '}
          <CatalogueMessage id={feedback.error.messageKey} />
        </Notice>
      )}
    </section>
  );
});
