import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a plain button of its tone unless told', () => {
    render(<Button tone="secondary">Retry</Button>);

    const button = screen.getByRole('button', { name: 'Retry' });
    expect([button.getAttribute('type'), button.className, button.getAttribute('aria-disabled')]).toEqual([
      'button',
      'button button--secondary',
      'false',
    ]);
  });

  it('says it is busy: a hidden spinner, its busy text, and that it cannot act while keeping the focus', () => {
    render(
      <Button type="submit" busy busyLabel="Saving…">
        Save
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Saving…' });
    expect([
      button.getAttribute('aria-disabled'),
      button.querySelector('.spinner[aria-hidden="true"]'),
    ]).toEqual(['true', expect.any(HTMLElement)]);
  });

  it('marks the feedback of a submit without changing its name', () => {
    render(<Button feedback="succeeded">Save</Button>);

    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('data-feedback')).toBe('succeeded');
  });

  it('leaves a disabled button to the platform', () => {
    render(
      <Button busy disabled>
        Log in
      </Button>,
    );

    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Log in' });
    expect([button.disabled, button.hasAttribute('aria-disabled')]).toEqual([true, false]);
  });
});
