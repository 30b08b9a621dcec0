import { ValidationError, type AnySchema } from 'yup';

/** Field path → react-intl id of its first error. */
export type FormErrors = Readonly<Record<string, string>>;

/**
 * Runs a form's yup schema synchronously over `values`: null when valid, otherwise the first error
 * message (a message id) of every invalid field. Errors that are not validation errors are bugs and throw.
 */
export function formErrors(schema: AnySchema, values: unknown): FormErrors | null {
  try {
    schema.validateSync(values, { abortEarly: false });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    // With abortEarly false, yup lists every failed test in `inner`, the root schema's at path undefined.
    for (const inner of error.inner) {
      const path = inner.path ?? '';
      errors[path] ??= inner.message;
    }
    return errors;
  }
}
