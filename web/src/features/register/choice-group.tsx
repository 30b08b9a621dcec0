import type { RegistrationField } from '@lv-casino/core/registration/registration-values.ts';
import { useId, type ReactNode } from 'react';
import { leavingGroup } from './birth-date-field.tsx';
import { messageText } from '../../kernel/catalogue/catalogue-text.tsx';
import { FieldError } from '../../ui/form-field.tsx';
import type { FieldIds } from './field-ids.ts';

export interface Choice<T extends string> {
  readonly value: T;
  readonly label: ReactNode;
}

export interface ChoiceGroupProps<T extends string> {
  readonly ids: FieldIds;
  readonly field: RegistrationField;
  readonly label: ReactNode;
  readonly choices: readonly Choice<T>[];
  /** The chosen value; '' when none. */
  readonly value: T | '';
  readonly error: string | undefined;
  readonly onChange: (value: T) => void;
  /** Called when the focus leaves the group. */
  readonly onLeave?: () => void;
}

/**
 * A labelled radio group (gender, PEP statement): the first radio carries the field's id (it takes the
 * focus), the group carries aria-invalid and the error.
 */
export function ChoiceGroup<T extends string>(props: ChoiceGroupProps<T>) {
  const { ids, field, choices, value, error, onChange, onLeave } = props;
  const labelId = useId();
  return (
    <div className="register-choice-field">
      <div
        className="register-group"
        role="radiogroup"
        aria-labelledby={labelId}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : ids.error(field)}
        onBlur={onLeave === undefined ? undefined : leavingGroup(onLeave)}
      >
        <span id={labelId} className="field__label">
          {props.label}
        </span>
        <div className="register-choices">
          {choices.map((choice, index) => {
            const id = index === 0 ? ids.control(field) : `${ids.control(field)}-${choice.value}`;
            return (
              <div key={choice.value} className="register-check">
                <input
                  id={id}
                  type="radio"
                  name={`${ids.base}-${field}`}
                  value={choice.value}
                  checked={value === choice.value}
                  onChange={() => {
                    onChange(choice.value);
                  }}
                />
                <label htmlFor={id}>{choice.label}</label>
              </div>
            );
          })}
        </div>
      </div>
      <FieldError id={ids.error(field)}>{messageText(error)}</FieldError>
    </div>
  );
}
