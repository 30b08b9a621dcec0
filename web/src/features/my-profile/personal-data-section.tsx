import { formatDateOfBirth } from '@lv-casino/core/profile/personal-data.rule.ts';
import type { PersonalData } from '@lv-casino/core/profile/profile.ts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useScreenStore } from '../../kernel/container-context.ts';
import { FormEnd, LoadedSection, shownArea } from './loaded-section.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { textFields } from '../../kernel/text-fields.tsx';
import { Fact } from '../../ui/fact.tsx';
import { ADDRESS_FIELDS, PersonalDataStore } from './personal-data.store.ts';
import PlaceFields, { fieldId } from './place-fields.tsx';
import { Form } from '../../ui/form.tsx';

/** A country by its ISO code, in the page's language (the code itself when the browser has no name). */
function useCountryName(): (code: string) => string {
  const intl = useIntl();
  const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
  return (code) => names.of(code) ?? code;
}

/** The identity fixed at registration, shown as a description list. */
function Identity({ data }: { readonly data: PersonalData }) {
  const country = useCountryName();
  const facts = [
    ['myProfile.personal.name', `${data.firstName} ${data.lastName}`],
    ['myProfile.personal.personalNumber', data.personalNumber],
    ['myProfile.personal.dateOfBirth', formatDateOfBirth(data.dateOfBirth)],
    [
      'myProfile.personal.gender',
      <FormattedMessage
        key="gender"
        id={data.gender === 'MALE' ? 'myProfile.gender.male' : 'myProfile.gender.female'}
      />,
    ],
    ['myProfile.personal.nationality', country(data.nationality)],
    ['myProfile.personal.country', country(data.country)],
  ] as const;
  return (
    <>
      <dl className="my-profile__facts my-profile__facts--grid">
        {facts.map(([label, value]) => (
          <Fact key={label} term={label}>
            {value}
          </Fact>
        ))}
      </dl>
      <p className="my-profile__muted">
        <FormattedMessage id="myProfile.personal.note" />
      </p>
    </>
  );
}

/** The address form: region and city, street address, postal code. */
const AddressForm = observer(function AddressForm({ store }: { readonly store: PersonalDataStore }) {
  const id = useId();
  const titleId = `${id}-title`;
  const { form } = store;
  // The address stays editable while it is saved.
  const field = textFields(store, id, { errors: form.errors, busy: false });

  const onSubmit = async (): Promise<void> => {
    await store.save();
    const first = form.firstError(ADDRESS_FIELDS);
    if (first !== null) document.getElementById(fieldId(id, first))?.focus();
  };

  return (
    <Form className="my-profile__form" aria-labelledby={titleId} onSubmit={onSubmit}>
      <h4 id={titleId} className="my-profile__subheading">
        <FormattedMessage id="myProfile.address.title" />
      </h4>
      <PlaceFields store={store} id={id} field={field} />
      <TextField {...field('address', 'myProfile.address')} autoComplete="street-address" maxLength={100} />
      <TextField
        {...field('postalCode', 'myProfile.postalCode')}
        autoComplete="postal-code"
        maxLength={10}
        hint={<FormattedMessage id="myProfile.postalCode.hint" />}
      />
      <FormEnd form={form} label="myProfile.address.submit" />
    </Form>
  );
});

/**
 * The personal-data sub-area: the identity recorded at registration and the address, which the
 * player edits (region → town, street, postal code). A success message shows for 3000 ms.
 */
function PersonalDataSection() {
  const store = useScreenStore(PersonalDataStore);
  return (
    <LoadedSection title="myProfile.personal.title" {...shownArea(store.area)}>
      {(data) => (
        <>
          <Identity data={data} />
          <AddressForm store={store} />
        </>
      )}
    </LoadedSection>
  );
}

export default observer(PersonalDataSection);
