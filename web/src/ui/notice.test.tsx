import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoadFailed } from './load-failed.tsx';
import { LiveLoading, Loading } from './loading.tsx';
import { LiveNotice, Notice } from './notice.tsx';

describe('status blocks', () => {
  it('LiveNotice is in the page before its message, which then shows in a box of its tone', () => {
    const { rerender } = render(<LiveNotice role="alert">{undefined}</LiveNotice>);
    const region = screen.getByRole('alert');
    expect(region.childElementCount).toBe(0);

    rerender(<LiveNotice role="alert">The form was refused.</LiveNotice>);

    expect([screen.getByRole('alert'), screen.getByText('The form was refused.').className]).toEqual([
      region,
      'notice notice--error',
    ]);
  });

  it('LiveNotice stays empty for a list of nothing ({a && …}{b && …})', () => {
    const done = (kind: string | null, of: string) => kind === of && `${of}.`;
    render(
      <LiveNotice role="status">
        {done(null, 'Archived')}
        {done(null, 'Sent')}
      </LiveNotice>,
    );

    expect(screen.getByRole('status').childElementCount).toBe(0);
  });

  it('Notice boxes a text with its action', () => {
    render(
      <Notice tone="success" role="status" action={<button type="button">Cancel it</button>}>
        Your withdrawal is requested.
      </Notice>,
    );

    expect(screen.getByRole('status').textContent).toBe('Your withdrawal is requested.Cancel it');
  });

  it('LoadFailed says why in an alert and retries', async () => {
    let retries = 0;
    render(
      <LoadFailed retry="Try again" onRetry={() => (retries += 1)}>
        The history could not be loaded.
      </LoadFailed>,
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));

    expect([screen.getByRole('alert').textContent, retries]).toEqual([
      'The history could not be loaded.Try again',
      1,
    ]);
  });

  it('Loading is a status with a hidden spinner; LiveLoading speaks only while active', () => {
    const { rerender } = render(
      <>
        <Loading>Loading…</Loading>
        <LiveLoading active={false}>Loading the page…</LiveLoading>
      </>,
    );
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([' Loading…', '']);

    rerender(
      <>
        <Loading>Loading…</Loading>
        <LiveLoading active>Loading the page…</LiveLoading>
      </>,
    );

    expect(screen.getAllByRole('status')[1]?.textContent).toBe('Loading the page…');
  });
});
