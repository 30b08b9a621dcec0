import type { InvitationStatus, ReferralInvitation } from '@lv-casino/core/referral/referral.ts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { MessageId } from '../../i18n/message-id.ts';
import { FormEnd, LoadedSection, SubSection, shownArea } from './loaded-section.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { textFields } from '../../kernel/text-fields.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Button } from '../../ui/button.tsx';
import { ColumnHeads } from '../../ui/column-heads.tsx';
import { localCalendarDate } from './local-date.ts';
import { ReferralStore } from './referral.store.ts';
import './my-profile-extras.css';
import { Form } from '../../ui/form.tsx';

const STATUSES: Readonly<Record<InvitationStatus, MessageId>> = {
  SENT: 'myProfile.referral.status.sent',
  REGISTERED: 'myProfile.referral.status.registered',
  REWARDED: 'myProfile.referral.status.rewarded',
};

const INVITATION_COLUMNS = [
  'myProfile.referral.invitations.email',
  'myProfile.referral.invitations.sentOn',
  'myProfile.referral.invitations.status',
] as const satisfies readonly MessageId[];

/** The player's code and its copy button. */
const CodeBox = observer(function CodeBox({
  store,
  code,
}: {
  readonly store: ReferralStore;
  readonly code: string;
}) {
  const id = useId();
  return (
    <SubSection
      title="myProfile.referral.code.title"
      titleId={`${id}-title`}
      intro="myProfile.referral.code.intro"
    >
      <div className="my-profile-extras__code-row">
        <code
          id={`${id}-code`}
          className="my-profile-extras__code"
          aria-labelledby={`${id}-title ${id}-code`}
        >
          {code}
        </code>
        <Button tone="secondary" aria-describedby={`${id}-code`} onClick={() => void store.copyCode()}>
          <FormattedMessage id="myProfile.referral.code.copy" />
        </Button>
      </div>
    </SubSection>
  );
});

/** The invitation form: the friend's e-mail; a refusal shows by it or for the form, the e-mail kept. */
const InviteForm = observer(function InviteForm({ store }: { readonly store: ReferralStore }) {
  const id = useId();
  const { form } = store;
  const onSubmit = async (): Promise<void> => {
    await store.invite();
    if (form.errors['email'] !== undefined) document.getElementById(`${id}-email`)?.focus();
  };
  return (
    <SubSection title="myProfile.referral.invite.title" titleId={`${id}-title`}>
      <Form className="my-profile__form" aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
        <TextField
          {...textFields(store, id, form)('email', 'myProfile.referral.invite.email')}
          type="email"
          autoComplete="off"
          spellCheck={false}
          hint={<FormattedMessage id="myProfile.referral.invite.hint" />}
        />
        <FormEnd
          form={form}
          label="myProfile.referral.invite.submit"
          busyLabel="myProfile.referral.invite.sending"
        />
      </Form>
    </SubSection>
  );
});

/** The invitations sent, newest first, in a table with their dates and states. */
function Invitations({ invitations }: { readonly invitations: readonly ReferralInvitation[] }) {
  const id = useId();
  return (
    <SubSection title="myProfile.referral.invitations.title" titleId={id}>
      {invitations.length === 0 ? (
        <p className="my-profile__muted">
          <FormattedMessage id="myProfile.referral.invitations.none" />
        </p>
      ) : (
        <div className="my-profile-extras__table-wrap">
          <table className="my-profile-extras__table">
            <caption>
              <FormattedMessage
                id="myProfile.referral.invitations.caption"
                values={{ count: invitations.length }}
              />
            </caption>
            <ColumnHeads columns={INVITATION_COLUMNS} />
            <tbody>
              {invitations.map((invitation) => (
                <tr key={invitation.id}>
                  <th scope="row" className="my-profile-extras__email">
                    {invitation.email}
                  </th>
                  <td>{localCalendarDate(invitation.createdAt)}</td>
                  <td>
                    <span className="my-profile-extras__status" data-status={invitation.status}>
                      <FormattedMessage id={STATUSES[invitation.status]} />
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SubSection>
  );
}

/**
 * The refer-a-friend sub-area (account-and-session.md §3 Referral, §7, §8): the player's code with a
 * copy button, the invitation form and the invitations sent. When the programme is closed to the
 * player (31, 64, 119) the catalogue says why instead of the code and the form.
 */
function ReferralSection() {
  const store = useScreenStore(ReferralStore);
  return (
    <LoadedSection
      title="myProfile.referral.title"
      intro="myProfile.referral.intro"
      {...shownArea(store.area)}
      failedLead="myProfile.referral.loadFailed"
    >
      {({ unavailable, code, invitations }) => (
        <>
          {unavailable !== null && (
            <Notice>
              <CatalogueMessage id={unavailable.messageKey} />
            </Notice>
          )}
          {code !== null && (
            <>
              <CodeBox store={store} code={code} />
              <InviteForm store={store} />
            </>
          )}
          <Invitations invitations={invitations} />
        </>
      )}
    </LoadedSection>
  );
}

export default observer(ReferralSection);
