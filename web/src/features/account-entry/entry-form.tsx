import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/message-id.ts';
import { Button } from '../../ui/button.tsx';
import { Form } from '../../ui/form.tsx';

/**
 * The form of an entry dialog (forgot password, reset password, activation by SMS): its fields, then
 * its submit, busy and disabled while the form is sent (the form aria-busy meanwhile).
 */
export function EntryForm({
  busy,
  submit,
  onSubmit,
  children,
}: {
  readonly busy: boolean;
  readonly submit: MessageId;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}) {
  return (
    <Form className="account-form" aria-busy={busy} onSubmit={onSubmit}>
      {children}
      <Button type="submit" block busy={busy} disabled={busy}>
        <FormattedMessage id={submit} />
      </Button>
    </Form>
  );
}
