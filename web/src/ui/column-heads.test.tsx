import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { MessageId } from '../i18n/message-id.ts';
import { ColumnHeads } from './column-heads.tsx';

const TEXTS = {
  'protection.limits.type': 'Limit',
  'protection.limits.current': 'Current',
} as Partial<Record<MessageId, string>> as Record<MessageId, string>;

describe('ColumnHeads', () => {
  it('is a header row with a column header a text, in order', () => {
    render(
      <IntlProvider locale="en" messages={TEXTS}>
        <table>
          <ColumnHeads columns={['protection.limits.type', 'protection.limits.current']} />
        </table>
      </IntlProvider>,
    );

    expect(
      screen.getAllByRole('columnheader').map((head) => [head.textContent, head.getAttribute('scope')]),
    ).toEqual([
      ['Limit', 'col'],
      ['Current', 'col'],
    ]);
  });
});
