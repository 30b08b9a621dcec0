import type { ReactNode, Ref } from 'react';
import './file-field.css';

export interface FileFieldProps {
  /** The input's id: the feature's `<label htmlFor>` names it. */
  readonly id: string;
  readonly name: string;
  readonly accept: string;
  /** Changing it empties the input (a fresh element), e.g. after a sent form. */
  readonly inputKey?: string | number;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
  /** More than one file may be chosen. */
  readonly multiple?: boolean;
  /** The files chosen (none when the choice was cancelled). */
  readonly onChoose: (files: readonly File[]) => void;
  /** The button's text, in the site's language ("Choose a file"). */
  readonly choose: ReactNode;
  /** What the field shows: the chosen file's name, or the site's "no file chosen". */
  readonly chosen: ReactNode;
}

/**
 * A file input that speaks the site's language: the browser's own control (whose "Choose File / No
 * file chosen" follow the browser's language) lies transparent over a button and the chosen name, so
 * a click, a tap or the keyboard still opens the browser's picker and the input keeps its label.
 */
export function FileField({
  id,
  name,
  accept,
  inputKey,
  inputRef,
  invalid,
  describedBy,
  multiple = false,
  onChoose,
  choose,
  chosen,
}: FileFieldProps) {
  return (
    <div className="file-field" data-invalid={invalid ? 'true' : undefined}>
      <input
        key={inputKey}
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={accept}
        multiple={multiple}
        className="file-field__input"
        aria-invalid={invalid}
        aria-describedby={describedBy}
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
  );
}
