import { render, screen } from '@testing-library/react';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useId, useLayoutEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { MessageId } from '../i18n/message-id.ts';
import { Dialog } from './dialog.tsx';

const TEXTS = { 'modal.close': 'Close' } as Partial<Record<MessageId, string>> as Record<MessageId, string>;

class UsernameStore {
  username = '';

  constructor() {
    makeAutoObservable(this, {}, { deep: false });
  }

  set(value: string): void {
    this.username = value;
  }
}

/** Types `text` into `input` as a keyboard does: one input event per character. */
function typeInto(input: HTMLInputElement, text: string): void {
  const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  for (const character of text) {
    // The element's own setter, not React's tracker on the instance: as the browser sets it.
    value?.set?.call(input, input.value + character);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * A player who types the moment the field shows the focus: keys sent in the commit that opened the
 * dialog, right after its layout phase (this component's layout effect runs after the dialog's), if
 * the field already has the focus then.
 */
function TypesAtOnce({ text }: { readonly text: string }) {
  useLayoutEffect(() => {
    const input = document.querySelector('input');
    if (input !== null && document.activeElement === input) typeInto(input, text);
  }, [text]);
  return null;
}

const LoginLike = observer(function LoginLike({ store }: { readonly store: UsernameStore }) {
  const titleId = useId();
  return (
    <>
      <Dialog titleId={titleId} onClose={() => undefined}>
        <h2 id={titleId}>Log in</h2>
        <label>
          Username
          <input
            data-autofocus
            value={store.username}
            onChange={(event) => {
              store.set(event.target.value);
            }}
          />
        </label>
      </Dialog>
      <TypesAtOnce text="e2" />
    </>
  );
});

describe('Dialog', () => {
  it('keeps every key typed the moment its field has the focus', () => {
    const store = new UsernameStore();
    render(
      <IntlProvider locale="en" messages={TEXTS}>
        <LoginLike store={store} />
      </IntlProvider>,
    );
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Username' });
    // The focus came once the form could take keys: what is typed now, at once, is kept.
    if (field.value === '') typeInto(field, 'e2');
    typeInto(field, 'e7');

    expect({ focused: document.activeElement === field, value: field.value }).toEqual({
      focused: true,
      value: 'e2e7',
    });
  });
});
