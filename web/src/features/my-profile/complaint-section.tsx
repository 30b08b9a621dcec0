import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_MESSAGE_MAX_LENGTH,
  COMPLAINT_SUBJECT_MAX_LENGTH,
  type ComplaintCategory,
  type ComplaintStatus,
} from '@lv-casino/core/complaint/complaint.ts';
import { formatCount } from '@lv-casino/core/money/count-format.rule.ts';
import { observer } from 'mobx-react-lite';
import { useId, type SubmitEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { MessageId } from '../../i18n/message-id.ts';
import { COMPLAINT_FIELDS, ComplaintStore } from './complaint.store.ts';
import { describedBy, FieldError, FormAlert, SubmitButton, TextField } from './form-parts.tsx';
import { localDateTime } from '../../ui/local-time.ts';
import './my-profile-extras.css';

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
    <div className="my-profile__notice my-profile-extras__confirmation">
      <p>
        <FormattedMessage id="myProfile.complaint.filed" />
      </p>
      <dl className="my-profile__facts my-profile__facts--grid">
        <div>
          <dt>
            <FormattedMessage id="myProfile.complaint.reference" />
          </dt>
          <dd>
            <code className="my-profile-extras__code">{filed.complaintId}</code>
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="myProfile.complaint.status" />
          </dt>
          <dd>
            <FormattedMessage id={STATUSES[filed.status]} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="myProfile.complaint.filedAt" />
          </dt>
          <dd>{localDateTime(filed.createdAt)}</dd>
        </div>
      </dl>
      <p>
        <FormattedMessage id="myProfile.complaint.quote" />
      </p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          store.startAnother();
        }}
      >
        <FormattedMessage id="myProfile.complaint.another" />
      </button>
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
  const titleId = `${id}-title`;
  const fieldId = (field: string): string => `${id}-${field}`;
  const { form } = store;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    await store.file();
    const first = form.firstError(COMPLAINT_FIELDS);
    if (first !== null) document.getElementById(fieldId(first))?.focus();
  };

  const categoryError = form.errors['category'];
  const messageError = form.errors['message'];
  return (
    <section className="my-profile__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="my-profile__heading">
        <FormattedMessage id="myProfile.complaint.title" />
      </h3>
      <div role="status" className="my-profile__status">
        <Confirmation store={store} />
      </div>
      {store.filed === null && (
        <>
          <p className="my-profile__muted">
            <FormattedMessage id="myProfile.complaint.intro" />
          </p>
          <form className="my-profile__form" noValidate onSubmit={(event) => void onSubmit(event)}>
            <div className="field">
              <label className="field__label" htmlFor={fieldId('category')}>
                <FormattedMessage id="myProfile.complaint.category" />
              </label>
              <select
                id={fieldId('category')}
                name="category"
                className="field__input"
                value={store.category}
                aria-invalid={categoryError !== undefined}
                aria-describedby={describedBy(categoryError !== undefined && fieldId('category-error'))}
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
              <FieldError id={fieldId('category-error')} messageKey={categoryError} />
            </div>
            <TextField
              id={fieldId('subject')}
              name="subject"
              autoComplete="off"
              label={<FormattedMessage id="myProfile.complaint.subject" />}
              hint={
                <FormattedMessage
                  id="myProfile.complaint.subject.hint"
                  values={{ max: COMPLAINT_SUBJECT_MAX_LENGTH }}
                />
              }
              value={store.subject}
              error={form.errors['subject']}
              readOnly={form.busy}
              onValue={(value) => {
                store.set('subject', value);
              }}
            />
            <div className="field">
              <label className="field__label" htmlFor={fieldId('message')}>
                <FormattedMessage id="myProfile.complaint.message" />
              </label>
              <textarea
                id={fieldId('message')}
                name="message"
                rows={6}
                className="field__input my-profile-extras__textarea"
                value={store.message}
                readOnly={form.busy}
                aria-invalid={messageError !== undefined}
                aria-describedby={describedBy(
                  fieldId('message-hint'),
                  messageError !== undefined && fieldId('message-error'),
                )}
                onChange={(event) => {
                  store.set('message', event.target.value);
                }}
              />
              <p id={fieldId('message-hint')} className="my-profile__hint">
                <FormattedMessage
                  id="myProfile.complaint.message.hint"
                  values={{ max: formatCount(COMPLAINT_MESSAGE_MAX_LENGTH) }}
                />
              </p>
              <FieldError id={fieldId('message-error')} messageKey={messageError} />
            </div>
            <FormAlert messageKey={form.formError} />
            <SubmitButton
              feedback={form.feedback}
              label="myProfile.complaint.submit"
              busyLabel="myProfile.complaint.sending"
            />
          </form>
        </>
      )}
    </section>
  );
}

export default observer(ComplaintSection);
