import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from '@lv-casino/core/routing/language.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { compiledMessage } from '../i18n/compiled-messages.ts';
import type { MessageId } from '../i18n/message-id.ts';
import { DateField, dateFieldMessages, type DateFieldProps } from './date-field.tsx';

/** A form's day: what the field gives it (`YYYY-MM-DD` or ''), shown beside it. */
function DayForm(
  props: Pick<DateFieldProps, 'min' | 'max' | 'autoComplete'> & { readonly initial?: string },
) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <DateField id="day" label="Day" value={value} onValue={setValue} {...props} />
      <output aria-label="Form value">{value}</output>
      <button
        type="button"
        onClick={() => {
          setValue('2024-02-29');
        }}
      >
        Reset
      </button>
    </>
  );
}

async function renderField(props: Parameters<typeof DayForm>[0] = {}, language: Language = 'en') {
  const file = await dateFieldMessages(language);
  const messages = Object.fromEntries(
    Object.entries(file.messages).map(([id, message]) => [id, compiledMessage(message)]),
  ) as Record<MessageId, MessageFormatElement[]>;
  const user = userEvent.setup();
  render(
    <IntlProvider locale={language} messages={messages}>
      <DayForm {...props} />
    </IntlProvider>,
  );
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Day' });
  const formValue = () => screen.getByRole('status', { name: 'Form value' }).textContent;
  /** The input's description: its format hint, then its error. */
  const description = () =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
  return { user, input, formValue, description };
}

describe('DateField', () => {
  it('puts in the separators as digits are typed and gives the form the ISO day', async () => {
    const { user, input, formValue } = await renderField();

    await user.type(input, '12032000');

    expect([input.value, formValue()]).toEqual(['12/03/2000', '2000-03-12']);
  });

  it('pads a one-digit day or month that the player closes with a separator', async () => {
    const { user, input, formValue } = await renderField();

    await user.type(input, '1.3.2000');

    expect([input.value, formValue()]).toEqual(['01/03/2000', '2000-03-01']);
  });

  it.each(['2000-03-12', '12.03.2000', '12/03/2000', ' 12-03-2000 '])(
    'takes a whole date pasted as %j',
    async (pasted) => {
      const { user, input, formValue } = await renderField();

      await user.click(input);
      await user.paste(pasted);

      expect([input.value, formValue()]).toEqual(['12/03/2000', '2000-03-12']);
    },
  );

  it('says a day the calendar does not have once the player leaves it, keeping what was typed', async () => {
    const { user, input, formValue, description } = await renderField();

    await user.type(input, '31022000');
    await user.tab();

    expect([input.value, formValue(), input.getAttribute('aria-invalid'), description()]).toEqual([
      '31/02/2000',
      '',
      'true',
      'DD/MM/YYYY There is no such date: 31/02/2000.',
    ]);
  });

  it('says an unfinished date once the player leaves it', async () => {
    const { user, input, description } = await renderField();

    await user.type(input, '1203');
    await user.tab();

    expect(description()).toBe('DD/MM/YYYY Enter the whole date, as DD/MM/YYYY.');
  });

  it('refuses a day after max with the last day it takes, in the page’s language', async () => {
    const { user, input, formValue, description } = await renderField({ max: '2026-11-21' }, 'lv');

    await user.type(input, '22112026');
    await user.tab();

    expect([formValue(), description()]).toEqual([
      '',
      'DD/MM/GGGG Izvēlieties 21/11/2026 vai agrāku datumu.',
    ]);
  });

  it('refuses a day before min with the first day it takes', async () => {
    const { user, input, description } = await renderField({ min: '2026-11-23' }, 'ru');

    await user.type(input, '22112026');
    await user.tab();

    expect(description()).toBe('ДД/ММ/ГГГГ Выберите 23/11/2026 или более позднюю дату.');
  });

  it('takes a day within min and max', async () => {
    const { user, input, formValue } = await renderField({ min: '2026-11-23', max: '2027-01-01' });

    await user.type(input, '01012027');

    expect(formValue()).toBe('2027-01-01');
  });

  it('forgets its error once the date is put right', async () => {
    const { user, input, description } = await renderField();
    await user.type(input, '1203');
    await user.tab();

    await user.type(input, '2000');

    expect([input.getAttribute('aria-invalid'), description()]).toEqual(['false', 'DD/MM/YYYY']);
  });

  it('shows a day the form sets, as DD/MM/YYYY', async () => {
    const { user, input } = await renderField({ initial: '2000-03-12' });
    const shown = input.value;

    await user.click(screen.getByRole('button', { name: 'Reset' }));

    expect([shown, input.value]).toEqual(['12/03/2000', '29/02/2024']);
  });

  it('asks for a numeric keyboard, and offers the player’s own birthday where it is one', async () => {
    const { input } = await renderField({ autoComplete: 'bday' });

    expect([input.type, input.inputMode, input.autocomplete]).toEqual(['text', 'numeric', 'bday']);
  });
});
