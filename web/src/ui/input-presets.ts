import type { InputHTMLAttributes } from 'react';

type InputPreset = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'maxLength'
>;

/** A code sent by SMS: digits on a numeric keyboard, offered by the phone from the message. */
export const oneTimeCodeInput = (length = 8): InputPreset => ({
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: length,
});

/** A username (or an e-mail in its place): typed as it is, neither capitalised nor spell-checked. */
export const USERNAME_INPUT: InputPreset = {
  autoComplete: 'username',
  autoCapitalize: 'none',
  spellCheck: false,
};
