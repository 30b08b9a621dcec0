import type { FormErrors } from '@lv-casino/core/session/form-errors.ts';
import type { InputHTMLAttributes, ReactNode } from 'react';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  readonly id: string;
  readonly name: string;
  readonly label: ReactNode;
  readonly errors: FormErrors;
  readonly onValue: (value: string) => void;
}

/** A labelled input with its error (a catalogue text) tied to it by aria-describedby. */
export function TextField({ id, name, label, errors, onValue, ...input }: TextFieldProps) {
  const error = errors[name];
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        className="field__input"
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : errorId}
        onChange={(event) => {
          onValue(event.target.value);
        }}
      />
      {error !== undefined && (
        <p id={errorId} className="account-form__field-error">
          <CatalogueMessage id={error} />
        </p>
      )}
    </div>
  );
}
