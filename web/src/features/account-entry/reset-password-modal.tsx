import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { NoticeStep } from '../../ui/notice-dialog.tsx';
import { LiveNotice } from '../../ui/notice.tsx';
import { textFields } from '../../kernel/text-fields.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import '../../ui/dialog-body.css';
import './account-entry.css';
import { TextField } from '../../ui/form-field.tsx';
import { ResetPasswordStore } from './reset-password.store.ts';
import { EntryForm } from './entry-form.tsx';

/**
 * Reset password (account-and-session.md §2: opened with username and key from the e-mailed link): the
 * new password twice; success shows the message and a login button. A link without its key says so.
 */
function ResetPasswordModal({ onClose }: ModalProps) {
  const store = useScreenStore(ResetPasswordStore);
  const [params] = useSearchParams();
  const titleId = useId();
  const field = textFields(store, useId());
  const link = { username: params.get('username') ?? '', key: params.get('key') ?? '' };
  const linkError = store.errors['key'];

  return (
    <Dialog titleId={titleId} onClose={onClose}>
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-body__title">
          <FormattedMessage id="resetPassword.title" />
        </h2>
        {store.successKey === null ? (
          <EntryForm
            busy={store.busy}
            submit="resetPassword.submit"
            onSubmit={() => {
              void store.submit(link);
            }}
          >
            {link.username !== '' && (
              <p className="dialog-body__text">
                <FormattedMessage id="resetPassword.for" values={{ username: link.username }} />
              </p>
            )}
            <LiveNotice role="alert">
              {(store.error !== null || linkError !== undefined) && (
                <CatalogueMessage id={store.error?.messageKey ?? linkError ?? ''} />
              )}
            </LiveNotice>
            {/* The account's name for password managers, which pair a new password with its username. */}
            <input type="hidden" name="username" autoComplete="username" value={link.username} />
            <TextField
              {...field('password', 'resetPassword.password')}
              type="password"
              autoComplete="new-password"
              data-autofocus
            />
            <TextField
              {...field('rePassword', 'resetPassword.rePassword')}
              type="password"
              autoComplete="new-password"
            />
          </EntryForm>
        ) : (
          <NoticeStep
            text={<CatalogueMessage id={store.successKey} />}
            textRole="status"
            tone="success"
            actionLabel={<FormattedMessage id="resetPassword.login" />}
            onAction={() => {
              store.proceed();
            }}
          />
        )}
      </div>
    </Dialog>
  );
}

export default observer(ResetPasswordModal);
