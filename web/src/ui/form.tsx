import type { FormHTMLAttributes, Ref } from 'react';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** Runs on a submit (the submit button, Enter in a field); the page does not reload. */
  readonly onSubmit: () => unknown;
  readonly ref?: Ref<HTMLFormElement> | undefined;
}

/**
 * A form of the site: its fields check themselves and say why by each field (FormField), so the
 * browser's own validation is off; a submit runs `onSubmit` in place of a page load. Name it by its
 * heading (aria-labelledby) when it has one.
 */
export function Form({ onSubmit, children, ...form }: FormProps) {
  return (
    <form
      noValidate
      {...form}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
