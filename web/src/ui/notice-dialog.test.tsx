import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NoticeStep } from './notice-dialog.tsx';

describe('NoticeStep', () => {
  it('shows its text as told and leads on with one action', async () => {
    let actions = 0;
    render(
      <NoticeStep
        text="Your password has been changed."
        textRole="status"
        tone="success"
        actionLabel="Log in"
        onAction={() => (actions += 1)}
      />,
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));

    expect({
      status: screen.getByRole('status').className,
      autofocus: screen.getByRole('button', { name: 'Log in' }).hasAttribute('data-autofocus'),
      actions,
    }).toEqual({ status: 'notice notice--success', autofocus: true, actions: 1 });
  });

  it('leaves the text out when there is none', () => {
    render(<NoticeStep actionLabel="OK" onAction={() => undefined} />);

    expect(document.querySelector('.dialog-body__text')).toBeNull();
  });
});
