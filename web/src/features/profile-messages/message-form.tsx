import {
  INBOX_ATTACHMENT_MEDIA_TYPES,
  INBOX_MAX_ATTACHMENT_MEGABYTES,
  INBOX_MESSAGE_MAX_LENGTH,
  type InboxMessageField,
} from '@lv-casino/core/inbox/inbox-message.rule.ts';
import { acceptedFiles } from '@lv-casino/core/kyc/kyc-upload.rule.ts';
import { observer } from 'mobx-react-lite';
import { useId, useRef, type ReactNode, type SubmitEvent } from 'react';
import { FileField } from '../../ui/file-field.tsx';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { describedBy, FieldError } from './field-error.tsx';
import type { MessageFormStore } from './message-form.store.ts';

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
  const ids = {
    text: `${id}-text`,
    count: `${id}-count`,
    textError: `${id}-text-error`,
    file: `${id}-file`,
    fileHint: `${id}-file-hint`,
    fileChosen: `${id}-file-chosen`,
    fileError: `${id}-file-error`,
  };
  const fields = {
    text: useRef<HTMLTextAreaElement>(null),
    file: useRef<HTMLInputElement>(null),
  } satisfies Record<InboxMessageField, unknown>;
  const { errors, file } = form;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    await form.submit(threadId);
    const first = form.firstError;
    if (first !== null) fields[first].current?.focus();
  };

  return (
    <form
      className="profile-messages__form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="field">
        <label className="field__label" htmlFor={ids.text}>
          <FormattedMessage id="messages.form.text.label" />
        </label>
        <textarea
          ref={fields.text}
          id={ids.text}
          name="message"
          className="field__input profile-messages__textarea"
          rows={5}
          value={form.text}
          aria-invalid={errors.text !== undefined}
          aria-describedby={describedBy(ids.count, errors.text !== undefined && ids.textError)}
          onChange={(event) => {
            form.setText(event.target.value);
          }}
        />
        <p
          id={ids.count}
          className="profile-messages__hint"
          data-over={form.length > INBOX_MESSAGE_MAX_LENGTH ? 'true' : undefined}
        >
          <FormattedMessage
            id="messages.form.text.count"
            values={{ count: form.length, max: INBOX_MESSAGE_MAX_LENGTH }}
          />
        </p>
        <FieldError id={ids.textError} messageKey={errors.text} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.file}>
          <FormattedMessage id="messages.form.file.label" />
        </label>
        <FileField
          inputKey={form.fileInputKey}
          inputRef={fields.file}
          id={ids.file}
          name="multipartFile"
          accept={ACCEPT}
          invalid={errors.file !== undefined}
          describedBy={describedBy(
            ids.fileHint,
            file !== null && ids.fileChosen,
            errors.file !== undefined && ids.fileError,
          )}
          onChoose={(files) => {
            form.chooseFile(files[0] ?? null);
          }}
          choose={<FormattedMessage id="messages.form.file.choose" />}
          chosen={file === null ? <FormattedMessage id="messages.form.file.none" /> : file.name}
        />
        <p id={ids.fileHint} className="profile-messages__hint">
          <FormattedMessage
            id="messages.form.file.hint"
            values={{ maxMegabytes: INBOX_MAX_ATTACHMENT_MEGABYTES }}
          />
        </p>
        {file !== null && (
          <p id={ids.fileChosen} className="profile-messages__chosen">
            <FormattedMessage id="messages.form.file.chosen" values={{ name: file.name }} />
            <button
              type="button"
              className="button button--ghost profile-messages__remove"
              onClick={() => {
                const input = fields.file.current;
                // A file input can only be emptied, not set.
                if (input !== null) input.value = '';
                form.removeFile();
                input?.focus();
              }}
            >
              <FormattedMessage id="messages.form.file.remove" />
            </button>
          </p>
        )}
        <FieldError id={ids.fileError} messageKey={errors.file} />
      </div>
      <div role="alert" className="profile-messages__live">
        {form.refused && (
          <p className="profile-messages__alert">
            <FormattedMessage id="messages.form.failed" />
            {form.refusal !== null && (
              <>
                {' '}
                <CatalogueMessage id={form.refusal} />
              </>
            )}
          </p>
        )}
      </div>
      <div className="profile-messages__actions">
        <button type="submit" className="button button--primary" aria-disabled={form.sending}>
          {form.sending && <span className="spinner" aria-hidden="true" />}
          <FormattedMessage id={form.sending ? 'messages.form.sending' : 'messages.form.send'} />
        </button>
        {actions}
      </div>
    </form>
  );
});
