import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { MessageId } from '../i18n/message-id.ts';
import { Intro } from './intro.tsx';

const TEXTS = { 'myProfile.phone.intro': 'Change your number' } as Partial<
  Record<MessageId, string>
> as Record<MessageId, string>;

const renderIntro = (text: MessageId | undefined) =>
  render(
    <IntlProvider locale="en" messages={TEXTS}>
      <Intro text={text} className="part__intro" />
    </IntlProvider>,
  ).container;

describe('Intro', () => {
  it('is a paragraph of its text with its class', () => {
    expect(renderIntro('myProfile.phone.intro').innerHTML).toBe(
      '<p class="part__intro">Change your number</p>',
    );
  });

  it('is nothing without a text', () => {
    expect(renderIntro(undefined).innerHTML).toBe('');
  });
});
