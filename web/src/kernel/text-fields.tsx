import type { FormErrors } from '@lv-casino/core/session/form-errors.ts';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/message-id.ts';
import { catalogueText } from './catalogue/catalogue-text.tsx';

/** Where a form stands: each field's error (a catalogue key) and whether it is being sent. */
export interface FormProgress {
  readonly errors: FormErrors;
  readonly busy: boolean;
}

/** A form store's text fields: each one's text as typed (a property of the store by its name), and an edit. */
export type TextValues<Field extends string> = Readonly<Record<NoInfer<Field>, string>> & {
  set(field: Field, value: string): void;
};

/** What a TextField (ui/form-field.tsx) takes of one field of a form's store. */
export interface TextFieldState<Field extends string> {
  readonly id: string;
  readonly name: Field;
  readonly label: ReactNode;
  readonly value: string;
  readonly error: ReactNode;
  readonly readOnly: boolean;
  readonly onValue: (value: string) => void;
}

/** One field of a form, by its name and the message id of its label. */
export type TextFieldOf<Field extends string> = (field: Field, label: MessageId) => TextFieldState<Field>;

/**
 * The text fields of a form's store, as a TextField shows each: its id `<base>-<field>` (where a failed
 * submit sends the focus), named by its field, its label, value and error (the catalogue's text),
 * read-only while the form is sent, and what is typed set on the store. Where the errors and the busy
 * state are not the store's own, `progress` holds them.
 */
export function textFields<Field extends string>(
  store: TextValues<Field> & FormProgress,
  base: string,
): TextFieldOf<Field>;
export function textFields<Field extends string>(
  store: TextValues<Field>,
  base: string,
  progress: FormProgress,
): TextFieldOf<Field>;
export function textFields<Field extends string>(
  store: TextValues<Field> & Partial<FormProgress>,
  base: string,
  progress: FormProgress = { errors: store.errors ?? {}, busy: store.busy ?? false },
): TextFieldOf<Field> {
  return (field, label) => ({
    id: `${base}-${field}`,
    name: field,
    label: <FormattedMessage id={label} />,
    value: store[field],
    error: catalogueText(progress.errors[field]),
    readOnly: progress.busy,
    onValue: (value) => {
      store.set(field, value);
    },
  });
}
