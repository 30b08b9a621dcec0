import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { describedBy, FieldError, LoadFailure, TextField } from './form-parts.tsx';
import type { AddressField, PersonalDataStore } from './personal-data.store.ts';

/** The id of a field of the address form (also where the focus goes when it is in error). */
export const fieldId = (formId: string, field: AddressField): string => `${formId}-${field}`;

/** The region select, then the city: a select of the region's towns, or typed when there are no regions. */
const PlaceFields = observer(function PlaceFields({
  store,
  id,
}: {
  readonly store: PersonalDataStore;
  readonly id: string;
}) {
  const intl = useIntl();
  const { regions, towns, form } = store;
  const cityError = form.errors.city;
  const ids = {
    region: `${id}-region`,
    city: fieldId(id, 'city'),
    cityStatus: `${id}-city-status`,
    cityError: `${id}-city-error`,
  };
  if (store.cityTyped) {
    return (
      <>
        <LoadFailure
          lead="myProfile.regions.failed"
          messageKey={regions.kind === 'failed' ? regions.messageKey : ''}
          onRetry={() => {
            store.retryRegions();
          }}
        />
        <TextField
          id={ids.city}
          name="city"
          autoComplete="address-level2"
          maxLength={60}
          label={<FormattedMessage id="myProfile.city" />}
          value={store.city}
          error={cityError}
          onValue={(value) => {
            store.setCity(value);
          }}
        />
      </>
    );
  }
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={ids.region}>
          <FormattedMessage id="myProfile.region" />
        </label>
        <select
          id={ids.region}
          className="field__input"
          name="region"
          value={store.regionCode}
          aria-busy={regions.kind === 'loading'}
          onChange={(event) => {
            store.chooseRegion(event.target.value);
          }}
        >
          <option value="">{intl.formatMessage({ id: 'myProfile.region.none' })}</option>
          {regions.kind === 'ready' &&
            regions.value.map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.city}>
          <FormattedMessage id="myProfile.city" />
        </label>
        <select
          id={ids.city}
          className="field__input"
          name="city"
          autoComplete="address-level2"
          value={store.city}
          aria-invalid={cityError !== undefined}
          aria-describedby={describedBy(
            towns !== null && towns.kind !== 'ready' && ids.cityStatus,
            cityError !== undefined && ids.cityError,
          )}
          onChange={(event) => {
            store.setCity(event.target.value);
          }}
        >
          <option value="">{intl.formatMessage({ id: 'myProfile.city.none' })}</option>
          {store.cityChoices.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {towns?.kind === 'loading' && (
          <p id={ids.cityStatus} className="my-profile__hint" role="status">
            <FormattedMessage id="myProfile.towns.loading" />
          </p>
        )}
        {towns?.kind === 'failed' && (
          <div id={ids.cityStatus}>
            <LoadFailure
              lead="myProfile.towns.failed"
              messageKey={towns.messageKey}
              onRetry={() => {
                store.retryTowns();
              }}
            />
          </div>
        )}
        <FieldError id={ids.cityError} messageKey={cityError} />
      </div>
    </>
  );
});

export default PlaceFields;
