import { observer } from 'mobx-react-lite';
import { useId, type ReactNode, type RefObject } from 'react';
import './game-search-form.css';

/** A search's text, as a search store holds it: typed (searched after a pause), or sent at once. */
export interface SearchText {
  readonly text: string;
  setText(text: string): void;
  submit(): void;
}

export interface GameSearchFormProps {
  readonly search: SearchText;
  /** id of the heading that names the search landmark. */
  readonly labelledBy: string;
  readonly label: ReactNode;
  /** Whether the dialog's focus starts in the field (the dialog's data-autofocus). */
  readonly focusFirst: boolean;
  readonly inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * A search landmark over games (the search modals, a split-view pane's picker): a labelled search
 * field that searches as the player types, or at once on Enter. Its status goes in a
 * `game-search-status` paragraph after it.
 */
function GameSearchFormView({ search, labelledBy, label, focusFirst, inputRef }: GameSearchFormProps) {
  const inputId = useId();
  return (
    <form
      role="search"
      aria-labelledby={labelledBy}
      className="field game-search-form"
      onSubmit={(event) => {
        event.preventDefault();
        search.submit();
      }}
    >
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="field__input"
        type="search"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        data-autofocus={focusFirst ? true : undefined}
        value={search.text}
        onChange={(event) => {
          search.setText(event.target.value);
        }}
      />
    </form>
  );
}

export const GameSearchForm = observer(GameSearchFormView);
