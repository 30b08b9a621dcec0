import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { providerName } from '../../i18n/provider-name.ts';
import type { CategoryStore } from './category.store.ts';

/**
 * The provider filter (a radio group: all providers, or one; the catalogue answers every column search
 * together, so two providers would find nothing). Choosing one reloads the grid at once; the page's
 * panel and the filters modal show the same store.
 */
function ProviderFilter({
  store,
  focusChoice = false,
}: {
  readonly store: CategoryStore;
  /** Marks the chosen option as where a dialog puts focus when it opens. */
  readonly focusChoice?: boolean;
}) {
  const intl = useIntl();
  const name = useId();
  const selected = store.selectedProviders[0] ?? null;
  const options = store.providers
    .map((provider) => ({ provider, label: providerName(intl, provider) }))
    .sort((a, b) => a.label.localeCompare(b.label, intl.locale));

  const option = (provider: string | null, label: string) => (
    <label key={provider ?? ''} className="provider-filter__option">
      <input
        type="radio"
        name={name}
        checked={selected === provider}
        {...(focusChoice && selected === provider ? { 'data-autofocus': true } : {})}
        onChange={() => {
          store.chooseProvider(provider);
        }}
      />
      <span>{label}</span>
    </label>
  );

  return (
    <fieldset className="provider-filter">
      <legend className="provider-filter__legend">
        <FormattedMessage id="category.providers.title" />
      </legend>
      {options.length === 0 ? (
        <p className="provider-filter__none">
          <FormattedMessage id="category.providers.none" />
        </p>
      ) : (
        <div className="provider-filter__options">
          {option(null, intl.formatMessage({ id: 'category.providers.all' }))}
          {options.map(({ provider, label }) => option(provider, label))}
        </div>
      )}
    </fieldset>
  );
}

export default observer(ProviderFilter);
