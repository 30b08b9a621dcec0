import { observer } from 'mobx-react-lite';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import type { MessageId } from '../../i18n/message-id.ts';
import type { Loaded, SubmitFeedback } from './form-state.ts';
import type { TimedMessage } from './timed-message.ts';
import { describedBy } from '../../ui/described-by.ts';

/** A field's error: a message id of this feature or of the catalogue. */
export function FieldError({
  id,
  messageKey,
}: {
  readonly id: string;
  readonly messageKey: string | undefined;
}) {
  if (messageKey === undefined) return null;
  return (
    <p id={id} className="my-profile__field-error">
      <CatalogueMessage id={messageKey} />
    </p>
  );
}

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange' | 'value' | 'ref'
> {
  readonly id: string;
  readonly label: ReactNode;
  readonly value: string;
  readonly error: string | undefined;
  /** A hint under the field, tied to it by aria-describedby. */
  readonly hint?: ReactNode;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly onValue: (value: string) => void;
}

/** A labelled input with its hint and error tied to it (aria-describedby, aria-invalid). */
export function TextField({ id, label, value, error, hint, inputRef, onValue, ...input }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className="field__input"
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(hint !== undefined && hintId, error !== undefined && errorId)}
        onChange={(event) => {
          onValue(event.target.value);
        }}
      />
      {hint !== undefined && (
        <p id={hintId} className="my-profile__hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} messageKey={error} />
    </div>
  );
}

/** A submit button with its feedback: busy (a spinner), then ✓ or ! after the request. */
export function SubmitButton({
  feedback,
  label,
  busyLabel = 'myProfile.saving',
  disabled = false,
}: {
  readonly feedback: SubmitFeedback;
  readonly label: MessageId;
  readonly busyLabel?: MessageId;
  readonly disabled?: boolean;
}) {
  const busy = feedback === 'busy';
  return (
    <button
      type="submit"
      className="button button--primary my-profile__submit"
      data-feedback={feedback}
      aria-disabled={busy || disabled}
    >
      {busy && <span className="spinner" aria-hidden="true" />}
      {feedback === 'succeeded' && (
        <span className="my-profile__feedback-icon" aria-hidden="true">
          ✓
        </span>
      )}
      {feedback === 'failed' && (
        <span className="my-profile__feedback-icon" aria-hidden="true">
          !
        </span>
      )}
      <FormattedMessage id={busy ? busyLabel : label} />
    </button>
  );
}

/** The error of a whole form, announced as an alert (the region is always there, empty when none). */
export function FormAlert({ messageKey }: { readonly messageKey: string | null }) {
  return (
    <div role="alert" className="my-profile__alert">
      {messageKey !== null && (
        <p className="my-profile__form-error">
          <CatalogueMessage id={messageKey} />
        </p>
      )}
    </div>
  );
}

/** A form's success message, announced as a status; it hides after 3000 ms (TimedMessage). */
export const SavedMessage = observer(function SavedMessage({ message }: { readonly message: TimedMessage }) {
  return (
    <div role="status" className="my-profile__status">
      {message.messageKey !== null && (
        <p className="my-profile__success">
          <CatalogueMessage id={message.messageKey} />
        </p>
      )}
    </div>
  );
});

/** A status while something loads. */
export function Loading({ label = 'myProfile.loading' }: { readonly label?: MessageId }) {
  return (
    <p className="my-profile__muted" role="status">
      <span className="spinner" aria-hidden="true" /> <FormattedMessage id={label} />
    </p>
  );
}

/** Why something could not be loaded, with a retry. */
export function LoadFailure({
  lead = 'myProfile.loadFailed',
  messageKey,
  onRetry,
}: {
  readonly lead?: MessageId;
  readonly messageKey: string;
  readonly onRetry: () => void;
}) {
  return (
    <div className="my-profile__notice" role="alert">
      <p>
        <FormattedMessage id={lead} /> <CatalogueMessage id={messageKey} />
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        <FormattedMessage id="myProfile.retry" />
      </button>
    </div>
  );
}

export interface LoadedSectionProps<T> {
  readonly title: MessageId;
  readonly data: Loaded<T>;
  /** The timed success message of the section's forms. */
  readonly message: TimedMessage;
  readonly onRetry: () => void;
  /** What the section shows once its data has come. */
  readonly children: (value: T) => ReactNode;
}

/**
 * A sub-area of my profile: its heading, the timed success message, and its data — loading, failed
 * with a retry, or shown by `children`.
 */
export function LoadedSection<T>({ title, data, message, onRetry, children }: LoadedSectionProps<T>) {
  const titleId = useId();
  return (
    <section className="my-profile__section" aria-labelledby={titleId} aria-busy={data.kind === 'loading'}>
      <h3 id={titleId} className="my-profile__heading">
        <FormattedMessage id={title} />
      </h3>
      <SavedMessage message={message} />
      {data.kind === 'loading' && <Loading />}
      {data.kind === 'failed' && <LoadFailure messageKey={data.messageKey} onRetry={onRetry} />}
      {data.kind === 'ready' && children(data.value)}
    </section>
  );
}

export { describedBy };
