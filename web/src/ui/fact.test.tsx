import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { MessageId } from '../i18n/message-id.ts';
import { Fact } from './fact.tsx';

const AMOUNT = { 'deposits.status.amount': 'Amount' } as Partial<Record<MessageId, string>> as Record<
  MessageId,
  string
>;

describe('Fact', () => {
  it('is a term and its value in a description list, each with its class', () => {
    render(
      <IntlProvider locale="en" messages={AMOUNT}>
        <dl>
          <Fact term="deposits.status.amount" className="total" valueClassName="figure">
            20.00 EUR
          </Fact>
        </dl>
      </IntlProvider>,
    );

    const term = screen.getByRole('term');
    const value = screen.getByRole('definition');
    expect([term.textContent, value.textContent, value.className, term.parentElement?.className]).toEqual([
      'Amount',
      '20.00 EUR',
      'figure',
      'total',
    ]);
  });
});
