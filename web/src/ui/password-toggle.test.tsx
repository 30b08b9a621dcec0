import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './form-field.tsx';
import { PasswordToggle } from './password-toggle.tsx';

function Password() {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id="password"
      label="Password"
      type={visible ? 'text' : 'password'}
      value="Casino2026!"
      onValue={() => undefined}
      action={
        <PasswordToggle
          visible={visible}
          controls="password"
          label="Show password"
          onToggle={() => {
            setVisible((shown) => !shown);
          }}
        />
      }
    />
  );
}

describe('PasswordToggle', () => {
  it('shows and hides the password it controls, saying whether it is pressed', async () => {
    render(<Password />);
    const toggle = screen.getByRole('button', { name: 'Show password' });

    await userEvent.setup().click(toggle);

    expect({
      type: screen.getByLabelText('Password').getAttribute('type'),
      pressed: toggle.getAttribute('aria-pressed'),
      controls: toggle.getAttribute('aria-controls'),
    }).toEqual({ type: 'text', pressed: 'true', controls: 'password' });
  });
});
