import { observer } from 'mobx-react-lite';
import { catalogueText } from '../../kernel/catalogue/catalogue-text.tsx';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadFailure } from './loaded-section.tsx';
import { FormField, TextField } from '../../ui/form-field.tsx';
import type { TextFieldOf } from '../../kernel/text-fields.tsx';
import type { AddressField, PersonalDataStore } from './personal-data.store.ts';

/** The id of a field of the address form (also where the focus goes when it is in error). */
export const fieldId = (formId: string, field: AddressField): string => `${formId}-${field}`;

/** The region select, then the city: a select of the region's towns, or typed when there are no regions. */
const PlaceFields = observer(function PlaceFields({
  store,
  id,
  field,
}: {
  readonly store: PersonalDataStore;
  readonly id: string;
  /** The address form's text fields (the city when it is typed). */
  readonly field: TextFieldOf<AddressField>;
}) {
  const intl = useIntl();
  const { regions, towns, form } = store;
  const cityError = form.errors.city;
  const ids = { region: `${id}-region`, city: fieldId(id, 'city') };
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
        <TextField {...field('city', 'myProfile.city')} autoComplete="address-level2" maxLength={60} />
      </>
    );
  }
  return (
    <>
      <FormField id={ids.region} label={<FormattedMessage id="myProfile.region" />}>
        <select
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
      </FormField>
      <FormField
        id={ids.city}
        label={<FormattedMessage id="myProfile.city" />}
        note={
          towns?.kind === 'loading' ? (
            <p className="field__hint" role="status">
              <FormattedMessage id="myProfile.towns.loading" />
            </p>
          ) : towns?.kind === 'failed' ? (
            <LoadFailure
              lead="myProfile.towns.failed"
              messageKey={towns.messageKey}
              onRetry={() => {
                store.retryTowns();
              }}
            />
          ) : undefined
        }
        error={catalogueText(cityError)}
      >
        <select
          className="field__input"
          name="city"
          autoComplete="address-level2"
          value={store.city}
          onChange={(event) => {
            store.set('city', event.target.value);
          }}
        >
          <option value="">{intl.formatMessage({ id: 'myProfile.city.none' })}</option>
          {store.cityChoices.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </FormField>
    </>
  );
});

export default PlaceFields;
