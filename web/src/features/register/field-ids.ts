import type { RegistrationField } from '@lv-casino/core/registration/registration-values.ts';
import { useId, useMemo } from 'react';

/**
 * The element ids of the wizard's fields, unique per opening: the control that takes the focus, its
 * error and its hint (what aria-describedby points to).
 */
export interface FieldIds {
  readonly base: string;
  control(field: RegistrationField): string;
  error(field: RegistrationField): string;
  hint(field: RegistrationField): string;
}

export function useFieldIds(): FieldIds {
  const base = useId();
  return useMemo(
    () => ({
      base,
      control: (field) => `${base}-${field}`,
      error: (field) => `${base}-${field}-error`,
      hint: (field) => `${base}-${field}-hint`,
    }),
    [base],
  );
}

/** An aria-describedby value of the ids given (falsy ones left out); undefined when none. */
export function describedBy(...ids: readonly (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length === 0 ? undefined : present.join(' ');
}
