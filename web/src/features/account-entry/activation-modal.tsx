import { smsCodeGone } from '@lv-casino/core/sms/sms-login.rule.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { Intro } from '../../ui/intro.tsx';
import { LiveNotice } from '../../ui/notice.tsx';
import { catalogueText } from '../../kernel/catalogue/catalogue-text.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Loading } from '../../ui/loading.tsx';
import { NoticeStep } from '../../ui/notice-dialog.tsx';
import '../../ui/dialog-body.css';
import './account-entry.css';
import { ActivationStore } from './activation.store.ts';
import { TextField } from '../../ui/form-field.tsx';
import { textFields } from '../../kernel/text-fields.tsx';
import { oneTimeCodeInput, USERNAME_INPUT } from '../../ui/input-presets.ts';
import { EntryForm } from './entry-form.tsx';

/**
 * The activation modal (account-and-session.md §2, §4 Activation): the e-mailed link activates at
 * once (success: title, message, a login button; failure: the code's text and back to home); opened
 * without a key it asks for the code of the activation SMS.
 */
function ActivationModal({ onClose }: ModalProps) {
  const store = useScreenStore(ActivationStore);
  const [params] = useSearchParams();
  const titleId = useId();
  const field = textFields(store, useId());
  const username = params.get('username');
  const activationKey = params.get('activationKey');

  useEffect(() => {
    void store.start({ username, activationKey });
  }, [store, username, activationKey]);

  const { status } = store;
  // The answer arrives after the dialog opened: focus moves to its one action.
  const action = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (status === 'activated' || status === 'failed') action.current?.focus();
  }, [status]);
  return (
    <Dialog titleId={titleId} onClose={onClose} role={status === 'failed' ? 'alertdialog' : 'dialog'}>
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-body__title">
          {status === 'activated' && store.titleKey !== null ? (
            <CatalogueMessage id={store.titleKey} />
          ) : (
            <FormattedMessage id={status === 'failed' ? 'activation.failed.title' : 'activation.title'} />
          )}
        </h2>
        {(status === 'idle' || status === 'activating') && (
          <Loading>
            <FormattedMessage id="activation.activating" />
          </Loading>
        )}
        {(status === 'activated' || (status === 'failed' && store.error !== null)) && (
          <NoticeStep
            text={catalogueText(status === 'activated' ? store.messageKey : store.error?.messageKey)}
            actionLabel={
              <FormattedMessage id={status === 'activated' ? 'activation.login' : 'activation.backHome'} />
            }
            actionRef={action}
            onAction={() => {
              store.proceed();
            }}
          />
        )}
        {status === 'sms-form' && (
          <EntryForm
            busy={store.busy}
            submit="activation.sms.submit"
            onSubmit={() => {
              void store.submitCode();
            }}
          >
            <Intro text="activation.sms.text" className="dialog-body__text" />
            <LiveNotice role="alert">
              {store.error !== null &&
                (smsCodeGone(store.error) ? (
                  <FormattedMessage id="activation.sms.codeGone" />
                ) : (
                  <CatalogueMessage id={store.error.messageKey} />
                ))}
            </LiveNotice>
            <TextField {...field('username', 'activation.sms.username')} {...USERNAME_INPUT} />
            <TextField {...field('code', 'activation.sms.code')} {...oneTimeCodeInput()} data-autofocus />
          </EntryForm>
        )}
      </div>
    </Dialog>
  );
}

export default observer(ActivationModal);
