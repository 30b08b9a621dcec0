import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_MESSAGE_MAX_LENGTH,
  COMPLAINT_SUBJECT_MAX_LENGTH,
  type ComplaintCategory,
  type ComplaintStatus,
} from '@lv-casino/core/complaint/complaint.ts';
import { formatCount } from '@lv-casino/core/money/count-format.rule.ts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { catalogueText } from '../../kernel/catalogue/catalogue-text.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { MessageId } from '../../i18n/message-id.ts';
import { COMPLAINT_FIELDS, ComplaintStore } from './complaint.store.ts';
import { FormEnd, ProfileSection } from './loaded-section.tsx';
import { Intro } from '../../ui/intro.tsx';
import { Button } from '../../ui/button.tsx';
import { Fact } from '../../ui/fact.tsx';
import { FormField, TextField } from '../../ui/form-field.tsx';
import { textFields } from '../../kernel/text-fields.tsx';
import { localDateTime } from '../../ui/local-time.ts';
import './my-profile-extras.css';
import { Form } from '../../ui/form.tsx';

const CATEGORIES: Readonly<Record<ComplaintCategory, MessageId>> = {
  PAYMENTS: 'myProfile.complaint.category.payments',
  GAMES: 'myProfile.complaint.category.games',
  BONUSES: 'myProfile.complaint.category.bonuses',
  ACCOUNT: 'myProfile.complaint.category.account',
  OTHER: 'myProfile.complaint.category.other',
};

const STATUSES: Readonly<Record<ComplaintStatus, MessageId>> = {
  RECEIVED: 'myProfile.complaint.status.received',
  IN_PROGRESS: 'myProfile.complaint.status.inProgress',
  RESOLVED: 'myProfile.complaint.status.resolved',
};

/** The complaint just filed: its reference, state and time, and the way to file another. */
const Confirmation = observer(function Confirmation({ store }: { readonly store: ComplaintStore }) {
  const { filed } = store;
  if (filed === null) return null;
  return (
    <div className="notice notice--info my-profile-extras__confirmation">
      <p>
        <FormattedMessage id="myProfile.complaint.filed" />
      </p>
      <dl className="my-profile__facts my-profile__facts--grid">
        <Fact term="myProfile.complaint.reference">
          <code className="my-profile-extras__code">{filed.complaintId}</code>
        </Fact>
        <Fact term="myProfile.complaint.status">
          <FormattedMessage id={STATUSES[filed.status]} />
        </Fact>
        <Fact term="myProfile.complaint.filedAt">{localDateTime(filed.createdAt)}</Fact>
      </dl>
      <p>
        <FormattedMessage id="myProfile.complaint.quote" />
      </p>
      <Button
        tone="secondary"
        onClick={() => {
          store.startAnother();
        }}
      >
        <FormattedMessage id="myProfile.complaint.another" />
      </Button>
    </div>
  );
});

/**
 * The complaint sub-area (account-and-session.md §7 customers/complaint/create): a category, a subject
 * and the message, each checked before sending (their errors by the fields, the focus on the first);
 * a refusal shows for the form with everything typed kept. Once filed, a confirmation with the
 * server's reference replaces the form.
 */
function ComplaintSection() {
  const store = useScreenStore(ComplaintStore);
  const id = useId();
  const fieldId = (field: string): string => `${id}-${field}`;
  const { form } = store;

  const onSubmit = async (): Promise<void> => {
    await store.file();
    const first = form.firstError(COMPLAINT_FIELDS);
    if (first !== null) document.getElementById(fieldId(first))?.focus();
  };

  const categoryError = form.errors['category'];
  const messageError = form.errors['message'];
  return (
    <ProfileSection title="myProfile.complaint.title">
      <div role="status" className="live-region">
        <Confirmation store={store} />
      </div>
      {store.filed === null && (
        <>
          <Intro text="myProfile.complaint.intro" className="my-profile__muted" />
          <Form className="my-profile__form" onSubmit={onSubmit}>
            <FormField
              id={fieldId('category')}
              label={<FormattedMessage id="myProfile.complaint.category" />}
              error={catalogueText(categoryError)}
            >
              <select
                name="category"
                className="field__input"
                value={store.category}
                onChange={(event) => {
                  store.set('category', event.target.value);
                }}
              >
                <FormattedMessage id="myProfile.complaint.category.choose">
                  {(text) => <option value="">{text}</option>}
                </FormattedMessage>
                {COMPLAINT_CATEGORIES.map((category) => (
                  <FormattedMessage key={category} id={CATEGORIES[category]}>
                    {(text) => <option value={category}>{text}</option>}
                  </FormattedMessage>
                ))}
              </select>
            </FormField>
            <TextField
              {...textFields(store, id, form)('subject', 'myProfile.complaint.subject')}
              autoComplete="off"
              hint={
                <FormattedMessage
                  id="myProfile.complaint.subject.hint"
                  values={{ max: COMPLAINT_SUBJECT_MAX_LENGTH }}
                />
              }
            />
            <FormField
              id={fieldId('message')}
              label={<FormattedMessage id="myProfile.complaint.message" />}
              hint={
                <FormattedMessage
                  id="myProfile.complaint.message.hint"
                  values={{ max: formatCount(COMPLAINT_MESSAGE_MAX_LENGTH) }}
                />
              }
              error={catalogueText(messageError)}
            >
              <textarea
                name="message"
                rows={6}
                className="field__input my-profile-extras__textarea"
                value={store.message}
                readOnly={form.busy}
                onChange={(event) => {
                  store.set('message', event.target.value);
                }}
              />
            </FormField>
            <FormEnd form={form} label="myProfile.complaint.submit" busyLabel="myProfile.complaint.sending" />
          </Form>
        </>
      )}
    </ProfileSection>
  );
}

export default observer(ComplaintSection);
