import type { ReactNode, Ref } from 'react';
import { FormField, type FormFieldProps } from './form-field.tsx';
import './file-field.css';

export interface FileFieldProps extends Omit<FormFieldProps, 'children' | 'invalid' | 'describedBy'> {
  readonly name: string;
  readonly accept: string;
  /** Changing it empties the input (a fresh element), e.g. after a sent form. */
  readonly inputKey?: string | number | undefined;
  readonly inputRef?: Ref<HTMLInputElement> | undefined;
  /** More than one file may be chosen. */
  readonly multiple?: boolean | undefined;
  /** The files chosen (none when the choice was cancelled). */
  readonly onChoose: (files: readonly File[]) => void;
  /** The button's text, in the site's language ("Choose a file"). */
  readonly choose: ReactNode;
  /** What the field shows: the chosen file's name, or the site's "no file chosen". */
  readonly chosen: ReactNode;
}

/**
 * A labelled file field (FormField) that speaks the site's language: the browser's own control (whose
 * "Choose File / No file chosen" follow the browser's language) lies transparent over a button and the
 * chosen name, so a click, a tap or the keyboard still opens the browser's picker and the input keeps
 * its label. The hint says what may be sent; the note, what was chosen (with a way to remove it).
 */
export function FileField({
  name,
  accept,
  inputKey,
  inputRef,
  multiple = false,
  onChoose,
  choose,
  chosen,
  ...field
}: FileFieldProps) {
  return (
    <FormField {...field}>
      {(control) => (
        <div className="file-field" data-invalid={control['aria-invalid'] ? 'true' : undefined}>
          <input
            {...control}
            key={inputKey}
            ref={inputRef}
            name={name}
            type="file"
            accept={accept}
            multiple={multiple}
            className="file-field__input"
            onChange={(event) => {
              onChoose([...(event.target.files ?? [])]);
            }}
          />
          <span className="file-field__button" aria-hidden="true">
            {choose}
          </span>
          <span className="file-field__name" aria-hidden="true">
            {chosen}
          </span>
        </div>
      )}
    </FormField>
  );
}
