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
