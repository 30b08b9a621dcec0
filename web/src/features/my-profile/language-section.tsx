import type { Language } from '@lv-casino/core/routing/language.ts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { MessageId } from '../../i18n/message-id.ts';
import { ProfileSection, SavedMessage, SubmitButton } from './loaded-section.tsx';
import { LanguageChoiceStore } from './language-choice.store.ts';
import { Form } from '../../ui/form.tsx';

/** Each language by its own name (the same in every language of the page). */
const NAMES: Readonly<Record<Language, MessageId>> = {
  lv: 'myProfile.language.lv',
  en: 'myProfile.language.en',
  ru: 'myProfile.language.ru',
};

/**
 * The change-language sub-area: the site's languages as a radio group, the current one chosen.
 * Saving another switches the site (the profile stays open on this sub-area), stores it in the
 * profile and broadcasts it, as the header's switcher does; a message shows for 3000 ms.
 */
function LanguageSection() {
  const store = useScreenStore(LanguageChoiceStore);
  const id = useId();

  const onSubmit = (): void => {
    store.save();
  };

  return (
    <ProfileSection title="myProfile.language.title">
      <SavedMessage message={store.message} />
      <Form className="my-profile__form" onSubmit={onSubmit}>
        <fieldset className="my-profile__choices">
          <legend className="field__label">
            <FormattedMessage id="myProfile.language.legend" />
          </legend>
          {store.languages.map((language) => (
            <label key={language} className="my-profile__choice" lang={language}>
              <input
                type="radio"
                name={`${id}-language`}
                value={language}
                checked={store.choice === language}
                onChange={() => {
                  store.pick(language);
                }}
              />
              <FormattedMessage id={NAMES[language]} />
            </label>
          ))}
        </fieldset>
        <SubmitButton feedback="idle" label="myProfile.language.submit" />
      </Form>
    </ProfileSection>
  );
}

export default observer(LanguageSection);
