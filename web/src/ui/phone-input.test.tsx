import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field.tsx';
import { IntlProvider } from 'react-intl';
import { PhoneInput, phoneLengthOf } from './phone-input.tsx';

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

/** The phone field in `locale`'s texts. */
const renderPhone = (locale = 'en') =>
  render(
    <IntlProvider locale={locale}>
      <Phone />
    </IntlProvider>,
  );

describe('PhoneInput', () => {
  it('labels the number by the field and the calling code by its own name, each code with its country', () => {
    renderPhone();

    expect(screen.getByLabelText('Mobile phone').getAttribute('type')).toBe('tel');
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Calling code' });
    expect({
      value: select.value,
      chosen: select.selectedOptions[0]?.textContent,
      options: screen.getAllByRole('option').length,
    }).toEqual({ value: '+371', chosen: 'Latvia (+371)', options: 11 });
  });

  it('names the countries in the page’s language', () => {
    renderPhone('lv');

    expect(screen.getByRole('option', { name: 'Latvija (+371)' })).toBeDefined();
  });

  it('shows the chosen country’s flag as an image beside its code, not as an emoji', async () => {
    const user = userEvent.setup();
    const { container } = renderPhone();
    const face = () => container.querySelector('.phone-input__face');
    const flag = () => face()?.querySelector('img')?.getAttribute('src') ?? '';
    const latvia = flag();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Calling code' }), '+370');

    expect({ text: face()?.textContent, image: flag().startsWith('data:image/svg+xml,') }).toEqual({
      text: '+370',
      image: true,
    });
    expect(flag()).not.toBe(latvia);
  });

  it('takes digits only and lets the calling code change', async () => {
    const user = userEvent.setup();
    renderPhone();

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
