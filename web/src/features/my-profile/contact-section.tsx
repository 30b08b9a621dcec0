import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { useScreenStore } from '../../kernel/container-context.ts';
import { FormEnd, LoadedSection, shownArea } from './loaded-section.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { textFields } from '../../kernel/text-fields.tsx';
import { Fact } from '../../ui/fact.tsx';
import { MyProfileStore } from './my-profile.store.ts';
import PhoneSection from './phone-section.tsx';
import { Form } from '../../ui/form.tsx';

/** The e-mail form: checked by the §5 rules, its uniqueness asked after it is typed, then saved. */
const EmailForm = observer(function EmailForm({ store }: { readonly store: MyProfileStore }) {
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const { emailForm } = store;

  const onSubmit = async (): Promise<void> => {
    await store.saveEmail();
    if (emailForm.errors.email !== undefined) emailRef.current?.focus();
  };

  return (
    <Form className="my-profile__form" onSubmit={onSubmit}>
      <TextField
        {...textFields(store, id, emailForm)('email', 'myProfile.email')}
        inputRef={emailRef}
        type="email"
        autoComplete="email"
        maxLength={40}
        onBlur={() => void store.blurEmail()}
      />
      <FormEnd form={emailForm} label="myProfile.contact.submit" />
    </Form>
  );
});

/**
 * The my-profile sub-area: the username, the e-mail and the mobile phone (changed through an SMS
 * code). A success message shows for 3000 ms.
 */
function ContactSection() {
  const store = useScreenStore(MyProfileStore);
  return (
    <LoadedSection title="myProfile.contact.title" {...shownArea(store.area)}>
      {() => (
        <>
          <dl className="my-profile__facts">
            <Fact term="myProfile.username">{store.username}</Fact>
          </dl>
          <EmailForm store={store} />
          <PhoneSection store={store} />
        </>
      )}
    </LoadedSection>
  );
}

export default observer(ContactSection);
