import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FieldGroup, FormField, TextField } from './form-field.tsx';

function Email({ error }: { readonly error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      id="email"
      label="E-mail"
      hint="We write to it once."
      error={error}
      describedBy={['form-error']}
      value={value}
      onValue={setValue}
    />
  );
}

describe('FormField and TextField', () => {
  it('tie the label, the hint and the error to the control, in that order', () => {
    render(<Email error="Enter an e-mail address." />);

    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect([input.getAttribute('aria-invalid'), input.getAttribute('aria-describedby')]).toEqual([
      'true',
      'email-hint email-error form-error',
    ]);
    expect(screen.getByText('Enter an e-mail address.').id).toBe('email-error');
  });

  it('show no error and leave the control valid without one', () => {
    render(<Email />);

    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect([input.getAttribute('aria-invalid'), input.getAttribute('aria-describedby')]).toEqual([
      'false',
      'email-hint form-error',
    ]);
    expect(document.querySelector('.field__error')).toBeNull();
  });

  it('pass what is typed on', async () => {
    render(<Email />);

    await userEvent.setup().type(screen.getByRole('textbox', { name: 'E-mail' }), 'anna@example.lv');

    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' }).value).toBe('anna@example.lv');
  });

  it('give a select its id and state, a note between the hint and the error', () => {
    render(
      <FormField id="city" label="City" note="Loading the towns…" error="Choose a town." invalid>
        <select>
          <option>Rīga</option>
        </select>
      </FormField>,
    );

    const select = screen.getByRole('combobox', { name: 'City' });
    expect(select.getAttribute('aria-describedby')).toBe('city-note city-error');
  });

  it('put a unit inside the control, hidden from screen readers', () => {
    render(<TextField id="amount" label="Amount (EUR)" unit="EUR" value="" onValue={() => undefined} />);

    const unit = screen.getByText('EUR');
    expect([
      unit.getAttribute('aria-hidden'),
      unit.parentElement?.contains(screen.getByRole('textbox')),
    ]).toEqual(['true', true]);
  });
});

describe('FieldGroup', () => {
  it('names its choices by the legend and describes them by its error', () => {
    render(
      <FieldGroup id="income" legend="Monthly income" error="Choose one.">
        <label>
          <input type="radio" name="income" /> Up to 1 000 EUR
        </label>
      </FieldGroup>,
    );

    const group = screen.getByRole('group', { name: 'Monthly income' });
    expect(group.getAttribute('aria-describedby')).toBe('income-error');
    expect(screen.getByText('Choose one.').id).toBe('income-error');
  });
});
