import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { NoticeStep } from '../../ui/notice-dialog.tsx';
import { LiveNotice } from '../../ui/notice.tsx';
import { failureText } from '../../kernel/catalogue/failure-text.ts';
import { TOO_MANY_REQUESTS } from '@lv-casino/core/errors/describe-failure.rule.ts';
import { textFields } from '../../kernel/text-fields.tsx';
import { USERNAME_INPUT } from '../../ui/input-presets.ts';
import { Dialog } from '../../ui/dialog.tsx';
import '../../ui/dialog-body.css';
import './account-entry.css';
import { ForgotPasswordStore } from './forgot-password.store.ts';
import { TextField } from '../../ui/form-field.tsx';
import { EntryForm } from './entry-form.tsx';

/**
 * Forgot password (account-and-session.md §2, §4): one field, e-mail or username; the continue button
 * is disabled while the request runs; success shows the message. The SMS variant sends a new password
 * by text message.
 */
function ForgotPasswordModal({ onClose, sms }: ModalProps & { readonly sms: boolean }) {
  const store = useScreenStore(ForgotPasswordStore);
  const titleId = useId();
  const field = textFields(store, useId());

  return (
    <Dialog titleId={titleId} onClose={onClose}>
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-body__title">
          <FormattedMessage id="forgotPassword.title" />
        </h2>
        {store.sentKey === null ? (
          <EntryForm
            busy={store.busy}
            submit="forgotPassword.submit"
            onSubmit={() => {
              void store.submit(sms);
            }}
          >
            <p className="dialog-body__text">
              <FormattedMessage id={sms ? 'forgotPassword.sms.text' : 'forgotPassword.text'} />
            </p>
            <LiveNotice role="alert">
              {store.throttled !== null && (
                <CatalogueMessage {...failureText(TOO_MANY_REQUESTS, store.throttled.retryAfterSeconds)} />
              )}
            </LiveNotice>
            <TextField {...field('username', 'forgotPassword.username')} {...USERNAME_INPUT} data-autofocus />
          </EntryForm>
        ) : (
          <NoticeStep
            text={<CatalogueMessage id={store.sentKey} />}
            textRole="status"
            tone="success"
            actionLabel={<FormattedMessage id="forgotPassword.done" />}
            onAction={onClose}
          />
        )}
      </div>
    </Dialog>
  );
}

const Observed = observer(ForgotPasswordModal);

/** forgot-password: a reset link by e-mail. */
export function ForgotPasswordByEmail(props: ModalProps) {
  return <Observed {...props} sms={false} />;
}

/** forgot-password-sms: a new password by SMS (forgotPasswordSmsVerificationEnabled). */
export function ForgotPasswordBySms(props: ModalProps) {
  return <Observed {...props} sms />;
}
