import {
  INBOX_ATTACHMENT_MEDIA_TYPES,
  INBOX_MAX_ATTACHMENT_MEGABYTES,
  INBOX_MESSAGE_MAX_LENGTH,
  type InboxMessageField,
} from '@lv-casino/core/inbox/inbox-message.rule.ts';
import { acceptedFiles } from '@lv-casino/core/kyc/kyc-upload.rule.ts';
import { observer } from 'mobx-react-lite';
import { useId, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { messageText } from '../../kernel/catalogue/catalogue-text.tsx';
import { Button } from '../../ui/button.tsx';
import { FileField } from '../../ui/file-field.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { LiveNotice } from '../../ui/notice.tsx';
import type { MessageFormStore } from './message-form.store.ts';
import { Form } from '../../ui/form.tsx';

const ACCEPT = acceptedFiles(INBOX_ATTACHMENT_MEDIA_TYPES);

/**
 * The form of a reply or a new message: the text (with its count of characters) and an optional
 * attachment (JPEG, PNG or PDF up to 10 MB, checked when chosen). After a failed send the focus goes
 * to the first field in error, or the form says why the server refused it; nothing typed or chosen is
 * lost.
 */
export const MessageForm = observer(function MessageForm({
  form,
  threadId,
  titleId,
  actions,
}: {
  readonly form: MessageFormStore;
  /** The thread answered; null for a new message. */
  readonly threadId: number | null;
  /** The id of the heading that names the form. */
  readonly titleId: string;
  /** Further buttons after Send (a new message's Cancel). */
  readonly actions?: ReactNode;
}) {
  const id = useId();
  const ids = { text: `${id}-text`, file: `${id}-file` };
  const error = (key: string | undefined) =>
    messageText(key, { maxMegabytes: INBOX_MAX_ATTACHMENT_MEGABYTES, max: INBOX_MESSAGE_MAX_LENGTH });
  const fields = {
    text: useRef<HTMLTextAreaElement>(null),
    file: useRef<HTMLInputElement>(null),
  } satisfies Record<InboxMessageField, unknown>;
  const { errors, file } = form;

  const onSubmit = async (): Promise<void> => {
    await form.submit(threadId);
    const first = form.firstError;
    if (first !== null) fields[first].current?.focus();
  };

  return (
    <Form className="profile-messages__form" aria-labelledby={titleId} onSubmit={onSubmit}>
      <FormField
        id={ids.text}
        label={<FormattedMessage id="messages.form.text.label" />}
        hint={
          <FormattedMessage
            id="messages.form.text.count"
            values={{ count: form.length, max: INBOX_MESSAGE_MAX_LENGTH }}
          />
        }
        hintWarns={form.length > INBOX_MESSAGE_MAX_LENGTH}
        error={error(errors.text)}
      >
        <textarea
          ref={fields.text}
          name="message"
          className="field__input profile-messages__textarea"
          rows={5}
          value={form.text}
          onChange={(event) => {
            form.setText(event.target.value);
          }}
        />
      </FormField>
      <FileField
        id={ids.file}
        label={<FormattedMessage id="messages.form.file.label" />}
        hint={
          <FormattedMessage
            id="messages.form.file.hint"
            values={{ maxMegabytes: INBOX_MAX_ATTACHMENT_MEGABYTES }}
          />
        }
        note={
          file !== null && (
            <span className="profile-messages__chosen">
              <FormattedMessage id="messages.form.file.chosen" values={{ name: file.name }} />
              <Button
                tone="ghost"
                className="profile-messages__remove"
                onClick={() => {
                  const input = fields.file.current;
                  // A file input can only be emptied, not set.
                  if (input !== null) input.value = '';
                  form.removeFile();
                  input?.focus();
                }}
              >
                <FormattedMessage id="messages.form.file.remove" />
              </Button>
            </span>
          )
        }
        error={error(errors.file)}
        inputKey={form.fileInputKey}
        inputRef={fields.file}
        name="multipartFile"
        accept={ACCEPT}
        onChoose={(files) => {
          form.chooseFile(files[0] ?? null);
        }}
        choose={<FormattedMessage id="messages.form.file.choose" />}
        chosen={file === null ? <FormattedMessage id="messages.form.file.none" /> : file.name}
      />
      <LiveNotice role="alert">
        {form.refused && (
          <>
            <FormattedMessage id="messages.form.failed" />
            {form.refusal !== null && (
              <>
                {' '}
                <CatalogueMessage id={form.refusal} />
              </>
            )}
          </>
        )}
      </LiveNotice>
      <div className="profile-messages__actions">
        <Button type="submit" busy={form.sending} busyLabel={<FormattedMessage id="messages.form.sending" />}>
          <FormattedMessage id="messages.form.send" />
        </Button>
        {actions}
      </div>
    </Form>
  );
});
