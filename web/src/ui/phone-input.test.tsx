import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field.tsx';
import { PhoneInput, flagOf, phoneLengthOf } from './phone-input.tsx';

function Phone() {
  const [code, setCode] = useState('+371');
  const [number, setNumber] = useState('');
  return (
    <FormField id="phone" label="Mobile phone">
      {(control) => (
        <PhoneInput
          control={control}
          code={code}
          number={number}
          codeLabel="Calling code"
          className="phone"
          codeClassName="phone__code"
          readOnly={false}
          onCode={setCode}
          onNumber={setNumber}
          onBlur={() => undefined}
        />
      )}
    </FormField>
  );
}

describe('PhoneInput', () => {
  it('labels the number by the field and the calling code by its own name, with flags', () => {
    render(<Phone />);

    expect(screen.getByLabelText('Mobile phone').getAttribute('type')).toBe('tel');
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Calling code' });
    expect(select.value).toBe('+371');
    expect(screen.getByRole('option', { name: `${flagOf('LV')} +371` })).toBeDefined();
  });

  it('takes digits only and lets the calling code change', async () => {
    const user = userEvent.setup();
    render(<Phone />);

    await user.type(screen.getByLabelText('Mobile phone'), '2a9+1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Calling code' }), '+370');

    expect(screen.getByLabelText<HTMLInputElement>('Mobile phone').value).toBe('291');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Calling code' }).value).toBe('+370');
  });
});

describe('phoneLengthOf', () => {
  it('knows the digits after a calling code of the table, and nothing of another', () => {
    expect(phoneLengthOf('+371')).toMatchObject({ min: 8, max: 8 });
    expect(phoneLengthOf('+999')).toBeUndefined();
  });
});
